import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { apiData, toFormData } from '../../../lib/api-client';
import { albumKeys } from './keys';

export type AlbumUpdate = { id: string; name: string; caption: string | null; coverImage: File | null };

/** PUT /api/albums/:id, multipart {name, caption, coverImage?}. */
export const updateAlbum = ({ id, ...values }: AlbumUpdate) =>
  apiData<Album>(`/albums/${encodeURIComponent(id)}`, { method: 'PUT', body: toFormData({ ...values, caption: values.caption ?? '' }) });

export function useUpdateAlbum() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAlbum, onSuccess: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
