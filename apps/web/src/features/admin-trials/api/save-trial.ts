import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trial, TrialInput } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { trialKeys } from './keys';

/** POST /api/trials, or PUT /api/trials/:id when editing. */
export const saveTrial = ({ id, input }: { id: number | null; input: TrialInput }) =>
  apiData<Trial>(id === null ? '/trials' : `/trials/${id}`, { method: id === null ? 'POST' : 'PUT', body: input });

export function useSaveTrial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTrial, onSuccess: () => client.invalidateQueries({ queryKey: trialKeys.all }) });
}
