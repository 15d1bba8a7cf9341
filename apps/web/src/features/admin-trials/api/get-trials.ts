import { useQuery } from '@tanstack/react-query';
import type { Trial } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { trialKeys } from './keys';

/** GET /api/trials: upcoming sessions first, then past ones; cancelled ones carry cancelled_at. */
export const getTrials = () => apiData<Trial[]>('/trials');

export function useTrials() {
  return useQuery({ queryKey: trialKeys.list, queryFn: getTrials });
}
