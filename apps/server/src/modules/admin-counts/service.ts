import type { AdminCounts } from '@academy/contract/admin-counts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createAdminCountsRepository } from './repository.ts';

export function createAdminCountsService({ db }: Pick<ModuleDeps, 'db'>) {
  const repo = createAdminCountsRepository(db);
  return {
    async counts(): Promise<AdminCounts> {
      const [unread_messages, new_registrations] = await Promise.all([repo.unreadMessages(), repo.newRegistrations()]);
      return { unread_messages, new_registrations };
    },
  };
}
