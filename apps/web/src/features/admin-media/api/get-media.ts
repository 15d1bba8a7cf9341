import type { MediaItem } from '@academy/contract/media';
import { usePagedList } from '../../../hooks/use-paged-list';

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (page: number) => ['admin', 'media', 'list', page] as const,
};

/** Every card is a video player that fetches its file's metadata, so pages stay short. */
export const MEDIA_PAGE_SIZE = 12;

/** GET /api/media, newest first, one page at a time. */
export function useMedia() {
  return usePagedList<MediaItem>({ key: mediaKeys.list, path: '/media', limit: MEDIA_PAGE_SIZE });
}
