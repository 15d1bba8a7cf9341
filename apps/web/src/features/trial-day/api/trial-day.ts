import { useQuery } from '@tanstack/react-query';
import type { CoachTrial, TrialDay, TrialResults } from '@academy/contract/trial-day';
import { apiData } from '../../../lib/api-client';

export const trialDayKeys = {
  all: ['admin', 'trial-day'] as const,
  sessions: ['admin', 'trial-day', 'sessions'] as const,
  day: (id: string) => ['admin', 'trial-day', 'day', id] as const,
  results: (id: string) => ['admin', 'trial-day', 'results', id] as const,
};

/** GET /api/coach/trials: the caller's sessions (a coach's assigned ones; every one for an administrator). */
export function useCoachTrials() {
  return useQuery({ queryKey: trialDayKeys.sessions, queryFn: () => apiData<CoachTrial[]>('/coach/trials') });
}

/** GET /api/trials/:id/day: the session's children with their check-in and scores. */
export function useTrialDay(id: string) {
  return useQuery({ queryKey: trialDayKeys.day(id), queryFn: () => apiData<TrialDay>(`/trials/${encodeURIComponent(id)}/day`) });
}

/** GET /api/trials/:id/results. */
export function useTrialResults(id: string, enabled: boolean) {
  return useQuery({ queryKey: trialDayKeys.results(id), queryFn: () => apiData<TrialResults>(`/trials/${encodeURIComponent(id)}/results`), enabled });
}
