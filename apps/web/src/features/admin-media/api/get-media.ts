import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media';
import { apiRequest } from '../../../lib/api-client';

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (page: number) => ['admin', 'media', 'list', page] as const,
};

/** Every card is a video player that fetches its file's metadata, so pages stay short. */
export const MEDIA_PAGE_SIZE = 12;

/** GET /api/media, newest first, one page at a time. */
export async function getMedia(page: number) {
  const envelope = await apiRequest<MediaItem[]>(`/media?page=${page}&limit=${MEDIA_PAGE_SIZE}`);
  return { items: envelope.data ?? [], total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function useMedia(page: number) {
  return useQuery({ queryKey: mediaKeys.list(page), queryFn: () => getMedia(page), placeholderData: keepPreviousData });
}
