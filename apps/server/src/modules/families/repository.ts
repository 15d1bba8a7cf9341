import { sql, type SQL } from 'drizzle-orm';
import type { FamilyErasure, FamilyRecordKind } from '@academy/contract/family-data';
import { REGISTRATION_RECORD_KINDS } from '@academy/contract/family-data-constants';
import { cancelJobsWhere } from '../../background/jobs.ts';
import type { Db } from '../../db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Columns that are secrets of the site, not data of the family (link nonces, token hashes). */
const SECRET_COLUMN = /token|nonce|hash|secret/i;

/** A stored row as the export shows it: every column but the site's secrets, dates as ISO strings. */
function exported(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const idList = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

const textList = (values: string[]) =>
  values.length
    ? sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )
    : sql`null`;

/**
 * Whose data (docs/decisions/054): the families (by id) and the addresses of their guardians. The
 * family's own export and erasure come from its link: its id, and the guardians' addresses, each
 * confirmed (the registration's link was mailed there, or the change was confirmed from there).
 * The administrator's come from an email a family gave: the families with it, and that address.
 */
export type FamilyScope = { familyIds: number[]; emails: string[] };

/**
 * Every row of the scope, found the same way for the export and the erasure: the families'
 * registrations and guardians, what hangs off those registrations, the mails sent to the addresses
 * or about those records, and the contact messages and newsletter subscription of the addresses.
 */
function selections(scope: FamilyScope, registrationIds: number[], contactIds: number[]): Record<FamilyRecordKind, SQL> {
  const emails = textList(scope.emails);
  const mails = sql`lower("to") in (${emails})
      or (subject_type = 'registration' and subject_id in (${idList(registrationIds)}))
      or (subject_type = 'contact_message' and subject_id in (${idList(contactIds)}))`;
  return {
    registrations: sql`from registrations where family_id in (${idList(scope.familyIds)})`,
    guardians: sql`from family_guardians where family_id in (${idList(scope.familyIds)})`,
    photo_consent_changes: sql`from photo_consent_changes where registration_id in (${idList(registrationIds)})`,
    status_history: sql`from registration_status_history where registration_id in (${idList(registrationIds)})`,
    trial_invitations: sql`from trial_invitations where registration_id in (${idList(registrationIds)})`,
    trial_checkins: sql`from trial_checkins where registration_id in (${idList(registrationIds)})`,
    trial_evaluations: sql`from trial_evaluations where registration_id in (${idList(registrationIds)})`,
    event_attendance: sql`from event_attendance where registration_id in (${idList(registrationIds)})`,
    event_availability: sql`from event_availability where registration_id in (${idList(registrationIds)})`,
    // Published reports only: a draft is staff work not yet said to the family (decision 034); the erasure removes drafts too, with the registration.
    progress_reports: sql`from progress_reports where registration_id in (${idList(registrationIds)}) and published_at is not null`,
    emails: sql`from emails where (${mails})`,
    contact_messages: sql`from contact_messages where lower(email) in (${emails})`,
    newsletter_subscriptions: sql`from newsletter_subscribers where lower(email) in (${emails})`,
  };
}

/**
 * The staff's private notes, left out of the family's own export (docs/decisions/061): the status
 * change's staff note (decision 032: never mailed nor shown to the family) and the trial
 * evaluation's note.
 */
export const STAFF_ONLY_COLUMNS: Partial<Record<FamilyRecordKind, string[]>> = {
  status_history: ['staff_note'],
  trial_evaluations: ['note', 'note_recorded_at'],
};

/** Tables without an `id` column: their rows in a stable order. */
const ORDER: Partial<Record<FamilyRecordKind, SQL>> = {
  trial_checkins: sql`registration_id, trial_id`,
  trial_evaluations: sql`registration_id, trial_id`,
  event_attendance: sql`registration_id, event_id`,
  event_availability: sql`registration_id, event_id`,
};

async function idsOf(db: Db, scope: FamilyScope) {
  const registrationIds = rowsOf(await db.execute(sql`select id from registrations where family_id in (${idList(scope.familyIds)}) order by id`)).map((r) =>
    Number(r.id),
  );
  const contactIds = rowsOf(await db.execute(sql`select id from contact_messages where lower(email) in (${textList(scope.emails)}) order by id`)).map((r) =>
    Number(r.id),
  );
  return { registrationIds, contactIds };
}

/** The administrator's scope for an email: the families with a child registered with it or a guardian with it, and the address. */
export async function scopeOfEmail(db: Db, email: string): Promise<FamilyScope> {
  const rows = rowsOf(
    await db.execute(
      sql`select family_id from registrations where lower(parent_email) = ${email} union select family_id from family_guardians where lower(email) = ${email} order by 1`,
    ),
  );
  return { familyIds: rows.map((r) => Number(r.family_id)), emails: [email] };
}

/** The family's own scope: its id and its guardians' (confirmed) addresses. */
export async function scopeOfFamily(db: Db, familyId: number): Promise<FamilyScope> {
  const rows = rowsOf(await db.execute(sql`select lower(email) as email from family_guardians where family_id = ${familyId} order by position`));
  return { familyIds: [familyId], emails: rows.map((r) => String(r.email)) };
}

export function createFamilyDataRepository(db: Db) {
  return {
    /** The ids of the registrations of the scope. */
    registrationIdsOf: async (scope: FamilyScope): Promise<number[]> => (await idsOf(db, scope)).registrationIds,

    /**
     * Every row tied to the email, per kind (mail bodies as text; HTML and attachments are the same
     * words twice). `by: 'family'` (the family's own export behind its link) leaves out the staff's
     * private notes (STAFF_ONLY_COLUMNS), which the family is never shown; the administrator's export
     * for a subject's request keeps everything.
     */
    async gather(scope: FamilyScope, by: 'admin' | 'family' = 'admin'): Promise<Record<FamilyRecordKind, Row[]>> {
      const { registrationIds, contactIds } = await idsOf(db, scope);
      const from = selections(scope, registrationIds, contactIds);
      const out = {} as Record<FamilyRecordKind, Row[]>;
      for (const [kind, source] of Object.entries(from) as [FamilyRecordKind, SQL][]) {
        const columns = kind === 'emails' ? sql`id, "to", subject, text, kind, state, subject_type, subject_id, sent_at, created_at` : sql`*`;
        // An erasure code not sent yet is the family's second factor, never shown behind the link (docs/decisions/059).
        const shown = kind === 'emails' ? sql`${source} and kind <> 'erasure_code'` : source;
        const hidden = by === 'family' ? (STAFF_ONLY_COLUMNS[kind] ?? []) : [];
        out[kind] = rowsOf(await db.execute(sql`select ${columns} ${shown} order by ${ORDER[kind] ?? sql`id`}`))
          .map(exported)
          .map((row) => (hidden.length ? Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.includes(k))) : row));
      }
      return out;
    },

    /**
     * Deletes every row of the scope (mail not sent yet included, so nothing goes out
     * afterwards), and the trial reminders of its invitations. Run it on a change's transaction
     * (decision 026): the family's registrations stay locked until it commits. Returns the counts per kind.
     */
    async erase(scope: FamilyScope): Promise<FamilyErasure> {
      // Lock the family's registrations first: a status change under way finishes before, or waits and finds nothing.
      await db.execute(sql`select id from registrations where family_id in (${idList(scope.familyIds)}) for update`);
      const { registrationIds, contactIds } = await idsOf(db, scope);
      const from = selections(scope, registrationIds, contactIds);
      const counts = {} as FamilyErasure;
      // Children of the registrations are counted before their cascade removes them.
      for (const kind of REGISTRATION_RECORD_KINDS) {
        counts[kind] = Number(rowsOf(await db.execute(sql`select count(*)::int as n ${from[kind]}`))[0]?.n ?? 0);
      }
      // Every report goes with its registration, drafts included.
      counts.progress_reports = Number(
        rowsOf(await db.execute(sql`select count(*)::int as n from progress_reports where registration_id in (${idList(registrationIds)})`))[0]?.n ?? 0,
      );
      const invitationIds = rowsOf(await db.execute(sql`select id ${from.trial_invitations}`)).map((r) => Number(r.id));
      await cancelJobsWhere(db, 'trial-reminder', sql`(payload->>'invitationId')::int in (${idList(invitationIds)})`);
      // The guardians go with their family, once its last child is deleted (migration 0022's trigger).
      counts.guardians = Number(rowsOf(await db.execute(sql`select count(*)::int as n ${from.guardians}`))[0]?.n ?? 0);
      for (const kind of ['emails', 'registrations', 'contact_messages', 'newsletter_subscriptions'] as const) {
        counts[kind] = rowsOf(await db.execute(sql`delete ${from[kind]} returning id`)).length;
      }
      return counts;
    },
  };
}
export type FamilyDataRepository = ReturnType<typeof createFamilyDataRepository>;
