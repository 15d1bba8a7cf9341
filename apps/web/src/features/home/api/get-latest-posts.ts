import { useQuery } from '@tanstack/react-query';
import { HOME_NEWS_COUNT, type PostSummary } from '@academy/contract/post-constants';
import { apiRequest } from '../../../lib/api-client';

export async function getLatestPosts(limit = HOME_NEWS_COUNT): Promise<PostSummary[]> {
  const { data } = await apiRequest<PostSummary[] | { posts: PostSummary[] }>(`/posts?limit=${limit}`);
  return (Array.isArray(data) ? data : (data?.posts ?? [])).slice(0, limit);
}

export function useLatestPosts() {
  return useQuery({ queryKey: ['posts', 'list', HOME_NEWS_COUNT], queryFn: () => getLatestPosts() });
}
