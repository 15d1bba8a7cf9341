import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyPhotoConsent, PhotoConsentAnswer, PhotoConsentResult } from '@academy/contract/photo-consent';
import { apiData } from '../../../lib/api-client';

const path = (token: string) => `/public/status/${encodeURIComponent(token)}/photo-consent`;
export const familyPhotoConsentKey = (token: string) => ['family-photo-consent', token] as const;

/** GET /api/public/status/:token/photo-consent: the three answers with when each was given (never cached). */
export function useFamilyPhotoConsent(token: string) {
  return useQuery({
    queryKey: familyPhotoConsentKey(token),
    queryFn: () => apiData<FamilyPhotoConsent>(path(token), { anonymous: true, cache: 'no-store' }),
    staleTime: 0,
  });
}

/** PUT /api/public/status/:token/photo-consent: the answers as stored now, and which parts were withdrawn or given. */
export function useSaveFamilyPhotoConsent(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: PhotoConsentAnswer) => apiData<PhotoConsentResult>(path(token), { method: 'PUT', body: answer, anonymous: true, cache: 'no-store' }),
    onSuccess: (result) => client.setQueryData(familyPhotoConsentKey(token), result.consent),
  });
}
