import { desc, eq } from 'drizzle-orm';
import type { ContactMessage } from '@academy/contract/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { withIsoDates } from '../../lib/serialize.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Db) {
  return {
    async list(opts: { offset: number; limit: number }): Promise<{ rows: ContactMessage[]; total: number }> {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
        .limit(opts.limit)
        .offset(opts.offset);
      return { rows: rows.map(withIsoDates), total: await countedRows(db, rowCountKey('contact_messages')) };
    },
    async get(id: number): Promise<ContactMessage | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row && withIsoDates(row);
    },
    async insert(values: NewContactMessage): Promise<ContactMessage> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return withIsoDates(row!);
    },
    async setStatus(id: number, status: ContactMessage['status']): Promise<ContactMessage | undefined> {
      const [row] = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
      return row && withIsoDates(row);
    },
    async remove(id: number): Promise<{ id: number } | undefined> {
      const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
