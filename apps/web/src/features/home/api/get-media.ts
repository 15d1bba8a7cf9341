import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media';
import { API_PATHS, HOME_MEDIA_LIMIT } from '@academy/contract/page-data';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/media: the newest videos. */
export function getMedia(limit: number): Promise<MediaItem[]> {
  return apiData<MediaItem[]>(API_PATHS.media(limit));
}

export function useMedia(limit = HOME_MEDIA_LIMIT) {
  return useQuery({
    queryKey: ['media', 'list', limit],
    queryFn: () => getMedia(limit),
    ...seededQuery(API_PATHS.media(limit), (e: Envelope<unknown>) => e.data as MediaItem[]),
  });
}
