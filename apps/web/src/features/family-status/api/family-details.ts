import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyDetails, FamilyDetailsInput, FamilyDetailsResult } from '@academy/contract/family-details';
import { apiData } from '../../../lib/api-client';

const path = (token: string) => `/public/status/${encodeURIComponent(token)}/details`;
export const familyDetailsKey = (token: string) => ['family-details', token] as const;

/** GET /api/public/status/:token/details: read only when the family opens the form (never cached). */
export function useFamilyDetails(token: string) {
  return useQuery({
    queryKey: familyDetailsKey(token),
    queryFn: () => apiData<FamilyDetails>(path(token), { anonymous: true, cache: 'no-store' }),
    staleTime: 0,
  });
}

/** PUT /api/public/status/:token/details: the details as stored, and which fields changed. */
export function useSaveFamilyDetails(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: FamilyDetailsInput) => apiData<FamilyDetailsResult>(path(token), { method: 'PUT', body: values, anonymous: true, cache: 'no-store' }),
    onSuccess: ({ changed: _changed, ...details }) => client.setQueryData(familyDetailsKey(token), details),
  });
}
