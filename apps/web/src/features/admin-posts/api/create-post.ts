import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, PostStatus } from '@academy/contract/post';
import { apiData, toFormData } from '../../../lib/api-client';
import { postKeys } from './keys';

/** `created_at`: a published post's publish date when the editor changed it (docs/decisions/048). */
export type PostFormValues = { title: string; content: string; cover_image: File | null; tags?: string[]; custom_excerpt?: string; created_at?: string };
/** What the author asked for: publish now, keep as a draft, or publish at a time (absent on edit: keep the state). */
export type PostIntent = { status: PostStatus; publish_at?: string };

/** A form's values as the multipart fields the API reads: the tags as one JSON list (decision 047). */
export const postFields = ({ tags, ...values }: PostFormValues & Partial<PostIntent>) => toFormData({ ...values, tags: tags && JSON.stringify(tags) });

/** POST /api/posts, multipart {title, content, cover_image?, status?, publish_at?, tags?, custom_excerpt?}. */
export const createPost = (values: PostFormValues & Partial<PostIntent>) => apiData<Post>('/posts', { method: 'POST', body: postFields(values) });

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
