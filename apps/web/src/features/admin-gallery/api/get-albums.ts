import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { apiRequest } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** Divides evenly into the two, three and four columns of the album grid. */
export const ALBUMS_PAGE_SIZE = 24;

/** GET /api/albums, newest first, one page at a time. */
export async function getAlbums(page: number) {
  const envelope = await apiRequest<Album[]>(`/albums?page=${page}&limit=${ALBUMS_PAGE_SIZE}`);
  return { albums: envelope.data ?? [], total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function useAlbums(page: number) {
  return useQuery({ queryKey: albumKeys.list(page), queryFn: () => getAlbums(page), placeholderData: keepPreviousData });
}
