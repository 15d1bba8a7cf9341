import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media';
import { ABOUT_MEDIA_LIMIT, API_PATHS } from '@academy/contract/page-data';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** The about page shows the first playable media item. */
const firstPlayable = (media: MediaItem[]): MediaItem | null => media.find((m) => m.video_file || m.video_url) ?? null;

export async function getFeaturedVideo(): Promise<MediaItem | null> {
  return firstPlayable(await apiData<MediaItem[]>(API_PATHS.media(ABOUT_MEDIA_LIMIT)));
}

export function useFeaturedVideo() {
  return useQuery({
    queryKey: ['media', 'featured'],
    queryFn: getFeaturedVideo,
    ...seededQuery(API_PATHS.media(ABOUT_MEDIA_LIMIT), (e: Envelope<unknown>) => firstPlayable(e.data as MediaItem[])),
  });
}
