import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { squadCalendarPath } from '@academy/contract/event';
import { squadEvents } from '../../src/db/schema/squad-events.ts';
import { bearer, createTestApp, createUserWithRole, fillPath, login, routesOf, type TestApp } from '../helpers.ts';

/**
 * The squad events' routes (docs/decisions/038), taken from the app's route table: a visitor gets
 * 401 and an editor 403 on every one; a coach reads the events of their own squad only (403 on
 * another squad's) and changes none; the squad's calendar feed is public.
 */
let t: TestApp;
let admin: Record<string, string>;
let squadId: number;
let eventId: number;
let ownCoach: Record<string, string>;
let otherCoach: Record<string, string>;
let editor: Record<string, string>;

/** The events' own routes; attendance at an event has its walk in attendance-access.test.ts (docs/decisions/041). */
const isEventRoute = (url: string) => (url.startsWith('/api/events') && !url.endsWith('/attendance')) || url === '/api/squads/:id/events';
const routes = () => routesOf(t.app).filter((r) => isEventRoute(r.url) && r.method !== 'OPTIONS' && r.method !== 'HEAD');
/** The calendar's window (GET /api/events) needs its from and to; the other routes one id. */
const windowQuery = () => `?from=${new Date(start - 86_400_000).toISOString()}&to=${new Date(start + 86_400_000).toISOString()}`;
const urlOf = (url: string) => (url === '/api/events' ? `${url}${windowQuery()}` : fillPath(url, url.startsWith('/api/events') ? eventId : squadId));
/** What a GET answers, as ids: a list's, or one record's. */
const idsOf = (data: { id: number } | { id: number }[]) => (Array.isArray(data) ? data : [data]).map((e) => e.id);
const start = Date.now() + 3 * 86_400_000;
const validBody = (url: string) =>
  url.startsWith('/api/events')
    ? { status: 'cancelled' }
    : {
        kind: 'training',
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
        venue: { name: 'Pitch', address: 'Road 1' },
      };
const bodyFor = (method: string, url: string) => (method === 'GET' || method === 'DELETE' ? undefined : validBody(url));
const eventRows = async () => (await t.app.db.select({ n: count() }).from(squadEvents))[0]!.n;
const snapshot = async () => JSON.stringify(await t.app.db.select().from(squadEvents).orderBy(squadEvents.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app));
  const coach = await createUserWithRole(t.app, 'coach');
  ownCoach = bearer(coach.token);
  otherCoach = bearer((await createUserWithRole(t.app, 'coach')).token);
  editor = bearer((await createUserWithRole(t.app, 'editor')).token);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/squads',
    headers: admin,
    payload: { name: 'U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 5, coach_ids: [coach.id] },
  });
  squadId = created.json().data.id;
  const event = await t.app.inject({ method: 'POST', url: `/api/squads/${squadId}/events`, headers: admin, payload: validBody('/api/squads/:id/events') });
  expect(event.statusCode, event.body).toBe(201);
  eventId = event.json().data.id;
});
afterAll(() => t.close());

describe('squad events routes by role', () => {
  it('has the routes the issue names', () => {
    const keys = routes().map((r) => `${r.method} ${r.url}`);
    for (const key of [
      'GET /api/squads/:id/events',
      'POST /api/squads/:id/events',
      'GET /api/events',
      'GET /api/events/:id',
      'PUT /api/events/:id',
      'DELETE /api/events/:id',
      'GET /api/events/:id/availability',
      'PUT /api/events/:id/result',
    ])
      expect(keys).toContain(key);
  });

  it('answers 401 to a visitor and 403 to an editor on every one, changing nothing', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const url = urlOf(route.url);
      const payload = bodyFor(route.method, route.url);
      const anonymous = await t.app.inject({ method: route.method as 'GET', url, payload });
      expect([route.url, anonymous.statusCode, anonymous.json().message]).toEqual([route.url, 401, COMMON_MESSAGES.unauthorized]);
      const asEditor = await t.app.inject({ method: route.method as 'GET', url, headers: editor, payload });
      expect([route.url, asEditor.statusCode, asEditor.json().message]).toEqual([route.url, 403, AUTH_MESSAGES.forbidden]);
    }
    expect(await snapshot()).toBe(before);
  });

  it("lets a coach read their own squad's events only, and change none", async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const url = urlOf(route.url);
      const payload = bodyFor(route.method, route.url);
      const own = await t.app.inject({ method: route.method as 'GET', url, headers: ownCoach, payload });
      const other = await t.app.inject({ method: route.method as 'GET', url, headers: otherCoach, payload });
      if (route.method === 'GET' && route.url.endsWith('/availability')) {
        // Who is coming (docs/decisions/040): the squad's own coach reads counts and names.
        expect([route.url, own.statusCode, own.json().data.event_id]).toEqual([route.url, 200, eventId]);
        expect([route.url, other.statusCode, other.json().message]).toEqual([route.url, 403, AUTH_MESSAGES.forbidden]);
      } else if (route.method === 'GET') {
        expect([route.url, own.statusCode, idsOf(own.json().data)]).toEqual([route.url, 200, [eventId]]);
        // The calendar's window of every squad is the coach's own squads': another coach's is empty.
        if (route.url === '/api/events') expect([route.url, other.statusCode, other.json().data]).toEqual([route.url, 200, []]);
        else expect([route.url, other.statusCode, other.json().message]).toEqual([route.url, 403, AUTH_MESSAGES.forbidden]);
      } else {
        expect([route.method, route.url, own.statusCode, other.statusCode]).toEqual([route.method, route.url, 403, 403]);
      }
    }
    expect(await snapshot()).toBe(before);
    expect(await eventRows()).toBe(1);
  });

  it('serves the calendar feed to anyone, and the same bodies with a valid payload to the administrator', async () => {
    const feed = await t.app.inject({ url: squadCalendarPath(squadId) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:event-${eventId}@`);
    // The refusals above were the guard's: the administrator's same request goes through.
    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/events/${eventId}`, headers: admin, payload: { status: 'cancelled' } });
    expect([cancelled.statusCode, cancelled.json().data.status]).toEqual([200, 'cancelled']);
  });
});
