import { useQuery } from '@tanstack/react-query';
import type { PublicTrial } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';

/** GET /api/public/trials: upcoming sessions' dates, places, ages and places left (nothing about any child). */
export const getPublicTrials = () => apiData<PublicTrial[]>('/public/trials', { anonymous: true });

export function usePublicTrials() {
  return useQuery({
    queryKey: ['public', 'trials'],
    queryFn: getPublicTrials,
    // A session that has started since the list was read is no longer ahead.
    select: (trials) => trials.filter((t) => Date.parse(t.starts_at) > Date.now()),
  });
}
