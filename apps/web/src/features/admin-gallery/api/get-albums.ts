import type { Album } from '@academy/contract/album';
import { usePagedList } from '../../../hooks/use-paged-list';
import { albumKeys } from './keys';

/** Divides evenly into the two, three and four columns of the album grid. */
export const ALBUMS_PAGE_SIZE = 24;

/** GET /api/albums, newest first, one page at a time. */
export function useAlbums() {
  return usePagedList<Album>({ key: albumKeys.list, path: '/albums', limit: ALBUMS_PAGE_SIZE });
}
