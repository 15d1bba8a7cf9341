import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { PostSummary } from '@academy/contract/post';
import { HOME_NEWS_COUNT } from '@academy/contract/post-constants';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/posts?limit=HOME_NEWS_COUNT: the home page's "Breaking news", newest first. */
export function getLatestPosts(): Promise<PostSummary[]> {
  return apiData<PostSummary[]>(API_PATHS.posts(HOME_NEWS_COUNT));
}

export function useLatestPosts() {
  return useQuery({
    queryKey: ['posts', 'list', HOME_NEWS_COUNT],
    queryFn: getLatestPosts,
    ...seededQuery(API_PATHS.posts(HOME_NEWS_COUNT), (e: Envelope<unknown>) => e.data as PostSummary[]),
  });
}
