import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@academy/contract/media-constants';
import { apiRequest } from '../../../lib/api-client';

/** The about page shows the first playable media item. */
export async function getFeaturedVideo(): Promise<MediaItem | null> {
  const { data } = await apiRequest<MediaItem[] | { media: MediaItem[] }>('/media?limit=20');
  const items = Array.isArray(data) ? data : (data?.media ?? []);
  return items.find((m) => m.video_file || m.video_url) ?? null;
}

export function useFeaturedVideo() {
  return useQuery({ queryKey: ['media', 'featured'], queryFn: getFeaturedVideo });
}
