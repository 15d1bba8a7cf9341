import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@academy/contract/post';
import { apiData } from '../../../lib/api-client';
import { postFields, type PostFormValues, type PostIntent } from './create-post';
import { postKeys } from './keys';

/** PUT /api/posts/:id, multipart {title, content, cover_image?, status?, publish_at?, tags?, custom_excerpt?}. */
export const updatePost = ({ id, ...values }: PostFormValues & Partial<PostIntent> & { id: string }) =>
  apiData<Post>(`/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: postFields(values) });

export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
