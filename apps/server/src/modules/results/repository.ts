import { and, asc, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventAttendance, eventScorers } from '../../db/schema/event-answers.ts';
import { posts } from '../../db/schema/posts.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadEvents } from '../../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../../db/schema/squads.ts';

/** A match or tournament with its squad, as the public lists read it. */
export type MatchRow = typeof squadEvents.$inferSelect & { squad_name: string; squad_max_age: number; report_published: boolean };
/** A child named on a public page (or counted), with the family's consent. */
export type ChildRow = { registration_id: number; player_name: string; photo_consent: 'yes' | 'no' };

const MATCH_KINDS = ['match', 'tournament'] as const;

export function createResultsRepository(db: Db) {
  const matches = () =>
    db
      .select({
        event: squadEvents,
        squad_name: squads.name,
        squad_max_age: squads.max_age,
        report_status: posts.status,
      })
      .from(squadEvents)
      .innerJoin(squads, eq(squads.id, squadEvents.squad_id))
      .leftJoin(posts, eq(posts.id, squadEvents.report_post_id));
  const flat = (r: { event: typeof squadEvents.$inferSelect; squad_name: string; squad_max_age: number; report_status: string | null }): MatchRow => ({
    ...r.event,
    squad_name: r.squad_name,
    squad_max_age: r.squad_max_age,
    report_published: r.report_status === 'published',
  });
  const kinds = inArray(squadEvents.kind, [...MATCH_KINDS]);
  const ofSquad = (squadId: number | undefined) => (squadId === undefined ? undefined : eq(squadEvents.squad_id, squadId));

  return {
    /** Matches and tournaments not started yet, soonest first (cancelled ones too: the list says so); once started they are results. */
    async upcoming(now: Date, limit: number, squadId?: number): Promise<MatchRow[]> {
      const rows = await matches()
        .where(and(kinds, gt(squadEvents.starts_at, now), ofSquad(squadId)))
        .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id))
        .limit(limit);
      return rows.map(flat);
    },
    /** Matches and tournaments that have started and were not cancelled, newest first. */
    async past(now: Date, limit: number, squadId?: number): Promise<MatchRow[]> {
      const rows = await matches()
        .where(and(kinds, lte(squadEvents.starts_at, now), ne(squadEvents.status, 'cancelled'), ofSquad(squadId)))
        .orderBy(desc(squadEvents.starts_at), desc(squadEvents.id))
        .limit(limit);
      return rows.map(flat);
    },
    async match(id: number): Promise<MatchRow | undefined> {
      const [row] = await matches()
        .where(and(kinds, eq(squadEvents.id, id)))
        .limit(1);
      return row && flat(row);
    },
    /** The children the coach marked present at the match. */
    present: (eventId: number): Promise<ChildRow[]> =>
      db
        .select({ registration_id: eventAttendance.registration_id, player_name: registrations.player_name, photo_consent: registrations.photo_consent })
        .from(eventAttendance)
        .innerJoin(registrations, eq(registrations.id, eventAttendance.registration_id))
        .where(and(eq(eventAttendance.event_id, eventId), eq(eventAttendance.attended, true)))
        .orderBy(asc(registrations.player_name), asc(registrations.id)),
    /** Which of `ids` are children on the squad's roster. */
    async onRoster(squadId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: squadPlaces.registration_id })
        .from(squadPlaces)
        .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.state, 'enrolled'), inArray(squadPlaces.registration_id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async postExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).limit(1);
      return row !== undefined;
    },
    async replaceScorers(eventId: number, scorers: { registration_id: number; goals: number }[]): Promise<void> {
      await db.delete(eventScorers).where(eq(eventScorers.event_id, eventId));
      if (scorers.length > 0) await db.insert(eventScorers).values(scorers.map((s) => ({ event_id: eventId, ...s })));
    },
    /** Every match and tournament, for the sitemap: its id and last change. */
    stamps: (): Promise<{ id: number; updated_at: Date; result_at: Date | null }[]> =>
      db
        .select({ id: squadEvents.id, updated_at: squadEvents.updated_at, result_at: squadEvents.result_at })
        .from(squadEvents)
        .where(kinds)
        .orderBy(desc(squadEvents.starts_at), desc(squadEvents.id)),
  };
}
export type ResultsRepository = ReturnType<typeof createResultsRepository>;
