import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { TeamMember } from '@academy/contract/team';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

export function getTeam(): Promise<TeamMember[]> {
  return apiData<TeamMember[]>(API_PATHS.team());
}

export function useTeam() {
  return useQuery({
    queryKey: ['team', 'list'],
    queryFn: getTeam,
    ...seededQuery(API_PATHS.team(), (e: Envelope<unknown>) => e.data as TeamMember[]),
  });
}
