import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media';
import { toFormData, uploadWithProgress } from '../../../lib/api-client';
import { mediaKeys } from './get-media';

export type MediaUpload = {
  title: string;
  video_url: string | null;
  video_file: File | null;
  thumbnail: File | null;
  onProgress: (fraction: number) => void;
};

/** POST /api/media, multipart, with real upload progress. */
export async function uploadMedia({ onProgress, ...fields }: MediaUpload): Promise<MediaItem> {
  return (await uploadWithProgress<MediaItem>('/media', toFormData(fields), { onProgress })).data;
}

export function useUploadMedia() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadMedia, onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }) });
}
