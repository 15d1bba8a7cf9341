import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagChangeResult, TagDeleteResult, TagRenameInput } from '@academy/contract/tag';
import { apiData } from '../../../lib/api-client';
import { postKeys } from './keys';
import { tagKeys } from './get-tags';

/** PUT /api/tags/{slug}: a new name, or another tag's name to merge into it (decision 053). */
export const renameTag = ({ slug, ...input }: TagRenameInput & { slug: string }) =>
  apiData<TagChangeResult>(`/tags/${encodeURIComponent(slug)}`, { method: 'PUT', body: input });

/** DELETE /api/tags/{slug}: off every post. */
export const deleteTag = (slug: string) => apiData<TagDeleteResult>(`/tags/${encodeURIComponent(slug)}`, { method: 'DELETE' });

/** After either, the tags list and the posts (which show their tags) are read again. */
function useTagChange<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: tagKeys.all }), client.invalidateQueries({ queryKey: postKeys.all })]),
  });
}

export const useRenameTag = () => useTagChange(renameTag);
export const useDeleteTag = () => useTagChange(deleteTag);
