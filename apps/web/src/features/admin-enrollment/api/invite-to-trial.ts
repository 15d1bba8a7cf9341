import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registration } from '@academy/contract/registration';
import type { InviteInput } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';
import { TRIALS_KEY } from './get-upcoming-trials';

/** POST /api/registrations/:id/invite: the invitation, the status change and the parent's mail with its calendar file. */
export const inviteToTrial = ({ id, ...body }: InviteInput & { id: number }) => apiData<Registration>(`/registrations/${id}/invite`, { method: 'POST', body });

export function useInviteToTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteToTrial,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: registrationKeys.all }), client.invalidateQueries({ queryKey: TRIALS_KEY })]),
  });
}
