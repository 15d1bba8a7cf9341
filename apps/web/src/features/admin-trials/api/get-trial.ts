import { useQuery } from '@tanstack/react-query';
import type { TrialDetail } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { trialKeys } from './keys';

/** GET /api/trials/:id with the invited, confirmed and declined children. */
export const getTrial = (id: string) => apiData<TrialDetail>(`/trials/${encodeURIComponent(id)}`);

export function useTrial(id: string) {
  return useQuery({ queryKey: trialKeys.detail(id), queryFn: () => getTrial(id) });
}
