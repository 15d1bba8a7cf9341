import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@academy/contract/post-constants';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/posts: newest first. Older servers answered a bare array or `{ posts }`; both are accepted. */
export async function getPosts(limit: number): Promise<PostSummary[]> {
  const envelope = await apiRequest<PostSummary[] | { posts: PostSummary[] }>(`/posts?limit=${limit}`);
  const data = envelope.data;
  return Array.isArray(data) ? data : (data?.posts ?? []);
}

export function usePosts(limit = 100) {
  return useQuery({ queryKey: ['posts', 'list', limit], queryFn: () => getPosts(limit) });
}
