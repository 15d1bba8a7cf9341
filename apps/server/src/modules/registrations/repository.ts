import { and, asc, count, desc, eq, gte, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { teamMembers } from '../../db/schema/team-members.ts';
import { RegistrationSchema, type Registration, type RegistrationHistoryEntry, type StaffRegistration } from '@academy/contract/registration';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { registrationStatusHistory } from '../../db/schema/registration-status-history.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { columnsOf } from '../../lib/columns.ts';
import { countedByValue, countedRows, rowCountKey, totalOf } from '../../lib/row-counts.ts';
import { likePattern, withIsoDates } from '../../lib/serialize.ts';

export type NewRegistration = typeof registrations.$inferInsert;
export type NewHistoryEntry = typeof registrationStatusHistory.$inferInsert;
export type RegistrationFilter = { status?: Registration['status']; q?: string; photo_consent?: Registration['photo_consent'] };

/** The columns a registration answer names (its family is found through the family rule, docs/decisions/054, never answered). */
export const REGISTRATION = columnsOf(registrations, RegistrationSchema);

const newestFirst = [desc(registrations.created_at), desc(registrations.id)];

/** A child's name as duplicates compare it (decision 032): lower case, trimmed, inner spaces collapsed. */
const nameKey = (name: SQL | AnyPgColumn) => sql`regexp_replace(lower(trim(${name})), '\\s+', ' ', 'g')`;
/**
 * The oldest other registration of the same child by the same parent: same email ignoring case, same
 * name key, same age. Written with explicit table names: drizzle leaves a single table's columns
 * unqualified in a select list, which the subquery's own columns would shadow.
 */
const duplicateOf = sql<number | null>`(select min(other.id) from registrations other where other.id <> "registrations"."id"
  and lower(other.parent_email) = lower("registrations"."parent_email")
  and other.player_age = "registrations"."player_age"
  and ${nameKey(sql`other.player_name`)} = ${nameKey(sql`"registrations"."player_name"`)})`.mapWith((v: unknown) => (v === null ? null : Number(v)));

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
    async list(opts: RegistrationFilter & { offset: number; limit: number }): Promise<{ rows: StaffRegistration[]; total: number }> {
      const where = filter(opts);
      const rows = await db
        .select({ ...REGISTRATION, duplicate_of: duplicateOf })
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
          .select(REGISTRATION)
          .from(registrations)
          .orderBy(...newestFirst)
      ).map(withIsoDates);
    },
    /** One registration as staff read it, with its duplicate (decision 032). */
    async getForStaff(id: number): Promise<StaffRegistration | undefined> {
      const [row] = await db
        .select({ ...REGISTRATION, duplicate_of: duplicateOf })
        .from(registrations)
        .where(eq(registrations.id, id))
        .limit(1);
      return row && withIsoDates(row);
    },
    /**
     * The open registration (not withdrawn or rejected) of the same child by the same parent, if any
     * (decision 032): a family that withdrew may apply again.
     */
    /**
     * Whether the address was mailed about this child (its acknowledgement or a repeated
     * registration's reply) since a time: a public form mails an unverified address at most once per
     * address and child per hour (docs/decisions/054).
     */
    async formMailedSince(to: string, registrationId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: emails.id })
        .from(emails)
        .where(
          and(
            eq(sql`lower(${emails.to})`, to.toLowerCase()),
            eq(emails.subject_type, 'registration'),
            eq(emails.subject_id, registrationId),
            inArray(emails.kind, ['registration_received', 'registration_duplicate']),
            gte(emails.created_at, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findOpenDuplicate(fields: { parent_email: string; player_name: string; player_age: number }): Promise<Registration | undefined> {
      const [row] = await db
        .select(REGISTRATION)
        .from(registrations)
        .where(
          and(
            eq(sql`lower(${registrations.parent_email})`, fields.parent_email.toLowerCase()),
            eq(registrations.player_age, fields.player_age),
            eq(nameKey(registrations.player_name), nameKey(sql`${fields.player_name}`)),
            notInArray(registrations.status, ['withdrawn', 'rejected']),
          ),
        )
        .orderBy(asc(registrations.id))
        .limit(1);
      return row && withIsoDates(row);
    },
    async get(id: number): Promise<Registration | undefined> {
      const [row] = await db.select(REGISTRATION).from(registrations).where(eq(registrations.id, id)).limit(1);
      return row && withIsoDates(row);
    },
    async insert(values: NewRegistration): Promise<Registration> {
      const [row] = await db.insert(registrations).values(values).returning(REGISTRATION);
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
          staff_note: registrationStatusHistory.staff_note,
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
