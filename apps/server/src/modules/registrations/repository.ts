import { and, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { Registration, RegistrationFields, RegistrationStats, RegistrationStatus } from '@academy/contract/registration';
import { REGISTRATION_STATUSES } from '@academy/contract/registration';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { countedByValue, countedRows, rowCountKey, totalOf } from '../../lib/row-counts.ts';
import { iso, likePattern } from '../../lib/serialize.ts';

type Row = typeof registrations.$inferSelect;

export const toRegistration = (r: Row): Registration => ({
  id: r.id,
  parent_name: r.parentName,
  parent_email: r.parentEmail,
  contact_phone: r.contactPhone,
  residence: r.residence,
  contact_permission: r.contactPermission as 'yes' | 'no',
  player_name: r.playerName,
  player_age: r.playerAge,
  years_playing: r.yearsPlaying,
  current_school: r.currentSchool,
  uniform_size: r.uniformSize,
  health_conditions: r.healthConditions,
  status: r.status as RegistrationStatus,
  source: r.source as 'public' | 'admin',
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export const fieldsToRow = (f: RegistrationFields, source: 'public' | 'admin') => ({
  parentName: f.parent_name,
  parentEmail: f.parent_email,
  contactPhone: f.contact_phone,
  residence: f.residence,
  contactPermission: f.contact_permission,
  playerName: f.player_name,
  playerAge: f.player_age,
  yearsPlaying: f.years_playing,
  currentSchool: f.current_school,
  uniformSize: f.uniform_size,
  healthConditions: f.health_conditions,
  source,
});

export function createRegistrationRepository(db: Db) {
  const filter = (opts: { status?: string; q?: string }) => {
    const conds: SQL[] = [];
    if (opts.status) conds.push(eq(registrations.status, opts.status));
    if (opts.q) {
      const p = likePattern(opts.q);
      conds.push(or(ilike(registrations.playerName, p), ilike(registrations.parentName, p), ilike(registrations.parentEmail, p))!);
    }
    return conds.length ? and(...conds) : undefined;
  };
  return {
    async list(opts: { status?: string; q?: string; offset: number; limit: number }) {
      const where = filter(opts);
      const rows = await db.select().from(registrations).where(where).orderBy(desc(registrations.createdAt), desc(registrations.id)).limit(opts.limit).offset(opts.offset);
      const key = opts.q ? undefined : rowCountKey('registrations', opts.status ? { column: 'status', value: opts.status } : undefined);
      return { rows: rows.map(toRegistration), total: await totalOf(db, registrations, where, key) };
    },
    async all() {
      return (await db.select().from(registrations).orderBy(desc(registrations.createdAt), desc(registrations.id))).map(toRegistration);
    },
    async get(id: number) {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row && toRegistration(row);
    },
    async insert(values: typeof registrations.$inferInsert) {
      const [row] = await db.insert(registrations).values(values).returning();
      return toRegistration(row!);
    },
    async setStatus(id: number, status: RegistrationStatus) {
      const [row] = await db.update(registrations).set({ status, updatedAt: new Date() }).where(eq(registrations.id, id)).returning();
      return row && toRegistration(row);
    },
    async remove(id: number) {
      const [row] = await db.delete(registrations).where(eq(registrations.id, id)).returning({ id: registrations.id });
      return row;
    },
    async stats(now = new Date()): Promise<RegistrationStats> {
      const byStatus = await countedByValue(db, 'registrations', 'status');
      const byAge = await countedByValue(db, 'registrations', 'player_age');
      const [recent] = await db
        .select({ n: count() })
        .from(registrations)
        .where(gte(registrations.createdAt, new Date(now.getTime() - 7 * 24 * 3600 * 1000)));
      const by_status = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as Record<RegistrationStatus, number>;
      for (const [k, n] of byStatus) if (k in by_status) by_status[k as RegistrationStatus] = n;
      return {
        total: await countedRows(db, rowCountKey('registrations')),
        by_status,
        by_age: Object.fromEntries([...byAge].sort((a, b) => Number(a[0]) - Number(b[0]))),
        last_7_days: recent?.n ?? 0,
      };
    },
  };
}
