import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album-constants';
import { apiData } from '../../../lib/api-client';

export function getAlbums(): Promise<Album[]> {
  return apiData<Album[]>('/public/albums?limit=100');
}

export function useAlbums() {
  return useQuery({ queryKey: ['public-albums', 'list'], queryFn: getAlbums });
}
