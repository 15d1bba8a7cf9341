import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trial } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { trialKeys } from './keys';

/** DELETE /api/trials/:id cancels the session: the invited and confirmed families are emailed. */
export const cancelTrial = (id: number) => apiData<Trial>(`/trials/${id}`, { method: 'DELETE' });

export function useCancelTrial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelTrial, onSuccess: () => client.invalidateQueries({ queryKey: trialKeys.all }) });
}
