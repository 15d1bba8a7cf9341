import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondGuardian, SecondGuardianInput, SecondGuardianResult } from '@academy/contract/family-guardian';
import { apiData } from '../../../lib/api-client';

const path = (token: string) => `/public/status/${encodeURIComponent(token)}/guardian`;
export const secondGuardianKey = (token: string) => ['second-guardian', token] as const;

/** GET /api/public/status/:token/guardian: read when the family opens the card's form (never cached). */
export function useSecondGuardian(token: string) {
  return useQuery({
    queryKey: secondGuardianKey(token),
    queryFn: () => apiData<SecondGuardian>(path(token), { anonymous: true, cache: 'no-store' }),
    staleTime: 0,
  });
}

/** PUT /api/public/status/:token/guardian: the second guardian as stored, and whether a confirmation link went to a new address. */
export function useSaveSecondGuardian(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SecondGuardianInput) =>
      apiData<SecondGuardianResult>(path(token), { method: 'PUT', body: values, anonymous: true, cache: 'no-store' }),
    onSuccess: ({ email_sent: _sent, ...stored }) => client.setQueryData(secondGuardianKey(token), stored),
  });
}

/** DELETE /api/public/status/:token/guardian: the second guardian removed. */
export function useRemoveSecondGuardian(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiData<SecondGuardian>(path(token), { method: 'DELETE', anonymous: true, cache: 'no-store' }),
    onSuccess: (stored) => client.setQueryData(secondGuardianKey(token), stored),
  });
}
