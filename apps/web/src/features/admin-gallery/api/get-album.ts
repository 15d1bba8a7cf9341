import { useQuery } from '@tanstack/react-query';
import type { Album } from '@academy/contract/album';
import { SIGNED_PHOTO_WINDOW_MINUTES } from '@academy/contract/album-constants';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

export const getAlbum = (id: string) => apiData<Album>(`/albums/${encodeURIComponent(id)}`);

/** Asked again once per signing window, so a hidden photo's signed address (view_url) is renewed before it stops working (decision 061). */
export function useAlbum(id: string) {
  return useQuery({ queryKey: albumKeys.detail(id), queryFn: () => getAlbum(id), staleTime: 0, refetchInterval: SIGNED_PHOTO_WINDOW_MINUTES * 60_000 });
}
