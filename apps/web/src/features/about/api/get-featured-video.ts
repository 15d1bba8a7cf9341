import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media-constants';
import { ABOUT_MEDIA_LIMIT, API_PATHS } from '@academy/contract/page-data';
import { apiRequest, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';
import { mediaOf } from '../../home/api/get-media';

const featuredOf = (envelope: Envelope<unknown>): MediaItem | null => mediaOf(envelope).find((m) => m.video_file || m.video_url) ?? null;

/** The about page shows the first playable media item. */
export async function getFeaturedVideo(): Promise<MediaItem | null> {
  return featuredOf(await apiRequest(API_PATHS.media(ABOUT_MEDIA_LIMIT)));
}

export function useFeaturedVideo() {
  return useQuery({ queryKey: ['media', 'featured'], queryFn: getFeaturedVideo, ...seededQuery(API_PATHS.media(ABOUT_MEDIA_LIMIT), featuredOf) });
}
