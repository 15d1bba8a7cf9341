import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

export const deleteAlbum = (id: number) => apiData<{ id: number }>(`/albums/${id}`, { method: 'DELETE' });

export function useDeleteAlbum() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAlbum, onSuccess: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
