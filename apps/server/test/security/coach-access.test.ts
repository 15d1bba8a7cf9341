import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoachChildSchema } from '@academy/contract/trial-day';
import { squadCoaches, squadPlaces, squads } from '../../src/db/schema/squads.ts';
import { progressReports } from '../../src/db/schema/progress-reports.ts';
import { squadEvents } from '../../src/db/schema/squad-events.ts';
import { trialCoaches } from '../../src/db/schema/trial-day.ts';
import { trialSessions } from '../../src/db/schema/trials.ts';
import {
  bearer,
  createTestApp,
  endsSession,
  createUserWithRole,
  fillPath,
  insertOneOfEach,
  login,
  PRIVATE_FIELDS,
  PRIVATE_MARKERS,
  refusalsOn,
  routesOf,
  type TestApp,
  walkBodyFor,
} from '../helpers.ts';

/**
 * The coach role (decisions 018, 030), walked over the app's own route table: every route that
 * does not declare coaches refuses one; the routes that do refuse a coach any session not assigned
 * to them; and on their own session a coach reads only the CoachChild projection.
 */
let t: TestApp;
let coach: { id: number; token: string; email: string; password: string };
let otherCoach: { id: number; token: string };
let ids: Awaited<ReturnType<typeof insertOneOfEach>>;
/** A squad with the test's child on its roster, its coach assigned in the last test; another coach's squad. */
let squadId: number;
/** A draft report on the test's child, written by an administrator (decision 034). */
let reportId: number;
const reportBody = { criteria: [{ criterion: 'Technique', score: 3, comment: 'Quick feet' }], summary: 'Steady' };

const bodyFor = walkBodyFor;
/** A coach's own account, and the lists of their sessions and squads: open whether or not anything is assigned. */
// Their own lists: what the caller may see (the calendar's window of every squad is their own squads').
const ownAccount = (url: string) =>
  url.startsWith('/api/auth/') || url === '/api/coach/trials' || url === '/api/coach/events' || url === '/api/squads' || url === '/api/events';
/** A training of the test's squad that started an hour ago (attendance can be taken, docs/decisions/041). */
let eventId: number;
/** The record a coach route's `:id` names: a trial session, a squad, an event or a registration. */
const idFor = (url: string) =>
  url.startsWith('/api/trials')
    ? ids.trial
    : url.startsWith('/api/squads')
      ? squadId
      : url.startsWith('/api/reports')
        ? reportId
        : url.startsWith('/api/events')
          ? eventId
          : ids.registration;
/** A route's address for the walk: its `:id` filled in, and the query a route cannot answer without. */
const WINDOW = `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;
const addressOf = (url: string) =>
  url === '/api/squads/announcements/recipients' ? `${url}?squad_ids=${squadId}` : url === '/api/events' ? `${url}?${WINDOW}` : fillPath(url, idFor(url));
/** What a coach never reads: the family's and contacts' values, and the registration's other field names. */
const NEVER = [
  PRIVATE_MARKERS.parentName,
  PRIVATE_MARKERS.parentEmail,
  PRIVATE_MARKERS.school,
  PRIVATE_MARKERS.contactName,
  PRIVATE_MARKERS.contactEmail,
  PRIVATE_MARKERS.contactMessage,
  PRIVATE_MARKERS.subscriber,
];
const NEVER_FIELDS = PRIVATE_FIELDS.filter((f) => f !== 'health_conditions');

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertOneOfEach(t.app);
  coach = await createUserWithRole(t.app, 'coach');
  const other = await createUserWithRole(t.app, 'coach');
  otherCoach = { id: other.id, token: other.token };
  const [elsewhere] = await t.app.db
    .insert(trialSessions)
    .values({ starts_at: new Date(Date.now() + 3 * 86_400_000), location: 'Other pitch', min_age: 10, max_age: 14, capacity: 5 })
    .returning();
  await t.app.db.insert(trialCoaches).values({ trial_id: elsewhere!.id, user_id: otherCoach.id });
  const [squad] = await t.app.db.insert(squads).values({ name: 'U12', season: '2026/27', min_age: 11, max_age: 12, capacity: 10 }).returning();
  squadId = squad!.id;
  await t.app.db.insert(squadPlaces).values({ squad_id: squadId, registration_id: ids.registration, state: 'enrolled' });
  const [otherSquad] = await t.app.db.insert(squads).values({ name: 'U14', season: '2026/27', min_age: 13, max_age: 14, capacity: 10 }).returning();
  await t.app.db.insert(squadCoaches).values({ squad_id: otherSquad!.id, user_id: otherCoach.id });
  const [report] = await t.app.db.insert(progressReports).values({ registration_id: ids.registration, criteria: reportBody.criteria }).returning();
  reportId = report!.id;
  const [event] = await t.app.db
    .insert(squadEvents)
    .values({
      squad_id: squadId,
      kind: 'training',
      starts_at: new Date(Date.now() - 3_600_000),
      ends_at: new Date(Date.now() + 1_800_000),
      venue_name: 'Pitch',
      venue_address: 'Road 1',
    })
    .returning();
  eventId = event!.id;
});
afterAll(() => t.close());

describe('the coach role on every route', () => {
  it('answers 403 to a coach on every route not declared for coaches, changing nothing', async () => {
    const routes = routesOf(t.app).filter((r) => r.roles !== 'public' && !r.roles.includes('coach'));
    // The family's data, exports, mails, accounts, settings, activity and content are among them.
    for (const key of [
      'GET /api/registrations',
      'GET /api/registrations/:id',
      'GET /api/registrations/export.csv',
      'GET /api/registrations/:id/evaluations',
      'GET /api/trials',
      'GET /api/trials/:id',
      'PUT /api/trials/:id',
      'GET /api/trials/:id/attendance.csv',
      'GET /api/emails',
      'GET /api/users',
      'PUT /api/academy',
      'GET /api/audit',
      'POST /api/posts',
      'POST /api/albums',
      'GET /api/admin/counts',
      'GET /api/admin/dashboard',
    ]) {
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(key);
    }
    expect(await refusalsOn(t.app, routes, bearer(coach.token))).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it("refuses a coach every route of a session or squad not assigned to them (another coach's)", async () => {
    const routes = routesOf(t.app).filter((r) => r.roles !== 'public' && r.roles.includes('coach') && !ownAccount(r.url));
    expect(new Set(routes.map((r) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`))).toEqual(
      new Set([
        'GET /api/trials/:id/day',
        'GET /api/trials/:id/results',
        'POST /api/trials/:id/checkin',
        'PUT /api/registrations/:id/evaluation',
        'GET /api/squads/:id',
        'GET /api/squads/:id/roster',
        'GET /api/squads/:id/waitlist',
        'GET /api/squads/:id/offers',
        'GET /api/squads/:id/events',
        'GET /api/events/:id',
        'GET /api/events/:id/availability',
        'GET /api/squads/:id/attendance',
        'GET /api/events/:id/attendance',
        'POST /api/events/:id/attendance',
        'GET /api/registrations/:id/attendance',
        'GET /api/squads/announcements/recipients',
        'POST /api/squads/announcements',
        'GET /api/registrations/:id/reports',
        'GET /api/registrations/:id/reports/template',
        'POST /api/registrations/:id/reports',
        'GET /api/reports/:id',
        'PUT /api/reports/:id',
      ]),
    );
    const bodies: Record<string, unknown> = {
      'POST /api/trials/:id/checkin': { registration_id: ids.registration, attendance: 'present' },
      'PUT /api/registrations/:id/evaluation': { trial_id: ids.trial, scores: { Technique: 3 } },
      'POST /api/registrations/:id/reports': reportBody,
      'PUT /api/reports/:id': reportBody,
      'POST /api/events/:id/attendance': { registration_id: ids.registration, attended: true },
      'POST /api/squads/announcements': { squad_ids: [squadId], subject: 'Rain', body: 'No training today' },
    };
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: addressOf(route.url),
        headers: bearer(otherCoach.token),
        payload: bodies[key] as object | undefined,
      });
      if (res.statusCode !== 403) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      for (const marker of Object.values(PRIVATE_MARKERS)) if (res.body.includes(marker)) failures.push(`${key} leaks ${marker}`);
    }
    expect(failures).toEqual([]);
    // Their own list holds their session only.
    const mine = await t.app.inject({ url: '/api/coach/trials', headers: bearer(otherCoach.token) });
    expect(mine.json().data.map((s: { location: string }) => s.location)).toEqual(['Other pitch']);
    const theirSquads = await t.app.inject({ url: '/api/squads', headers: bearer(otherCoach.token) });
    expect(theirSquads.json().data.map((s: { name: string }) => s.name)).toEqual(['U14']);
  });

  it('lets an assigned coach use every route declared for coaches, reading only the CoachChild projection', async () => {
    await t.app.db.insert(trialCoaches).values({ trial_id: ids.trial, user_id: coach.id });
    await t.app.db.insert(squadCoaches).values({ squad_id: squadId, user_id: coach.id });
    const routes = routesOf(t.app).filter((r) => r.roles !== 'public' && r.roles.includes('coach'));
    const bodies: Record<string, unknown> = {
      'POST /api/trials/:id/checkin': { registration_id: ids.registration, attendance: 'late' },
      'PUT /api/registrations/:id/evaluation': { trial_id: ids.trial, scores: { Technique: 4 }, note: 'Quick feet' },
      'POST /api/events/:id/attendance': { registration_id: ids.registration, attended: true },
    };
    const failures: string[] = [];
    const leaks: string[] = [];
    // Writes first (then the reads show them), session enders last.
    const order = (r: { method: string; url: string }) => (endsSession(r.url) ? 2 : r.method === 'GET' ? 1 : 0);
    for (const route of [...routes].sort((a, b) => order(a) - order(b))) {
      const key = `${route.method} ${route.url}`;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: addressOf(route.url),
        headers: bearer(coach.token),
        payload: (bodies[key] ?? bodyFor(route.method)) as object | undefined,
      });
      const ok =
        route.method === 'GET' || route.method === 'HEAD' || key in bodies
          ? res.statusCode === 200
          : res.statusCode < 500 && ![401, 403].includes(res.statusCode);
      if (!ok) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      // The season's rosters (PlayerAttendance, SquadAttendance: docs/decisions/041; PlayerAvailability: 040) name the child as
      // `player_name`, the value CoachChild splits into first and last name: that key alone is theirs.
      const named = /\/(attendance|availability)$/.test(route.url) ? NEVER_FIELDS.filter((f) => f !== 'player_name') : NEVER_FIELDS;
      for (const marker of [...NEVER, ...named]) if (res.body.toLowerCase().includes(marker.toLowerCase())) leaks.push(`${key} leaks ${marker}`);
      if (endsSession(route.url)) coach.token = await login(t.app, coach);
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);

    const day = (await t.app.inject({ url: `/api/trials/${ids.trial}/day`, headers: bearer(coach.token) })).json().data;
    expect(day.children).toHaveLength(1);
    const child = day.children[0];
    // Exactly the projection, with the trial day's own marks beside it.
    const projection = Object.keys(CoachChildSchema.shape).sort();
    expect(projection).toEqual(['age', 'first_name', 'health_conditions', 'last_name', 'parent_phone', 'photo_consent', 'registration_id']);
    expect(Object.keys(child).sort()).toEqual([...projection, 'attendance', 'attendance_recorded_at', 'average', 'note', 'scores'].sort());
    expect(child).toMatchObject({
      first_name: 'Privateplayer',
      last_name: 'Zqxw',
      health_conditions: PRIVATE_MARKERS.health,
      attendance: 'late',
      scores: { Technique: 4 },
    });
    const list = (await t.app.inject({ url: '/api/coach/trials', headers: bearer(coach.token) })).json().data;
    expect(list.map((s: { id: number; children: number }) => [s.id, s.children])).toEqual([[ids.trial, 1]]);
    // Their squad's roster: the same projection.
    const roster = (await t.app.inject({ url: `/api/squads/${squadId}/roster`, headers: bearer(coach.token) })).json().data;
    expect(roster).toHaveLength(1);
    expect(roster[0]).toMatchObject({ first_name: 'Privateplayer', health_conditions: PRIVATE_MARKERS.health });
  });
});
