import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@academy/contract/team';
import { apiRequest } from '../../../lib/api-client';

export const teamKeys = {
  all: ['admin', 'team'] as const,
  list: (page: number) => ['admin', 'team', 'list', page] as const,
  detail: (id: string) => ['admin', 'team', 'detail', id] as const,
};

/** Divides evenly into the two, three and four columns of the member grid. */
export const TEAM_PAGE_SIZE = 24;

/** GET /api/team in the order members were added, one page at a time. */
export async function getTeam(page: number) {
  const envelope = await apiRequest<TeamMember[]>(`/team?page=${page}&limit=${TEAM_PAGE_SIZE}`);
  return { members: envelope.data ?? [], total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function useTeam(page: number) {
  return useQuery({ queryKey: teamKeys.list(page), queryFn: () => getTeam(page), placeholderData: keepPreviousData });
}
