import type { AdminCounts } from '@academy/contract/admin-counts';
import { seasonOf, type AdminDashboard } from '@academy/contract/admin-dashboard';
import { academyZone } from '../../lib/academy-zone.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createDashboardRepository } from './dashboard-repository.ts';
import { createAdminCountsRepository } from './repository.ts';

export function createAdminCountsService({ db }: Pick<ModuleDeps, 'db'>) {
  const repo = createAdminCountsRepository(db);
  const figures = createDashboardRepository(db);
  return {
    async counts(): Promise<AdminCounts> {
      const [unread_messages, new_registrations] = await Promise.all([repo.unreadMessages(), repo.newRegistrations()]);
      return { unread_messages, new_registrations };
    },
    /** The dashboard's figures for a season (the current one by default), as of `now` (docs/decisions/036); weeks on the academy's clock (050). */
    async dashboard(season?: string, now = new Date()): Promise<AdminDashboard> {
      const counted = season ?? seasonOf(now);
      const [funnel, weekly, squads, upcoming_trials, decisions] = await Promise.all([
        figures.funnel(counted),
        figures.weekly(now, academyZone()),
        figures.squads(counted),
        figures.upcomingTrials(now),
        figures.decisions(now),
      ]);
      return { season: counted, funnel, weekly, squads, upcoming_trials, decisions };
    },
  };
}
