import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

export const getAlbum = (id: string) => apiData<Album>(`/albums/${encodeURIComponent(id)}`);

export function useAlbum(id: string) {
  return useQuery({ queryKey: albumKeys.detail(id), queryFn: () => getAlbum(id), staleTime: 0 });
}
