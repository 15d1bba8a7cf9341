import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@academy/contract/team';
import { apiRequest } from '../../../lib/api-client';

export const teamKeys = {
  all: ['admin', 'team'] as const,
  list: ['admin', 'team', 'list'] as const,
  detail: (id: string) => ['admin', 'team', 'detail', id] as const,
};

export async function getTeam(): Promise<TeamMember[]> {
  return (await apiRequest<TeamMember[]>('/team?limit=100')).data ?? [];
}

export function useTeam() {
  return useQuery({ queryKey: teamKeys.list, queryFn: getTeam });
}
