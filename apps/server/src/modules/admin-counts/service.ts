import type { AdminCounts } from '@academy/contract/admin-counts';
import type { Db } from '../../db/client.ts';
import { createAdminCountsRepository } from './repository.ts';

export function createAdminCountsService({ db }: { db: Db }) {
  const repo = createAdminCountsRepository(db);
  return {
    async counts(): Promise<AdminCounts> {
      const [unread_messages, new_registrations] = await Promise.all([repo.unreadMessages(), repo.newRegistrations()]);
      return { unread_messages, new_registrations };
    },
  };
}
