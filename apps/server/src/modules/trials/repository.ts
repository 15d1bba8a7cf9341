import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { InvitationState, PublicTrial, Trial, TrialAttendee } from '@academy/contract/trial';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { trialCoaches } from '../../db/schema/trial-day.ts';
import { trialInvitations, trialSessions } from '../../db/schema/trials.ts';
import { users } from '../../db/schema/users.ts';
import { withIsoDates } from '../../lib/serialize.ts';

export type TrialRow = typeof trialSessions.$inferSelect;
export type NewTrial = typeof trialSessions.$inferInsert;

/** Invitations that hold a place: sent and not answered, or confirmed. */
export const OPEN_STATES: InvitationState[] = ['invited', 'confirmed'];

const countOf = (state: InvitationState) => sql<number>`(count(${trialInvitations.id}) filter (where ${trialInvitations.state} = ${state}))::int`;
/** The session's coaches' ids (decision 030), as JSON so both drivers answer an array. */
const coachIds = sql<
  number[]
>`(select coalesce(json_agg(${trialCoaches.user_id} order by ${trialCoaches.user_id}), '[]'::json) from ${trialCoaches} where ${trialCoaches.trial_id} = ${trialSessions.id})`;
const counted = {
  ...getTableColumns(trialSessions),
  invited: countOf('invited'),
  confirmed: countOf('confirmed'),
  declined: countOf('declined'),
  coach_ids: coachIds,
};
type CountedRow = TrialRow & { invited: number; confirmed: number; declined: number; coach_ids: number[] };

const placesLeft = (r: { capacity: number; invited: number; confirmed: number }) => Math.max(0, r.capacity - r.invited - r.confirmed);
const toTrial = (r: CountedRow): Trial => ({ ...withIsoDates(r), places_left: placesLeft(r) });
const upcoming = () => and(isNull(trialSessions.cancelled_at), gt(trialSessions.starts_at, sql`now()`));

/** Upcoming sessions first (soonest first), then past ones (latest first). */
export const upcomingFirst = [
  sql`${trialSessions.starts_at} < now()`,
  sql`case when ${trialSessions.starts_at} >= now() then ${trialSessions.starts_at} end asc`,
  desc(trialSessions.starts_at),
  asc(trialSessions.id),
];

/** An open invitation with what the mails and status changes need of its family. */
export type InvitationOfFamily = {
  id: number;
  trial_id: number;
  registration_id: number;
  state: InvitationState;
  status: (typeof registrations.$inferSelect)['status'];
  parent_name: string;
  parent_email: string;
  player_name: string;
};

export function createTrialRepository(db: Db) {
  const countedSessions = () => db.select(counted).from(trialSessions).leftJoin(trialInvitations, eq(trialInvitations.trial_id, trialSessions.id)).$dynamic();

  return {
    async list(): Promise<Trial[]> {
      const rows = await countedSessions()
        .groupBy(trialSessions.id)
        .orderBy(...upcomingFirst);
      return rows.map(toTrial);
    },

    async listPublic(): Promise<PublicTrial[]> {
      const rows = await countedSessions().where(upcoming()).groupBy(trialSessions.id).orderBy(asc(trialSessions.starts_at), asc(trialSessions.id)).limit(50);
      return rows.map((r) => ({
        starts_at: r.starts_at.toISOString(),
        location: r.location,
        min_age: r.min_age,
        max_age: r.max_age,
        places_left: placesLeft(r),
      }));
    },

    async get(id: number): Promise<Trial | undefined> {
      const [row] = await countedSessions().where(eq(trialSessions.id, id)).groupBy(trialSessions.id);
      return row && toTrial(row);
    },

    /** The session row, locked until the transaction ends: invitations to it are counted one at a time. */
    async lock(id: number): Promise<TrialRow | undefined> {
      const [row] = await db.select().from(trialSessions).where(eq(trialSessions.id, id)).for('update').limit(1);
      return row;
    },

    async insert(values: NewTrial): Promise<number> {
      const [row] = await db.insert(trialSessions).values(values).returning({ id: trialSessions.id });
      return row!.id;
    },

    async update(id: number, values: Partial<NewTrial>): Promise<void> {
      await db
        .update(trialSessions)
        .set({ ...values, updated_at: new Date() })
        .where(eq(trialSessions.id, id));
    },

    /** Replaces the session's coaches (decision 030); answers the ids that are not active coach accounts (nothing changed then). */
    async setCoaches(trialId: number, userIds: number[]): Promise<number[]> {
      const wanted = [...new Set(userIds)];
      const found = wanted.length
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, wanted), eq(users.role, 'coach'), eq(users.active, true)))
        : [];
      const refused = wanted.filter((id) => !found.some((f) => f.id === id));
      if (refused.length) return refused;
      await db.delete(trialCoaches).where(eq(trialCoaches.trial_id, trialId));
      if (wanted.length) await db.insert(trialCoaches).values(wanted.map((user_id) => ({ trial_id: trialId, user_id })));
      return [];
    },

    /** Places taken by other children than `registrationId` (whose own invitation is being replaced). */
    async takenPlaces(trialId: number, registrationId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(trialInvitations)
        .where(and(eq(trialInvitations.trial_id, trialId), inArray(trialInvitations.state, OPEN_STATES), ne(trialInvitations.registration_id, registrationId)));
      return row?.n ?? 0;
    },

    /**
     * Sessions a child may move its trial to (the family's "Change the date"): upcoming, not
     * cancelled, for its age, with a place left not counting its own invitation; soonest first.
     * Full sessions are left out in SQL, before the limit: early full sessions never hide open ones.
     */
    async choicesFor(registrationId: number, age: number, exceptTrialId: number) {
      const placesLeft = sql<number>`(${trialSessions.capacity} - count(${trialInvitations.id}) filter (where ${trialInvitations.state} in ('invited', 'confirmed') and ${trialInvitations.registration_id} <> ${registrationId}))::int`;
      const rows = await db
        .select({ id: trialSessions.id, starts_at: trialSessions.starts_at, location: trialSessions.location, places_left: placesLeft })
        .from(trialSessions)
        .leftJoin(trialInvitations, eq(trialInvitations.trial_id, trialSessions.id))
        .where(and(upcoming(), ne(trialSessions.id, exceptTrialId), sql`${age} between ${trialSessions.min_age} and ${trialSessions.max_age}`))
        .groupBy(trialSessions.id)
        .having(sql`${placesLeft} > 0`)
        .orderBy(asc(trialSessions.starts_at), asc(trialSessions.id))
        .limit(20);
      return rows.map((r) => ({ ...r, starts_at: r.starts_at.toISOString() }));
    },

    async attendees(trialId: number): Promise<TrialAttendee[]> {
      const rows = await db
        .select({
          registration_id: trialInvitations.registration_id,
          player_name: registrations.player_name,
          player_age: registrations.player_age,
          parent_name: registrations.parent_name,
          contact_phone: registrations.contact_phone,
          state: trialInvitations.state,
          responded_at: trialInvitations.responded_at,
        })
        .from(trialInvitations)
        .innerJoin(registrations, eq(registrations.id, trialInvitations.registration_id))
        .where(eq(trialInvitations.trial_id, trialId))
        .orderBy(
          sql`array_position(array['confirmed','invited','declined','cancelled'], ${trialInvitations.state})`,
          asc(registrations.player_name),
          asc(trialInvitations.id),
        );
      return rows.map(withIsoDates);
    },

    /** Open invitations, with their families: of a session (`trialId`) or of a child (`registrationId`). */
    async openInvitations(where: { trialId: number } | { registrationId: number }): Promise<InvitationOfFamily[]> {
      const of = 'trialId' in where ? eq(trialInvitations.trial_id, where.trialId) : eq(trialInvitations.registration_id, where.registrationId);
      return db
        .select({
          id: trialInvitations.id,
          trial_id: trialInvitations.trial_id,
          registration_id: trialInvitations.registration_id,
          state: trialInvitations.state,
          status: registrations.status,
          parent_name: registrations.parent_name,
          parent_email: registrations.parent_email,
          player_name: registrations.player_name,
        })
        .from(trialInvitations)
        .innerJoin(registrations, eq(registrations.id, trialInvitations.registration_id))
        .where(and(of, inArray(trialInvitations.state, OPEN_STATES)))
        .orderBy(asc(trialInvitations.id));
    },

    /** A new invitation, or the child's earlier one to this session sent again (unanswered). */
    async invite(trialId: number, registrationId: number): Promise<number> {
      const [row] = await db
        .insert(trialInvitations)
        .values({ trial_id: trialId, registration_id: registrationId, state: 'invited' })
        .onConflictDoUpdate({
          target: [trialInvitations.trial_id, trialInvitations.registration_id],
          set: { state: 'invited', responded_at: null, created_at: sql`now()` },
        })
        .returning({ id: trialInvitations.id });
      return row!.id;
    },

    async setState(ids: number[], state: InvitationState, answered = false): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(trialInvitations)
        .set({ state, ...(answered ? { responded_at: new Date() } : {}) })
        .where(inArray(trialInvitations.id, ids));
    },

    /** A child's current invitation (the latest open one) with its session. */
    async currentOf(registrationId: number) {
      const [row] = await db
        .select({ invitation: trialInvitations, session: trialSessions })
        .from(trialInvitations)
        .innerJoin(trialSessions, eq(trialSessions.id, trialInvitations.trial_id))
        .where(and(eq(trialInvitations.registration_id, registrationId), inArray(trialInvitations.state, OPEN_STATES)))
        .orderBy(desc(trialInvitations.created_at), desc(trialInvitations.id))
        .limit(1);
      return row;
    },

    /** An invitation with its session and family (the reminder job). */
    async invitation(id: number) {
      const [row] = await db
        .select({ invitation: trialInvitations, session: trialSessions, registration: registrations })
        .from(trialInvitations)
        .innerJoin(trialSessions, eq(trialSessions.id, trialInvitations.trial_id))
        .innerJoin(registrations, eq(registrations.id, trialInvitations.registration_id))
        .where(eq(trialInvitations.id, id))
        .limit(1);
      return row;
    },
  };
}
export type TrialRepository = ReturnType<typeof createTrialRepository>;
