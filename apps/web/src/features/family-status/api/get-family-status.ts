import { useQuery } from '@tanstack/react-query';
import type { FamilyStatus } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';

export const familyStatusKey = (token: string) => ['family-status', token] as const;

/** GET /api/public/status/:token, never from a cache: the application may have moved since. */
export const getFamilyStatus = (token: string) => apiData<FamilyStatus>(`/public/status/${encodeURIComponent(token)}`, { anonymous: true, cache: 'no-store' });

export function useFamilyStatus(token: string) {
  return useQuery({ queryKey: familyStatusKey(token), queryFn: () => getFamilyStatus(token), staleTime: 0 });
}
