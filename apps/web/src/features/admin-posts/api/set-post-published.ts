import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@academy/contract/post';
import { apiData } from '../../../lib/api-client';
import { postKeys } from './keys';

/** PUT /api/news/:id/publish {published}: drafts are hidden from the public news. */
export const setPostPublished = ({ id, published }: { id: number; published: boolean }) =>
  apiData<Post>(`/news/${id}/publish`, { method: 'PUT', body: { published } });

export function useSetPostPublished() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setPostPublished, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
