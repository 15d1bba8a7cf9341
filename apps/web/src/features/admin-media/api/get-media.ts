import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media';
import { apiRequest } from '../../../lib/api-client';

export const mediaKeys = { all: ['admin', 'media'] as const };

export async function getMedia(): Promise<MediaItem[]> {
  return (await apiRequest<MediaItem[]>('/media?limit=100')).data ?? [];
}

export function useMedia() {
  return useQuery({ queryKey: mediaKeys.all, queryFn: getMedia });
}
