import { useQuery } from '@tanstack/react-query';
import type { Post } from '@academy/contract/post-constants';
import { apiData } from '../../../lib/api-client';

export function getPost(id: string | number): Promise<Post> {
  return apiData<Post>(`/posts/${encodeURIComponent(String(id))}`);
}

export function usePost(id: string | number | undefined) {
  return useQuery({ queryKey: ['posts', 'detail', String(id)], queryFn: () => getPost(id!), enabled: id !== undefined });
}
