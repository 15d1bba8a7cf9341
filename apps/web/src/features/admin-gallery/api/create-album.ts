import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALBUM_CREATOR_ID, type Album } from '@academy/contract/album';
import { apiData, toFormData } from '../../../lib/api-client';
import { albumKeys } from './keys';

export type AlbumCreate = { name: string; caption: string | null; coverImage: File | null };

/** POST /api/albums, form {name, caption, created_by (fixed at 1), coverImage}. */
export const createAlbum = (values: AlbumCreate) =>
  apiData<Album>('/albums', { method: 'POST', body: toFormData({ ...values, created_by: ALBUM_CREATOR_ID }) });

export function useCreateAlbum() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAlbum, onSuccess: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
