import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AvailabilityAnswer } from '@academy/contract/availability-constants';
import type { Db } from '../../db/client.ts';
import { eventAvailability, eventReminders } from '../../db/schema/event-answers.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadEvents } from '../../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../../db/schema/squads.ts';

/** Availability answers, reminders sent, and the children's squads they are about (docs/decisions/040). */
export function createAvailabilityRepository(db: Db) {
  return {
    /** The squad the child is enrolled in, or undefined. */
    async enrolledSquad(registrationId: number) {
      const [row] = await db
        .select({ id: squads.id, name: squads.name, availability_default: squads.availability_default })
        .from(squadPlaces)
        .innerJoin(squads, eq(squads.id, squadPlaces.squad_id))
        .where(and(eq(squadPlaces.registration_id, registrationId), eq(squadPlaces.state, 'enrolled')))
        .limit(1);
      return row;
    },

    /** The family's enrolled children (the same family record, docs/decisions/054) with their squads. */
    async familyChildren(registrationId: number) {
      return db
        .select({ id: registrations.id, player_name: registrations.player_name, squad_id: squads.id, squad: squads.name, default: squads.availability_default })
        .from(registrations)
        .innerJoin(squadPlaces, and(eq(squadPlaces.registration_id, registrations.id), eq(squadPlaces.state, 'enrolled')))
        .innerJoin(squads, eq(squads.id, squadPlaces.squad_id))
        .where(sql`${registrations.family_id} = (select family_id from ${registrations} where ${registrations.id} = ${registrationId})`)
        .orderBy(asc(registrations.id));
    },

    /** The squads' events ending after `from` and starting before `to` (all when `to` is absent), in time order. */
    events: (squadIds: number[], from: Date, to?: Date) =>
      squadIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(squadEvents)
            .where(and(inArray(squadEvents.squad_id, squadIds), gt(squadEvents.ends_at, from), to ? lt(squadEvents.starts_at, to) : undefined))
            .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id)),

    /** The answers of these children (all events), or of everyone for one event. */
    answersOf: (registrationIds: number[]) =>
      registrationIds.length === 0
        ? Promise.resolve([])
        : db.select().from(eventAvailability).where(inArray(eventAvailability.registration_id, registrationIds)),
    answersFor: (eventId: number) => db.select().from(eventAvailability).where(eq(eventAvailability.event_id, eventId)),

    /**
     * Sets the child's answer for the event (a new answer replaces the old one and raises its
     * revision, the family feed's SEQUENCE, docs/decisions/052); the same answer again writes
     * nothing. The answer before, if any.
     */
    async upsert(eventId: number, registrationId: number, answer: AvailabilityAnswer, now: Date): Promise<AvailabilityAnswer | null> {
      const [before] = await db
        .select({ answer: eventAvailability.answer })
        .from(eventAvailability)
        .where(and(eq(eventAvailability.event_id, eventId), eq(eventAvailability.registration_id, registrationId)))
        .for('update');
      if (before?.answer === answer) return answer;
      await db
        .insert(eventAvailability)
        .values({ event_id: eventId, registration_id: registrationId, answer, answered_at: now })
        .onConflictDoUpdate({
          target: [eventAvailability.event_id, eventAvailability.registration_id],
          set: { answer, answered_at: now, revision: sql`${eventAvailability.revision} + 1` },
        });
      return before?.answer ?? null;
    },

    /** The squad's roster for the admin view: every enrolled child. */
    roster: (squadId: number) =>
      db
        .select({ id: registrations.id, player_name: registrations.player_name })
        .from(squadPlaces)
        .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
        .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.state, 'enrolled')))
        .orderBy(asc(registrations.player_name), asc(registrations.id)),

    /**
     * Marks the family's children reminded for this event and time; the ids newly marked. A family
     * whose children were all newly marked is mailed; one marked before (a job run again) is not.
     * Two runs at once: the second waits on the first's rows and then finds them (decision 040).
     */
    async markReminded(eventId: number, hours: number, registrationIds: number[]): Promise<number[]> {
      const rows = await db
        .insert(eventReminders)
        .values([...registrationIds].sort((a, b) => a - b).map((registration_id) => ({ event_id: eventId, registration_id, hours })))
        .onConflictDoNothing()
        .returning({ id: eventReminders.registration_id });
      return rows.map((r) => r.id);
    },
  };
}
