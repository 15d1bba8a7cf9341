import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, Photo } from '@academy/contract/album';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** PUT /api/photos/:id {caption}: one photo's caption; empty clears it. */
export const setPhotoCaption = ({ id, caption }: { id: number; caption: string | null }) =>
  apiData<Photo>(`/photos/${id}`, { method: 'PUT', body: { caption } });

/** PUT /api/albums/:id/photos/order {photo_ids}: every photo of the album, in order (409 when the album changed meanwhile). */
export const setPhotoOrder = ({ albumId, photoIds }: { albumId: number; photoIds: number[] }) =>
  apiData<Album>(`/albums/${albumId}/photos/order`, { method: 'PUT', body: { photo_ids: photoIds } });

/** PUT /api/albums/:id/cover {photo_id}: one of the album's photos becomes its cover. */
export const setAlbumCover = ({ albumId, photoId }: { albumId: number; photoId: number }) =>
  apiData<Album>(`/albums/${albumId}/cover`, { method: 'PUT', body: { photo_id: photoId } });

/** The three ways of arranging an album; each refreshes the album (and the gallery's cards) once done. */
export function useArrangeAlbum() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: albumKeys.all });
  return {
    caption: useMutation({ mutationFn: setPhotoCaption, onSettled }),
    order: useMutation({ mutationFn: setPhotoOrder, onSettled }),
    cover: useMutation({ mutationFn: setAlbumCover, onSettled }),
  };
}
