import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';

export function createAdminCountsRepository(db: Db) {
  return {
    /** Messages still "new" (contact_messages_status_idx answers it). */
    async unreadMessages(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'));
      return row?.n ?? 0;
    },
    /** Registrations still "pending": the count migration 0003's triggers keep per status. */
    newRegistrations: () => countedRows(db, rowCountKey('registrations', { column: 'status', value: 'pending' })),
  };
}
export type AdminCountsRepository = ReturnType<typeof createAdminCountsRepository>;
