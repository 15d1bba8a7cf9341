import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { squads } from '../db/schema/squads.ts';
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
 * in two weeks.
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
