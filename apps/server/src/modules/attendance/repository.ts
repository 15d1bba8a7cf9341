import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventAttendance } from '../../db/schema/event-answers.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadEvents } from '../../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../../db/schema/squads.ts';

export type AttendanceRow = typeof eventAttendance.$inferSelect;

/** Attendance at squad events (docs/decisions/041): the marks, the roster they are taken on, the season's totals. */
export function createAttendanceRepository(db: Db) {
  return {
    /** The event with its squad's name. */
    async event(id: number) {
      const [row] = await db
        .select({ event: squadEvents, squad_name: squads.name })
        .from(squadEvents)
        .innerJoin(squads, eq(squads.id, squadEvents.squad_id))
        .where(eq(squadEvents.id, id))
        .limit(1);
      return row;
    },

    /** The squad's roster (enrolled children) with each one's mark at the event, by name. */
    roster: (squadId: number, eventId: number) =>
      db
        .select({
          registration_id: registrations.id,
          player_name: registrations.player_name,
          attended: eventAttendance.attended,
          marked_at: eventAttendance.marked_at,
        })
        .from(squadPlaces)
        .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
        .leftJoin(eventAttendance, and(eq(eventAttendance.event_id, eventId), eq(eventAttendance.registration_id, registrations.id)))
        .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.state, 'enrolled')))
        .orderBy(asc(registrations.player_name), asc(registrations.id)),

    async onRoster(squadId: number, registrationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: squadPlaces.registration_id })
        .from(squadPlaces)
        .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.registration_id, registrationId), eq(squadPlaces.state, 'enrolled')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records a mark unless a later-recorded one is stored (`marked_at` is the device's time), so
     * late, replayed or out-of-order marks from an offline phone are harmless. Answers whether it
     * was written, and the stored row.
     */
    async upsert(values: { event_id: number; registration_id: number; attended: boolean; marked_at: Date; marked_by: number | null }) {
      const written = await db
        .insert(eventAttendance)
        .values(values)
        .onConflictDoUpdate({
          target: [eventAttendance.event_id, eventAttendance.registration_id],
          set: { attended: values.attended, marked_at: values.marked_at, marked_by: values.marked_by },
          setWhere: sql`${eventAttendance.marked_at} < excluded.marked_at`,
        })
        .returning();
      if (written[0]) return { written: true, row: written[0] };
      const [row] = await db
        .select()
        .from(eventAttendance)
        .where(and(eq(eventAttendance.event_id, values.event_id), eq(eventAttendance.registration_id, values.registration_id)));
      return { written: false, row: row! };
    },

    /** Scheduled events of the squads (all squads: null) ending after `from` and starting before `to`, in time order, with their roster and marked counts. */
    upcoming: (squadIds: number[] | null, from: Date, to: Date) =>
      db
        .select({
          event: squadEvents,
          squad_name: squads.name,
          roster: sql<number>`(select count(*)::int from ${squadPlaces} where ${squadPlaces.squad_id} = ${squadEvents.squad_id} and ${squadPlaces.state} = 'enrolled')`,
          marked: sql<number>`(select count(*)::int from ${eventAttendance} where ${eventAttendance.event_id} = ${squadEvents.id})`,
        })
        .from(squadEvents)
        .innerJoin(squads, eq(squads.id, squadEvents.squad_id))
        .where(
          and(
            squadIds === null ? undefined : inArray(squadEvents.squad_id, squadIds.length ? squadIds : [0]),
            eq(squadEvents.status, 'scheduled'),
            gt(squadEvents.ends_at, from),
            lt(squadEvents.starts_at, to),
          ),
        )
        .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id))
        .limit(20),

    /** A child's marks, newest event first, with the event's kind and squad name. */
    childMarks: (registrationId: number) =>
      db
        .select({ event: squadEvents, squad_name: squads.name, attended: eventAttendance.attended })
        .from(eventAttendance)
        .innerJoin(squadEvents, eq(squadEvents.id, eventAttendance.event_id))
        .innerJoin(squads, eq(squads.id, squadEvents.squad_id))
        .where(eq(eventAttendance.registration_id, registrationId))
        .orderBy(desc(squadEvents.starts_at), desc(squadEvents.id)),

    /** Per child of the squad's roster: marks at this squad's events, counted by kind. */
    squadTotals: (squadId: number) =>
      db
        .select({
          registration_id: registrations.id,
          player_name: registrations.player_name,
          trainings: sql<number>`count(${eventAttendance.event_id}) filter (where ${squadEvents.kind} = 'training')::int`,
          trainings_attended: sql<number>`count(${eventAttendance.event_id}) filter (where ${squadEvents.kind} = 'training' and ${eventAttendance.attended})::int`,
          matches: sql<number>`count(${eventAttendance.event_id}) filter (where ${squadEvents.kind} <> 'training')::int`,
          matches_attended: sql<number>`count(${eventAttendance.event_id}) filter (where ${squadEvents.kind} <> 'training' and ${eventAttendance.attended})::int`,
        })
        .from(squadPlaces)
        .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
        .leftJoin(squadEvents, and(eq(squadEvents.squad_id, squadId), eq(squadEvents.status, 'scheduled')))
        .leftJoin(eventAttendance, and(eq(eventAttendance.event_id, squadEvents.id), eq(eventAttendance.registration_id, registrations.id)))
        .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.state, 'enrolled')))
        .groupBy(registrations.id, registrations.player_name)
        .orderBy(asc(registrations.player_name), asc(registrations.id)),

    async squadExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: squads.id }).from(squads).where(eq(squads.id, id)).limit(1);
      return row !== undefined;
    },
    async registrationExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
