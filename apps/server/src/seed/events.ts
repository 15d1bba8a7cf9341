import { and, asc, eq, gt } from 'drizzle-orm';
import { AVAILABILITY_ANSWERS } from '@academy/contract/availability-constants';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { squadEvents } from '../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../db/schema/squads.ts';
import { createAvailabilityService } from '../modules/availability/service.ts';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { createEventService } from '../modules/events/service.ts';
import { seasonOf } from './squads.ts';

const HOUR = 3600 * 1000;

/** The demo's venues: home trainings and matches, and the away ground. */
export const SEED_VENUES = {
  home: { name: 'Academy main pitch', address: 'Plot 12, Kampala Road, Kampala' },
  away: { name: 'Entebbe Municipal Ground', address: '4 Lake Road, Entebbe' },
} as const;

/** The Monday of `date`'s week, or of the week after when `date` is past Monday. */
const mondayFrom = (date: Date) => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d;
};
/** Saturday `weeks` weeks from now at 10:00 UTC (negative: in the past). */
const saturday = (now: Date, weeks: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10));
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7) + weeks * 7);
  return d;
};

/**
 * The demo's squad events (docs/decisions/038), through the service the API uses: each squad of
 * this season trains every Monday at 16:00 from the first Monday of September to 30 June (the
 * journey's "Training starts Monday at 16:00"), and has two matches, one two weeks ago and one
 * in two weeks. The first (youngest) squad counts every child as coming; the others ask, and their
 * families have answered some of the next events (docs/decisions/040).
 */
export async function seedEventsDemo(app: FastifyInstance, admin: User | undefined, now = new Date()): Promise<void> {
  const service = createEventService(moduleDeps(app));
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  const season = seasonOf(now);
  const startYear = Number(season.slice(0, 4));
  const firstMonday = mondayFrom(new Date(Date.UTC(startYear, 8, 1)));
  firstMonday.setUTCHours(16);
  const weeklyUntil = `${startYear + 1}-06-30`;
  const rows = await app.db.select({ id: squads.id, name: squads.name }).from(squads).where(eq(squads.season, season)).orderBy(asc(squads.min_age));
  for (const [i, squad] of rows.entries()) {
    if (i === 0) await app.db.update(squads).set({ availability_default: 'attending' }).where(eq(squads.id, squad.id));
    await service.create(asAdmin, squad.id, {
      kind: 'training',
      starts_at: firstMonday.toISOString(),
      ends_at: new Date(firstMonday.getTime() + 90 * 60_000).toISOString(),
      venue: SEED_VENUES.home,
      opponent: null,
      competition: null,
      recurrence: { weekly_until: weeklyUntil },
    });
    for (const [weeks, home] of [
      [-2, true],
      [2, false],
    ] as const) {
      const kickOff = new Date(saturday(now, weeks).getTime() + i * 2 * HOUR);
      await service.create(asAdmin, squad.id, {
        kind: 'match',
        starts_at: kickOff.toISOString(),
        ends_at: new Date(kickOff.getTime() + 90 * 60_000).toISOString(),
        meet_at: new Date(kickOff.getTime() - HOUR).toISOString(),
        venue: home ? SEED_VENUES.home : SEED_VENUES.away,
        opponent: home ? `Kira Juniors ${squad.name}` : `Entebbe Rovers ${squad.name}`,
        home_away: home ? 'home' : 'away',
        competition: 'District youth league',
      });
    }
  }
}

/**
 * The demo's availability answers (docs/decisions/040), through the status link's service: on each
 * squad's next three events, the children of its roster answer yes, no or maybe in turn, and every
 * fourth child leaves it unanswered.
 */
export async function seedAvailabilityDemo(app: FastifyInstance, now = new Date()): Promise<void> {
  const service = createAvailabilityService(moduleDeps(app), app.statusLinks);
  for (const squad of await app.db
    .select({ id: squads.id })
    .from(squads)
    .where(eq(squads.season, seasonOf(now)))) {
    const events = await app.db
      .select({ id: squadEvents.id })
      .from(squadEvents)
      .where(and(eq(squadEvents.squad_id, squad.id), eq(squadEvents.status, 'scheduled'), gt(squadEvents.starts_at, now)))
      .orderBy(asc(squadEvents.starts_at))
      .limit(3);
    const roster = await app.db
      .select({ id: squadPlaces.registration_id })
      .from(squadPlaces)
      .where(and(eq(squadPlaces.squad_id, squad.id), eq(squadPlaces.state, 'enrolled')))
      .orderBy(asc(squadPlaces.registration_id));
    for (const [e, event] of events.entries()) {
      for (const [c, child] of roster.entries()) {
        if ((c + e) % 4 === 3) continue;
        const link = await app.statusLinks.urlFor(app.db, child.id);
        await service.answer(null, link.slice(link.lastIndexOf('/') + 1), { event_id: event.id, answer: AVAILABILITY_ANSWERS[(c + e) % 3]! }, now);
      }
    }
  }
}
