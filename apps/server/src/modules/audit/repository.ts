import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@academy/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { likePattern, withIsoDates } from '../../lib/serialize.ts';

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function filters(q: AuditQuery): SQL | undefined {
  const conds: SQL[] = [];
  if (q.actor) {
    const id = /^\d+$/.test(q.actor) ? Number(q.actor) : undefined;
    conds.push(id ? or(eq(auditLog.actor_id, id), ilike(auditLog.actor, likePattern(q.actor)))! : ilike(auditLog.actor, likePattern(q.actor)));
  }
  if (q.action) conds.push(eq(auditLog.action, q.action));
  if (q.record_type) conds.push(eq(auditLog.record_type, q.record_type));
  if (q.record_id) conds.push(eq(auditLog.record_id, q.record_id));
  // Whole days, inclusive, in UTC.
  if (q.from) conds.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) conds.push(lt(auditLog.at, new Date(nextDay(q.to))));
  return conds.length ? and(...conds) : undefined;
}

export function createAuditRepository(db: Db) {
  return {
    async insert(entry: NewAuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },
    async list(q: AuditQuery & { offset: number; limit: number }): Promise<{ rows: AuditEntry[]; total: number }> {
      const where = filters(q);
      const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(q.limit).offset(q.offset);
      const [t] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows: rows.map(withIsoDates), total: t?.n ?? 0 };
    },
    /**
     * Deletes the entries older than `days` (the retention purge): the only delete the table's
     * trigger lets through, inside this transaction (a savepoint of the caller's, when `db` is one:
     * the SET LOCAL then holds until the caller's transaction ends). Returns how many went.
     */
    async purgeOlderThan(days: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local academy.audit_purge = 'on'`);
        const gone = await tx
          .delete(auditLog)
          .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
          .returning({ id: auditLog.id });
        return gone.length;
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
