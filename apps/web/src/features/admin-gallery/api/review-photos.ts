import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** POST /api/albums/:id/photos/review {photo_ids}: the editor marks photos reviewed (docs/decisions/054); the ids it marked. */
export const reviewPhotos = ({ albumId, photoIds }: { albumId: number; photoIds: number[] }) =>
  apiData<{ reviewed: number[] }>(`/albums/${albumId}/photos/review`, { method: 'POST', body: { photo_ids: photoIds } });

/** Marks photos reviewed, then refreshes the album (and the gallery's cards). */
export function useReviewPhotos() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewPhotos, onSettled: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
