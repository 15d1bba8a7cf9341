import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album-constants';
import { apiData } from '../../../lib/api-client';

export function getAlbum(id: string | number): Promise<Album> {
  return apiData<Album>(`/public/albums/${encodeURIComponent(String(id))}`);
}

export function useAlbum(id: string | number | undefined) {
  return useQuery({ queryKey: ['public-albums', 'detail', String(id)], queryFn: () => getAlbum(id!), enabled: id !== undefined });
}
