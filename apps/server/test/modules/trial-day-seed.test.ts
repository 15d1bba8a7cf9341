import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { squadCalendarPath } from '@academy/contract/event';
import type { PublicSquad } from '@academy/contract/squad';
import { users } from '../../src/db/schema/users.ts';
import { SEED_COACH } from '../../src/seed/trial-day.ts';
import { SEED_REPORT_CHILD } from '../../src/seed/reports.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { bearer, createTestApp, login, postSurfaces, type TestApp } from '../helpers.ts';

/**
 * What the demo seed shows after `npm start`, read from one seeded app (the run's seeded template,
 * decision 028) rather than one per test file: its content, squads, draft and scheduled post, and
 * the trial day (decision 030). The tests only read it.
 */
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A page shell, so the home and news pages are among the public surfaces read.
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-seed-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDist, seed: true });
}, 90_000);
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

type Post = { id: number; title: string; status: string; publish_at: string | null };

describe('the demo content', () => {
  it('fills an empty database with the demo: team, news, albums, videos, squads with rosters in public as "First L."', async () => {
    const team = (await t.app.inject('/api/team?limit=100')).json().data as { role: string }[];
    for (const role of ['goalkeeper', 'defender', 'midfielder', 'forward']) expect(team.filter((m) => m.role === role).length).toBeGreaterThanOrEqual(2);
    expect(team.filter((m) => m.role.includes('coach')).length).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject('/api/news')).json().total).toBeGreaterThanOrEqual(6);
    const albums = (await t.app.inject('/api/gallery')).json().data as { photo_count: number }[];
    expect(albums.length).toBeGreaterThanOrEqual(3);
    for (const a of albums) expect(a.photo_count).toBeGreaterThanOrEqual(5);
    expect((await t.app.inject('/api/media')).json().total).toBeGreaterThanOrEqual(3);
    // Squads (decision 031): children on the rosters, open offers and U13's waiting list, public as "First L.".
    const admin = bearer(await login(t.app));
    const squads = (await t.app.inject({ url: '/api/squads', headers: admin })).json().data as {
      name: string;
      enrolled: number;
      offered: number;
      waitlisted: number;
    }[];
    expect(squads.map((q) => [q.name, q.enrolled, q.offered, q.waitlisted])).toEqual([
      ['U11', 2, 0, 0],
      ['U12', 1, 1, 0],
      ['U13', 1, 1, 2],
    ]);
    // Daniel's family said no to the website: counted, not named (decision 060); the demo's other rosters are named.
    const rosters = (await t.app.inject('/api/public/squads')).json().data as PublicSquad[];
    expect(rosters.find((q) => q.name === 'U11')).toMatchObject({ players: [{ name: 'Amara O.' }], others: 1 });
    expect(rosters.filter((q) => q.players.length > 0).map((q) => q.name)).toEqual(['U11', 'U12', 'U13']);
  });

  it('gives each squad a weekly training series for the season and two matches, one played, in its calendar feed (docs/decisions/038)', async () => {
    const admin = bearer(await login(t.app));
    const squads = (await t.app.inject({ url: '/api/squads', headers: admin })).json().data as { id: number; name: string }[];
    expect(squads.length).toBe(3);
    const now = Date.now();
    for (const squad of squads) {
      const events = (await t.app.inject({ url: `/api/squads/${squad.id}/events`, headers: admin })).json().data as {
        kind: string;
        series_id: number | null;
        starts_at: string;
      }[];
      const trainings = events.filter((e) => e.kind === 'training');
      expect(new Set(trainings.map((e) => e.series_id)).size, squad.name).toBe(1);
      expect(trainings.length, squad.name).toBeGreaterThanOrEqual(40);
      const matches = events.filter((e) => e.kind === 'match').map((e) => Date.parse(e.starts_at) < now);
      expect(matches.sort(), squad.name).toEqual([false, true]);
      const feed = await t.app.inject({ url: squadCalendarPath(squad.id) });
      expect(feed.body.match(/BEGIN:VEVENT/g)?.length ?? 0, squad.name).toBeGreaterThanOrEqual(10);
    }
  });

  it("has attendance on the squads' past trainings and matches, per child over the season (docs/decisions/041)", async () => {
    const admin = bearer(await login(t.app));
    const squads = (await t.app.inject({ url: '/api/squads', headers: admin })).json().data as { id: number; enrolled: number }[];
    const withRoster = squads.filter((s) => s.enrolled > 0);
    expect(withRoster.length).toBeGreaterThanOrEqual(2);
    for (const squad of withRoster) {
      const table = (await t.app.inject({ url: `/api/squads/${squad.id}/attendance`, headers: admin })).json().data as {
        players: { registration_id: number; totals: { trainings: number; trainings_attended: number; matches: number } }[];
      };
      expect(table.players).toHaveLength(squad.enrolled);
      for (const p of table.players) {
        expect(p.totals.trainings).toBeGreaterThan(0);
        expect(p.totals.matches).toBe(1);
        expect(p.totals.trainings_attended).toBeLessThanOrEqual(p.totals.trainings);
      }
      const child = (await t.app.inject({ url: `/api/registrations/${table.players[0]!.registration_id}/attendance`, headers: admin })).json().data;
      expect(child.events.length).toBe(child.totals.trainings + child.totals.matches);
    }
  });

  it('has a draft and a post scheduled a week ahead with its job, on no public surface', async () => {
    const token = bearer(await login(t.app));
    const rows = (await t.app.inject({ url: '/api/posts?limit=100', headers: token })).json().data as Post[];
    expect(rows.filter((p) => p.status === 'draft')).toHaveLength(1);
    const scheduled = rows.filter((p) => p.status === 'scheduled');
    expect(scheduled).toHaveLength(1);
    const inDays = (Date.parse(scheduled[0]!.publish_at!) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(6.9);
    expect(inDays).toBeLessThan(7.1);
    const jobs = (await t.app.db.execute(sql`select run_at from jobs where key = ${`publish-post:${scheduled[0]!.id}`} and state = 'queued'`)) as unknown as {
      rows: unknown[];
    };
    expect(jobs.rows).toHaveLength(1);
    const surfaces = await postSurfaces(t.app);
    for (const p of rows.filter((r) => r.status !== 'published')) expect(surfaces).not.toContain(p.title);
    expect(rows.filter((p) => p.status === 'published').length).toBe((await t.app.inject('/api/posts?limit=100')).json().data.length);
  });

  it('has tagged posts: tag pages with several published posts, and a post with its own excerpt (decision 047)', async () => {
    const tags = (await t.app.inject('/api/tags')).json().data as { slug: string; name: string; count: number }[];
    for (const name of ['Match report', 'Trials', 'Academy news', 'U12', 'U14'])
      expect(
        tags.map((x) => x.name),
        name,
      ).toContain(name);
    expect(tags.filter((x) => x.count >= 3).length).toBeGreaterThanOrEqual(3);
    const page = await t.app.inject('/news/tag/match-report');
    expect(page.statusCode).toBe(200);
    const tagged = (await t.app.inject('/api/posts?limit=100&tag=match-report')).json().data as { title: string; excerpt: string; custom_excerpt?: string }[];
    expect(tagged.length).toBeGreaterThanOrEqual(2);
    expect(tagged.some((p) => p.title.includes('Lakeside Cup') && p.excerpt.startsWith('Our under-12s won the Lakeside Cup final'))).toBe(true);
  });
});

describe('the seeded trial day', () => {
  it('has a coach assigned to a past session whose children are checked in and scored, ranked', async () => {
    const [coach] = await t.app.db.select().from(users).where(eq(users.email, SEED_COACH.email));
    expect(coach?.role).toBe('coach');
    const admin = bearer(await login(t.app));
    const sessions = (await t.app.inject({ url: '/api/trials', headers: admin })).json().data as { id: number; starts_at: string; coach_ids: number[] }[];
    const past = sessions.filter((s) => s.coach_ids.includes(coach!.id));
    expect(past).toHaveLength(1);
    expect(new Date(past[0]!.starts_at).getTime()).toBeLessThan(Date.now());
    const day = (await t.app.inject({ url: `/api/trials/${past[0]!.id}/day`, headers: admin })).json().data;
    expect(day.children).toHaveLength(3);
    for (const child of day.children) {
      expect(child.attendance).not.toBeNull();
      expect(Object.keys(child.scores)).toEqual(day.criteria);
    }
    const results = (await t.app.inject({ url: `/api/trials/${past[0]!.id}/results`, headers: admin })).json().data;
    expect(results.session.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 2]);
  }, 30_000);

  it("has a published progress report on an enrolled child's status page, and a draft only staff see (decision 034)", async () => {
    const [child] = await t.app.db.select().from(registrations).where(eq(registrations.player_name, SEED_REPORT_CHILD));
    expect(child?.status).toBe('accepted');
    const admin = bearer(await login(t.app));
    const reports = (await t.app.inject({ url: `/api/registrations/${child!.id}/reports`, headers: admin })).json().data as { id: number; state: string }[];
    expect(reports.map((r) => r.state)).toEqual(['draft', 'published']);
    const url = await t.app.statusLinks.urlFor(t.app.db, child!.id);
    const page = (await t.app.inject({ url: `/api/public/status/${url.split('/status/')[1]}` })).json().data;
    expect(page.reports.map((r: { id: number }) => r.id)).toEqual([reports[1]!.id]);
  }, 30_000);
});
