import { useQuery } from '@tanstack/react-query';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import type { PostSummary } from '@academy/contract/post-constants';
import { apiRequest, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** Older servers answered a bare array or `{ posts }`; both are accepted. */
const postsOf = ({ data }: Envelope<unknown>): PostSummary[] => {
  const posts = data as PostSummary[] | { posts?: PostSummary[] } | null;
  return Array.isArray(posts) ? posts : (posts?.posts ?? []);
};

/** GET /api/posts: newest first. */
export async function getPosts(limit: number): Promise<PostSummary[]> {
  return postsOf(await apiRequest(API_PATHS.posts(limit)));
}

export function usePosts(limit = NEWS_LIST_LIMIT) {
  return useQuery({ queryKey: ['posts', 'list', limit], queryFn: () => getPosts(limit), ...seededQuery(API_PATHS.posts(limit), postsOf) });
}
