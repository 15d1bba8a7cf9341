import { and, asc, eq, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import { eventTitle, type SquadEvent } from '@academy/contract/event';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadEventSeries, squadEvents } from '../../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../../db/schema/squads.ts';

export type EventRow = typeof squadEvents.$inferSelect;
export type NewEventRow = typeof squadEvents.$inferInsert;

/** A row as the API shows it: the venue as one object, instants as ISO strings. */
export function toEvent(row: EventRow): SquadEvent {
  const { venue_name, venue_address, goals_for, goals_against, report_post_id, result_at, previous_starts_at: _previous, ...rest } = row;
  return {
    ...rest,
    result:
      goals_for === null || goals_against === null || result_at === null
        ? null
        : { goals_for, goals_against, report_post_id, entered_at: result_at.toISOString() },
    venue: { name: venue_name, address: venue_address },
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    meet_at: row.meet_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * What a family's status page and the public fixtures show of an event, alike: its title with the
 * squad's name, times, venue and status (each view adds its own: the answer, the result policy's part).
 */
export function eventSummary(row: EventRow, squadName: string) {
  return {
    id: row.id,
    kind: row.kind,
    title: eventTitle(row, squadName),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    meet_at: row.meet_at?.toISOString() ?? null,
    venue: { name: row.venue_name, address: row.venue_address },
    status: row.status,
  };
}

/** A family of the squads' rosters: one parent address, the children of that family in the squads, and their squads. */
export type RosterFamily = { email: string; parentName: string; players: string[]; registrationIds: number[]; squadIds: number[] };

export function createEventRepository(db: Db) {
  return {
    async squad(id: number) {
      const [row] = await db
        .select({ id: squads.id, name: squads.name, availability_default: squads.availability_default, reminder_hours: squads.reminder_hours })
        .from(squads)
        .where(eq(squads.id, id))
        .limit(1);
      return row;
    },
    async insertSeries(squadId: number, weeklyUntil: Date): Promise<number> {
      const [row] = await db.insert(squadEventSeries).values({ squad_id: squadId, weekly_until: weeklyUntil }).returning({ id: squadEventSeries.id });
      return row!.id;
    },
    insert: (rows: NewEventRow[]): Promise<EventRow[]> => db.insert(squadEvents).values(rows).returning(),
    async get(id: number, lock = false): Promise<EventRow | undefined> {
      const query = db.select().from(squadEvents).where(eq(squadEvents.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async update(id: number, set: Partial<NewEventRow>): Promise<EventRow> {
      const [row] = await db.update(squadEvents).set(set).where(eq(squadEvents.id, id)).returning();
      return row!;
    },
    /** The events overlapping [from, to) of the squads given (`'all'`: every squad), in time order: the admin calendar. */
    window: (squadIds: number[] | 'all', from: Date, to: Date): Promise<EventRow[]> =>
      squadIds !== 'all' && squadIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(squadEvents)
            .where(and(squadIds === 'all' ? undefined : inArray(squadEvents.squad_id, squadIds), lt(squadEvents.starts_at, to), gt(squadEvents.ends_at, from)))
            .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id)),
    /** The later occurrences of `event`'s series still scheduled (not `event` itself), in time order, locked for the change. */
    following: (event: EventRow): Promise<EventRow[]> =>
      db
        .select()
        .from(squadEvents)
        .where(
          and(
            eq(squadEvents.series_id, event.series_id!),
            gte(squadEvents.starts_at, event.starts_at),
            ne(squadEvents.id, event.id),
            eq(squadEvents.status, 'scheduled'),
          ),
        )
        .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id))
        .for('update'),
    /** The squad's events in time order; `endingAfter` leaves out those over before it. */
    list: (squadId: number, endingAfter?: Date): Promise<EventRow[]> =>
      db
        .select()
        .from(squadEvents)
        .where(and(eq(squadEvents.squad_id, squadId), endingAfter ? gt(squadEvents.ends_at, endingAfter) : undefined))
        .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id)),
    /**
     * The families of the squads' rosters (enrolled children), one per parent address (case
     * ignored): brothers and sisters in one squad, or in several of the squads given, make one
     * family, told once (docs/decisions/038, 041). Its squads in the order given.
     */
    async rosterFamilies(squadIds: number[]): Promise<RosterFamily[]> {
      if (squadIds.length === 0) return [];
      const rows = await db
        .select({
          id: registrations.id,
          email: registrations.parent_email,
          parentName: registrations.parent_name,
          player: registrations.player_name,
          squadId: squadPlaces.squad_id,
        })
        .from(squadPlaces)
        .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
        .where(and(inArray(squadPlaces.squad_id, squadIds), eq(squadPlaces.state, 'enrolled')))
        .orderBy(asc(registrations.id));
      const families = new Map<string, RosterFamily>();
      for (const r of rows) {
        const key = r.email.trim().toLowerCase();
        const family = families.get(key);
        if (family) {
          family.players.push(r.player);
          family.registrationIds.push(r.id);
          if (!family.squadIds.includes(r.squadId)) family.squadIds.push(r.squadId);
        } else
          families.set(key, {
            email: r.email,
            parentName: r.parentName,
            players: [r.player],
            registrationIds: [r.id],
            squadIds: [r.squadId],
          });
      }
      for (const family of families.values()) family.squadIds.sort((a, b) => squadIds.indexOf(a) - squadIds.indexOf(b));
      return [...families.values()];
    },
  };
}
