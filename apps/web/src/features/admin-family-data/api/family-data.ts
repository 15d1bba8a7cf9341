import { useMutation, useQuery } from '@tanstack/react-query';
import type { FamilyErasure, FamilyExport } from '@academy/contract/family-data';
import { apiData } from '../../../lib/api-client';

/** POST /api/families/export {email}: every record tied to the email, once asked for (`email` set). The email is never in a URL. */
export function useFamilyExport(email: string | null) {
  return useQuery({
    queryKey: ['admin', 'family-data', email],
    queryFn: () => apiData<FamilyExport>('/families/export', { method: 'POST', body: { email: email! } }),
    enabled: Boolean(email),
    // A read of children's data is recorded each time: only when asked, never in the background.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** DELETE /api/families {email}. */
export function useEraseFamily() {
  return useMutation({ mutationFn: (email: string) => apiData<FamilyErasure>('/families', { method: 'DELETE', body: { email } }) });
}
