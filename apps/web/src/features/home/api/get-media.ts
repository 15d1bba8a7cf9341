import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media-constants';
import { apiRequest } from '../../../lib/api-client';

export async function getMedia(limit: number): Promise<MediaItem[]> {
  const { data } = await apiRequest<MediaItem[] | { media: MediaItem[] }>(`/media?limit=${limit}`);
  return Array.isArray(data) ? data : (data?.media ?? []);
}

export function useMedia(limit = 8) {
  return useQuery({ queryKey: ['media', 'list', limit], queryFn: () => getMedia(limit) });
}
