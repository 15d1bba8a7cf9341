import { and, asc, count, desc, eq, gte, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { teamMembers } from '../../db/schema/team-members.ts';
import type { Registration, RegistrationHistoryEntry } from '@academy/contract/registration';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { registrationStatusHistory } from '../../db/schema/registration-status-history.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { countedByValue, countedRows, rowCountKey, totalOf } from '../../lib/row-counts.ts';
import { likePattern, withIsoDates } from '../../lib/serialize.ts';

export type NewRegistration = typeof registrations.$inferInsert;
export type NewHistoryEntry = typeof registrationStatusHistory.$inferInsert;
export type RegistrationFilter = { status?: Registration['status']; q?: string; photo_consent?: Registration['photo_consent'] };

const newestFirst = [desc(registrations.created_at), desc(registrations.id)];

export function createRegistrationRepository(db: Db) {
  const filter = (opts: RegistrationFilter) => {
    const conds: SQL[] = [];
    if (opts.status) conds.push(eq(registrations.status, opts.status));
    if (opts.photo_consent) conds.push(eq(registrations.photo_consent, opts.photo_consent));
    if (opts.q) {
      const p = likePattern(opts.q);
      conds.push(or(ilike(registrations.player_name, p), ilike(registrations.parent_name, p), ilike(registrations.parent_email, p))!);
    }
    return conds.length ? and(...conds) : undefined;
  };

  return {
    async list(opts: RegistrationFilter & { offset: number; limit: number }): Promise<{ rows: Registration[]; total: number }> {
      const where = filter(opts);
      const rows = await db
        .select()
        .from(registrations)
        .where(where)
        .orderBy(...newestFirst)
        .limit(opts.limit)
        .offset(opts.offset);
      // A search cannot use the kept counts; a status filter can.
      const key = opts.q || opts.photo_consent ? undefined : rowCountKey('registrations', opts.status ? { column: 'status', value: opts.status } : undefined);
      return { rows: rows.map(withIsoDates), total: await totalOf(db, registrations, where, key) };
    },
    /** Open applications whose family refused photos, and team members without photo consent. */
    async noPhotoConsent(): Promise<{ children: { player_name: string; player_age: number }[]; team: { id: number; name: string; role: string }[] }> {
      const children = await db
        .select({ player_name: registrations.player_name, player_age: registrations.player_age })
        .from(registrations)
        .where(and(eq(registrations.photo_consent, 'no'), notInArray(registrations.status, ['rejected', 'withdrawn']))!)
        .orderBy(asc(registrations.player_name));
      const team = await db
        .select({ id: teamMembers.id, name: teamMembers.name, role: teamMembers.role })
        .from(teamMembers)
        .where(eq(teamMembers.photo_consent, false))
        .orderBy(asc(teamMembers.name));
      return { children, team };
    },
    async all(): Promise<Registration[]> {
      return (
        await db
          .select()
          .from(registrations)
          .orderBy(...newestFirst)
      ).map(withIsoDates);
    },
    async get(id: number): Promise<Registration | undefined> {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row && withIsoDates(row);
    },
    async insert(values: NewRegistration): Promise<Registration> {
      const [row] = await db.insert(registrations).values(values).returning();
      return withIsoDates(row!);
    },
    /** A registration's first history entry (later ones are written by `changeStatus`). */
    async addHistory(entry: NewHistoryEntry): Promise<void> {
      await db.insert(registrationStatusHistory).values(entry);
    },
    /** Every status change of a registration, oldest first, with the administrator's name and the mail it caused. */
    async history(id: number): Promise<RegistrationHistoryEntry[]> {
      const rows = await db
        .select({
          id: registrationStatusHistory.id,
          from_status: registrationStatusHistory.from_status,
          to_status: registrationStatusHistory.to_status,
          actor: registrationStatusHistory.actor,
          changed_by: users.name,
          note: registrationStatusHistory.note,
          created_at: registrationStatusHistory.created_at,
          email_id: emails.id,
          email_state: emails.state,
          email_to: emails.to,
          email_sent_at: emails.sent_at,
        })
        .from(registrationStatusHistory)
        .leftJoin(users, eq(users.id, registrationStatusHistory.user_id))
        .leftJoin(emails, eq(emails.id, registrationStatusHistory.email_id))
        .where(eq(registrationStatusHistory.registration_id, id))
        .orderBy(asc(registrationStatusHistory.created_at), asc(registrationStatusHistory.id));
      return rows.map(({ email_id, email_state, email_to, email_sent_at, ...entry }) => ({
        ...withIsoDates(entry),
        email:
          email_id !== null && email_state !== null && email_to !== null
            ? { id: email_id, state: email_state, to: email_to, sent_at: email_sent_at && email_sent_at.toISOString() }
            : null,
      }));
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
