import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@academy/contract/album';
import { toFormData, uploadWithProgress } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** POST /api/albums/:id/photos with the field `photos` repeated, reporting real progress. */
export async function uploadPhotos({ albumId, files, onProgress }: { albumId: string; files: File[]; onProgress: (f: number) => void }) {
  return (await uploadWithProgress<Photo[]>(`/albums/${encodeURIComponent(albumId)}/photos`, toFormData({ photos: files }), { onProgress })).data;
}

export function useUploadPhotos() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadPhotos, onSuccess: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
