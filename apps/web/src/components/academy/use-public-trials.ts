import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { PublicTrial } from '@academy/contract/trial';
import { apiData, type Envelope } from '../../lib/api-client';
import { seededQuery } from '../../lib/page-data';

/** GET /api/public/trials: upcoming sessions' dates, places, ages and places left (nothing about any child). */
export const getPublicTrials = () => apiData<PublicTrial[]>(API_PATHS.publicTrials(), { anonymous: true });

export function usePublicTrials() {
  return useQuery({
    queryKey: ['public', 'trials'],
    queryFn: getPublicTrials,
    ...seededQuery(API_PATHS.publicTrials(), (e: Envelope<unknown>) => e.data as PublicTrial[]),
    // A session that has started since the list was read is no longer ahead.
    select: (trials) => trials.filter((t) => Date.parse(t.starts_at) > Date.now()),
  });
}
