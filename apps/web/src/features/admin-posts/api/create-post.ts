import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@academy/contract/post';
import { apiData, toFormData } from '../../../lib/api-client';
import { postKeys } from './keys';

export type PostFormValues = { title: string; content: string; cover_image: File | null };

/** POST /api/posts, multipart {title, content, cover_image?}. */
export const createPost = (values: PostFormValues) =>
  apiData<Post>('/posts', { method: 'POST', body: toFormData({ ...values }) });

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
