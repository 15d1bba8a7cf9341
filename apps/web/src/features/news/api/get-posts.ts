import { useQuery } from '@tanstack/react-query';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import type { PostSummary } from '@academy/contract/post';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/posts: newest first. */
export function getPosts(limit: number): Promise<PostSummary[]> {
  return apiData<PostSummary[]>(API_PATHS.posts(limit));
}

export function usePosts(limit = NEWS_LIST_LIMIT) {
  return useQuery({
    queryKey: ['posts', 'list', limit],
    queryFn: () => getPosts(limit),
    ...seededQuery(API_PATHS.posts(limit), (e: Envelope<unknown>) => e.data as PostSummary[]),
  });
}
