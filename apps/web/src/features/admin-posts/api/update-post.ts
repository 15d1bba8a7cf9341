import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@academy/contract/post';
import { apiData, toFormData } from '../../../lib/api-client';
import type { PostFormValues, PostIntent } from './create-post';
import { postKeys } from './keys';

/** PUT /api/posts/:id, multipart {title, content, cover_image?, status?, publish_at?}. */
export const updatePost = ({ id, ...values }: PostFormValues & Partial<PostIntent> & { id: string }) =>
  apiData<Post>(`/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: toFormData({ ...values }) });

export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
