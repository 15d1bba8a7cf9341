import { and, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { Registration } from '@academy/contract/registration';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { countedByValue, countedRows, rowCountKey, totalOf } from '../../lib/row-counts.ts';
import { likePattern, withIsoDates } from '../../lib/serialize.ts';

export type NewRegistration = typeof registrations.$inferInsert;
export type RegistrationFilter = { status?: Registration['status']; q?: string };

const newestFirst = [desc(registrations.created_at), desc(registrations.id)];

export function createRegistrationRepository(db: Db) {
  const filter = (opts: RegistrationFilter) => {
    const conds: SQL[] = [];
    if (opts.status) conds.push(eq(registrations.status, opts.status));
    if (opts.q) {
      const p = likePattern(opts.q);
      conds.push(or(ilike(registrations.player_name, p), ilike(registrations.parent_name, p), ilike(registrations.parent_email, p))!);
    }
    return conds.length ? and(...conds) : undefined;
  };

  return {
    async list(opts: RegistrationFilter & { offset: number; limit: number }): Promise<{ rows: Registration[]; total: number }> {
      const where = filter(opts);
      const rows = await db.select().from(registrations).where(where).orderBy(...newestFirst).limit(opts.limit).offset(opts.offset);
      // A search cannot use the kept counts; a status filter can.
      const key = opts.q ? undefined : rowCountKey('registrations', opts.status ? { column: 'status', value: opts.status } : undefined);
      return { rows: rows.map(withIsoDates), total: await totalOf(db, registrations, where, key) };
    },
    async all(): Promise<Registration[]> {
      return (await db.select().from(registrations).orderBy(...newestFirst)).map(withIsoDates);
    },
    async get(id: number): Promise<Registration | undefined> {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row && withIsoDates(row);
    },
    async insert(values: NewRegistration): Promise<Registration> {
      const [row] = await db.insert(registrations).values(values).returning();
      return withIsoDates(row!);
    },
    async setStatus(id: number, status: Registration['status']): Promise<Registration | undefined> {
      const [row] = await db.update(registrations).set({ status, updated_at: new Date() }).where(eq(registrations.id, id)).returning();
      return row && withIsoDates(row);
    },
    async remove(id: number): Promise<{ id: number } | undefined> {
      const [row] = await db.delete(registrations).where(eq(registrations.id, id)).returning({ id: registrations.id });
      return row;
    },
    total: () => countedRows(db, rowCountKey('registrations')),
    countByStatus: () => countedByValue(db, 'registrations', 'status'),
    countByAge: () => countedByValue(db, 'registrations', 'player_age'),
    async countSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(registrations).where(gte(registrations.created_at, since));
      return row?.n ?? 0;
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
