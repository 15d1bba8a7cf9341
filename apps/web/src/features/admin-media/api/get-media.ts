import type { MediaItem } from '@academy/contract/media';
import { listKeys, usePagedList } from '../../../hooks/use-paged-list';

export const mediaKeys = listKeys('media');

/** Every card is a video player that fetches its file's metadata, so pages stay short. */
export const MEDIA_PAGE_SIZE = 12;

/** GET /api/media, newest first, one page at a time. */
export function useMedia() {
  return usePagedList<MediaItem>({ key: mediaKeys.list, path: '/media', limit: MEDIA_PAGE_SIZE });
}
