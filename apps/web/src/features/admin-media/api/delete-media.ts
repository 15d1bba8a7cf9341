import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { mediaKeys } from './get-media';

export const deleteMedia = (id: number) => apiData<{ id: number }>(`/media/${id}`, { method: 'DELETE' });

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMedia, onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }) });
}
