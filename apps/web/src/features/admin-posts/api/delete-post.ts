import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { postKeys } from './keys';

export const deletePost = (id: number) => apiData<{ id: number }>(`/posts/${id}`, { method: 'DELETE' });

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
