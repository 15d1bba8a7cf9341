import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyAnswer } from '@academy/contract/trial-constants';
import type { FamilyStatus } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { familyStatusKey } from './get-family-status';

/** POST /api/public/status/:token/respond: the page shows the application as the answer left it. */
export const respond = (token: string, answer: FamilyAnswer) =>
  apiData<FamilyStatus>(`/public/status/${encodeURIComponent(token)}/respond`, { method: 'POST', body: { answer }, anonymous: true, cache: 'no-store' });

export function useRespond(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: FamilyAnswer) => respond(token, answer),
    onSuccess: (status) => client.setQueryData(familyStatusKey(token), status),
    // A refused answer means the application moved meanwhile: show it as it is now.
    onError: () => client.invalidateQueries({ queryKey: familyStatusKey(token) }),
  });
}
