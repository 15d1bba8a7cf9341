import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media-constants';
import { API_PATHS, HOME_MEDIA_LIMIT } from '@academy/contract/page-data';
import { apiRequest, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** Older servers answered `{ media }`; both shapes are accepted. */
export const mediaOf = ({ data }: Envelope<unknown>): MediaItem[] => {
  const media = data as MediaItem[] | { media?: MediaItem[] } | null;
  return Array.isArray(media) ? media : (media?.media ?? []);
};

export async function getMedia(limit: number): Promise<MediaItem[]> {
  return mediaOf(await apiRequest(API_PATHS.media(limit)));
}

export function useMedia(limit = HOME_MEDIA_LIMIT) {
  return useQuery({ queryKey: ['media', 'list', limit], queryFn: () => getMedia(limit), ...seededQuery(API_PATHS.media(limit), mediaOf) });
}
