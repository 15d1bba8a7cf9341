import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyAnswer } from '@academy/contract/trial-constants';
import type { FamilyStatus } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { familyStatusKey } from './get-family-status';

/** An answer, and for `change_trial` the session chosen. */
export type FamilyReply = FamilyAnswer | { answer: 'change_trial'; trial_id: number };

/** POST /api/public/status/:token/respond: the page shows the application as the answer left it. */
export const respond = (token: string, reply: FamilyReply) =>
  apiData<FamilyStatus>(`/public/status/${encodeURIComponent(token)}/respond`, {
    method: 'POST',
    body: typeof reply === 'string' ? { answer: reply } : reply,
    anonymous: true,
    cache: 'no-store',
  });

export function useRespond(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reply: FamilyReply) => respond(token, reply),
    onSuccess: (status) => client.setQueryData(familyStatusKey(token), status),
    // A refused answer means the application moved meanwhile: show it as it is now.
    onError: () => client.invalidateQueries({ queryKey: familyStatusKey(token) }),
  });
}
