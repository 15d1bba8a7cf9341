import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { apiRequest } from '../../../lib/api-client';
import { albumKeys } from './keys';

export async function getAlbums(): Promise<Album[]> {
  return (await apiRequest<Album[]>('/albums?limit=100')).data ?? [];
}

export function useAlbums() {
  return useQuery({ queryKey: albumKeys.list, queryFn: getAlbums });
}
