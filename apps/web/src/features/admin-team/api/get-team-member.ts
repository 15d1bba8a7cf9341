import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@academy/contract/team';
import { apiData } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export const getTeamMember = (id: string) => apiData<TeamMember>(`/team/${encodeURIComponent(id)}`);

export function useTeamMember(id: string | null) {
  return useQuery({ queryKey: teamKeys.detail(id ?? ''), queryFn: () => getTeamMember(id ?? ''), enabled: Boolean(id), staleTime: 0 });
}
