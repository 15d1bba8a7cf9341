import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media';
import { toFormData, uploadWithProgress } from '../../../lib/api-client';
import { mediaKeys } from './get-media';

export type MediaEdit = { id: number; title: string; thumbnail: File | null; onProgress: (fraction: number) => void };

/** PUT /api/media/:id, multipart {title, thumbnail?}: a new title, and a new thumbnail when one is chosen. */
export async function updateMedia({ id, onProgress, ...fields }: MediaEdit): Promise<MediaItem> {
  return (await uploadWithProgress<MediaItem>(`/media/${id}`, toFormData(fields), { onProgress, method: 'PUT' })).data;
}

export function useUpdateMedia() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateMedia, onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }) });
}
