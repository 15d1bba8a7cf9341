import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Attendance } from '@academy/contract/trial-day';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { trialCheckins, trialEvaluations } from '../../db/schema/trial-day.ts';
import { trialInvitations, trialSessions } from '../../db/schema/trials.ts';
import { coachChildColumns, ON_THE_LIST } from '../access/coach-access.ts';
import { upcomingFirst } from './repository.ts';

export type CheckinRow = typeof trialCheckins.$inferSelect;
export type EvaluationRow = typeof trialEvaluations.$inferSelect;

const sessionFacts = {
  id: trialSessions.id,
  starts_at: trialSessions.starts_at,
  location: trialSessions.location,
  min_age: trialSessions.min_age,
  max_age: trialSessions.max_age,
  cancelled_at: trialSessions.cancelled_at,
};
const onTheList = sql<number>`(select count(*)::int from ${trialInvitations} where ${trialInvitations.trial_id} = ${trialSessions.id} and ${inArray(trialInvitations.state, [...ON_THE_LIST])})`;

/** Check-ins and evaluations of trial sessions (decision 030). */
export function createTrialDayRepository(db: Db) {
  return {
    /** Sessions with their number of children on the list: all of them (`ids` null), or those (a coach's, coach-access.ts). */
    async sessions(ids: number[] | null) {
      if (ids?.length === 0) return [];
      return db
        .select({ ...sessionFacts, children: onTheList })
        .from(trialSessions)
        .where(ids === null ? undefined : inArray(trialSessions.id, ids))
        .orderBy(...upcomingFirst)
        .limit(200);
    },

    async session(id: number) {
      const [row] = await db.select(sessionFacts).from(trialSessions).where(eq(trialSessions.id, id)).limit(1);
      return row;
    },

    /** Whether the child is invited to or confirmed for the session. */
    async isOnList(trialId: number, registrationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: trialInvitations.id })
        .from(trialInvitations)
        .where(
          and(eq(trialInvitations.trial_id, trialId), eq(trialInvitations.registration_id, registrationId), inArray(trialInvitations.state, [...ON_THE_LIST])),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The session's children (the coach's projection only), with their check-in and evaluation. */
    async children(trialId: number) {
      return db
        .select({
          child: coachChildColumns,
          attendance: trialCheckins.attendance,
          attendance_recorded_at: trialCheckins.recorded_at,
          scores: trialEvaluations.scores,
          note: trialEvaluations.note,
        })
        .from(trialInvitations)
        .innerJoin(registrations, eq(registrations.id, trialInvitations.registration_id))
        .leftJoin(
          trialCheckins,
          and(eq(trialCheckins.trial_id, trialInvitations.trial_id), eq(trialCheckins.registration_id, trialInvitations.registration_id)),
        )
        .leftJoin(
          trialEvaluations,
          and(eq(trialEvaluations.trial_id, trialInvitations.trial_id), eq(trialEvaluations.registration_id, trialInvitations.registration_id)),
        )
        .where(and(eq(trialInvitations.trial_id, trialId), inArray(trialInvitations.state, [...ON_THE_LIST])))
        .orderBy(asc(registrations.player_name), asc(registrations.id));
    },

    /**
     * Records a check-in unless a newer one is stored: the row is written only when its
     * `recorded_at` is later than the stored one's, so late, replayed or out-of-order writes are
     * harmless. Answers whether it was written, and the stored row.
     */
    async upsertCheckin(values: { trial_id: number; registration_id: number; attendance: Attendance; recorded_at: Date; recorded_by: number | null }) {
      const written = await db
        .insert(trialCheckins)
        .values(values)
        .onConflictDoUpdate({
          target: [trialCheckins.trial_id, trialCheckins.registration_id],
          set: { attendance: values.attendance, recorded_at: values.recorded_at, recorded_by: values.recorded_by, updated_at: sql`now()` },
          setWhere: sql`${trialCheckins.recorded_at} < excluded.recorded_at`,
        })
        .returning();
      if (written[0]) return { written: true, row: written[0] };
      const [row] = await db
        .select()
        .from(trialCheckins)
        .where(and(eq(trialCheckins.trial_id, values.trial_id), eq(trialCheckins.registration_id, values.registration_id)));
      return { written: false, row: row! };
    },

    /** The evaluation row, created empty when missing and locked until the transaction ends. */
    async lockEvaluation(trialId: number, registrationId: number): Promise<EvaluationRow> {
      await db.insert(trialEvaluations).values({ trial_id: trialId, registration_id: registrationId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(trialEvaluations)
        .where(and(eq(trialEvaluations.trial_id, trialId), eq(trialEvaluations.registration_id, registrationId)))
        .for('update');
      return row!;
    },

    async saveEvaluation(row: EvaluationRow): Promise<EvaluationRow> {
      const [saved] = await db
        .update(trialEvaluations)
        .set({
          scores: row.scores,
          score_times: row.score_times,
          note: row.note,
          note_recorded_at: row.note_recorded_at,
          recorded_by: row.recorded_by,
          updated_at: new Date(),
        })
        .where(and(eq(trialEvaluations.trial_id, row.trial_id), eq(trialEvaluations.registration_id, row.registration_id)))
        .returning();
      return saved!;
    },

    /** A child's evaluations and check-ins, each with its session. */
    async ofRegistration(registrationId: number) {
      const evaluations = await db
        .select({ evaluation: trialEvaluations, starts_at: trialSessions.starts_at, location: trialSessions.location })
        .from(trialEvaluations)
        .innerJoin(trialSessions, eq(trialSessions.id, trialEvaluations.trial_id))
        .where(eq(trialEvaluations.registration_id, registrationId));
      const checkins = await db
        .select({ checkin: trialCheckins, starts_at: trialSessions.starts_at, location: trialSessions.location })
        .from(trialCheckins)
        .innerJoin(trialSessions, eq(trialSessions.id, trialCheckins.trial_id))
        .where(eq(trialCheckins.registration_id, registrationId));
      return { evaluations, checkins };
    },
  };
}
