import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoConsentAnswer, PhotoConsentResult, StaffPhotoConsent } from '@academy/contract/photo-consent';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

const path = (id: number) => `/registrations/${id}/photo-consent`;
const key = (id: number) => [...registrationKeys.all, 'photo-consent', id] as const;

/** GET /api/registrations/:id/photo-consent: the three parts as they stand and every answer (decision 046). */
export function useRegistrationPhotoConsent(id: number) {
  return useQuery({ queryKey: key(id), queryFn: () => apiData<StaffPhotoConsent>(path(id)) });
}

/** PUT /api/registrations/:id/photo-consent: an answer the family gave on paper (administrators only). */
export function useRecordPhotoConsent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: PhotoConsentAnswer) => apiData<PhotoConsentResult>(path(id), { method: 'PUT', body: answer }),
    // The detail's consent badge and the list's photo filter read the registration's own columns.
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
