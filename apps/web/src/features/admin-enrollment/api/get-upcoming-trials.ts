import { useQuery } from '@tanstack/react-query';
import type { Trial } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';

/** The admin Trials screen reads the same list under this key: an invitation refreshes both. */
export const TRIALS_KEY = ['admin', 'trials'] as const;

/** GET /api/trials, keeping the sessions a child can still be invited to: ahead and not cancelled. */
export function useUpcomingTrials() {
  return useQuery({
    queryKey: [...TRIALS_KEY, 'list'],
    queryFn: () => apiData<Trial[]>('/trials'),
    select: (trials) => trials.filter((t) => !t.cancelled_at && Date.parse(t.starts_at) > Date.now()),
  });
}
