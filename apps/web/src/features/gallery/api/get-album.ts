import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { API_PATHS } from '@academy/contract/page-data';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

export function getAlbum(id: string | number): Promise<Album> {
  return apiData<Album>(API_PATHS.publicAlbum(id));
}

export function useAlbum(id: string | number | undefined) {
  return useQuery({
    queryKey: ['public-albums', 'detail', String(id)],
    queryFn: () => getAlbum(id!),
    enabled: id !== undefined,
    ...seededQuery(API_PATHS.publicAlbum(id ?? ''), (e: Envelope<unknown>) => e.data as Album),
  });
}
