import { useQuery } from '@tanstack/react-query';
import type { Post } from '@academy/contract/post';
import { apiData } from '../../../lib/api-client';
import { postKeys } from './keys';

export const getPost = (id: string) => apiData<Post>(`/posts/${encodeURIComponent(id)}`);

export function usePost(id: string) {
  return useQuery({ queryKey: postKeys.detail(id), queryFn: () => getPost(id), staleTime: 0 });
}
