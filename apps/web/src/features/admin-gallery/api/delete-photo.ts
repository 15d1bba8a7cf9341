import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

export const deletePhoto = (id: number) => apiData<{ id: number }>(`/photos/${id}`, { method: 'DELETE' });

export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, onSuccess: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
