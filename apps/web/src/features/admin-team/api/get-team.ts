import type { TeamMember } from '@academy/contract/team';
import { listKeys, usePagedList } from '../../../hooks/use-paged-list';

export const teamKeys = { ...listKeys('team'), detail: (id: string) => ['admin', 'team', 'detail', id] as const };

/** Divides evenly into the two, three and four columns of the member grid. */
export const TEAM_PAGE_SIZE = 24;

/** GET /api/team in the order members were added, one page at a time. */
export function useTeam() {
  return usePagedList<TeamMember>({ key: teamKeys.list, path: '/team', limit: TEAM_PAGE_SIZE });
}
