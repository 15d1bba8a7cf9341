import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@academy/contract/team-constants';
import { apiData } from '../../../lib/api-client';

export function getTeam(): Promise<TeamMember[]> {
  return apiData<TeamMember[]>('/team?limit=100');
}

export function useTeam() {
  return useQuery({ queryKey: ['team', 'list'], queryFn: getTeam });
}
