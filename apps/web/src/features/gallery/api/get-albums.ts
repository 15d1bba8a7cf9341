import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { API_PATHS } from '@academy/contract/page-data';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

export function getAlbums(): Promise<Album[]> {
  return apiData<Album[]>(API_PATHS.publicAlbums());
}

/** `enabled: false` when the page does not need the list (an album page opened by its id). */
export function useAlbums(enabled = true) {
  return useQuery({
    queryKey: ['public-albums', 'list'],
    queryFn: getAlbums,
    enabled,
    ...seededQuery(API_PATHS.publicAlbums(), (e: Envelope<unknown>) => e.data as Album[]),
  });
}
