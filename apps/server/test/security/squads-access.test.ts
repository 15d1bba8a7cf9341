import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { bearer, createTestApp, createUserWithRole, fillPath, login, PARENT_FORM, routesOf, rowCounts, type TestApp, registrationIdOf } from '../helpers.ts';

/**
 * The squads routes (decision 031), taken from the app's route table, walked as a visitor, an
 * editor, a coach of another squad and the squad's own coach: a visitor gets 401, an editor 403 on
 * every one; a coach 403 on the administrators' routes and on squads not assigned to them, and
 * reads only their own squad, changing nothing.
 */
let t: TestApp;
let admin: Record<string, string>;
let squadId: number;
let registrationId: number;
let ownCoach: string;
let otherCoach: string;
let editor: string;

/** The squads' routes; announcements to squads, which coaches send too, have their walk in coach-access.test.ts (docs/decisions/041). */
const isSquadRoute = (url: string) => (url.startsWith('/api/squads') && !url.startsWith('/api/squads/announcements')) || url === '/api/registrations/:id/offer';
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/squads',
    headers: admin,
    payload: { name: 'U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 5 },
  });
  squadId = created.json().data.id;
  const coach = await createUserWithRole(t.app, 'coach');
  ownCoach = coach.token;
  otherCoach = (await createUserWithRole(t.app, 'coach')).token;
  editor = (await createUserWithRole(t.app, 'editor')).token;
  await t.app.inject({
    method: 'PUT',
    url: `/api/squads/${squadId}`,
    headers: admin,
    payload: { name: 'U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 5, coach_ids: [coach.id] },
  });
  registrationId = await registrationIdOf(t.app, (await t.app.inject({ method: 'POST', url: '/api/registrations', payload: PARENT_FORM })).json().data);
  const offered = await t.app.inject({
    method: 'POST',
    url: `/api/registrations/${registrationId}/offer`,
    headers: admin,
    payload: { squad_id: squadId, respond_by: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(offered.statusCode, offered.body).toBe(200);
});
afterAll(() => t.close());

const routes = () => routesOf(t.app).filter((r) => isSquadRoute(r.url) && r.method !== 'OPTIONS' && r.method !== 'HEAD');
const urlOf = (url: string) => fillPath(url, url.startsWith('/api/registrations') ? registrationId : squadId);

describe('squads routes by role', () => {
  it('has the routes the issue names', () => {
    const keys = routes().map((r) => `${r.method} ${r.url}`);
    for (const key of [
      'GET /api/squads',
      'POST /api/squads',
      'GET /api/squads/:id',
      'PUT /api/squads/:id',
      'DELETE /api/squads/:id',
      'GET /api/squads/:id/roster',
      'GET /api/squads/:id/waitlist',
      'POST /api/registrations/:id/offer',
    ])
      expect(keys).toContain(key);
  });

  it('answers 401 to a visitor and 403 to an editor on every one, changing nothing', async () => {
    const before = await rowCounts(t.app);
    for (const route of routes()) {
      const url = urlOf(route.url);
      const anonymous = await t.app.inject({ method: route.method as 'GET', url, payload: bodyFor(route.method) });
      expect([route.url, anonymous.statusCode, anonymous.json().message]).toEqual([route.url, 401, COMMON_MESSAGES.unauthorized]);
      const asEditor = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(editor), payload: bodyFor(route.method) });
      expect([route.url, asEditor.statusCode, asEditor.json().message]).toEqual([route.url, 403, AUTH_MESSAGES.forbidden]);
    }
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("lets a coach read only their own squad's routes; the administrators' routes answer 403", async () => {
    const before = await rowCounts(t.app);
    for (const route of routes()) {
      const url = urlOf(route.url);
      const own = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(ownCoach), payload: bodyFor(route.method) });
      const other = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(otherCoach), payload: bodyFor(route.method) });
      if (route.method !== 'GET') {
        expect([route.method, route.url, own.statusCode, other.statusCode]).toEqual([route.method, route.url, 403, 403]);
      } else if (route.url === '/api/squads') {
        expect((own.json().data as { id: number }[]).map((s) => s.id)).toEqual([squadId]);
        expect(other.json().data).toEqual([]);
      } else {
        expect([route.url, own.statusCode]).toEqual([route.url, 200]);
        expect([route.url, other.statusCode, other.json().message]).toEqual([route.url, 403, AUTH_MESSAGES.forbidden]);
      }
      // Never a field of the registration beyond the coach's projection.
      expect(own.body).not.toContain(PARENT_FORM.current_school);
      expect(own.body).not.toContain(PARENT_FORM.parent_email);
    }
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("answers a coach 403 before 404: a squad that does not exist reads like another coach's (decision 030)", async () => {
    const missing = squadId + 10_000;
    const reads = routes().filter((r) => r.method === 'GET' && r.url.includes(':id') && r.url.startsWith('/api/squads'));
    expect(reads.map((r) => r.url)).toContain('/api/squads/:id/events');
    for (const route of reads) {
      const coach = await t.app.inject({ method: 'GET', url: fillPath(route.url, missing), headers: bearer(ownCoach) });
      expect([route.url, coach.statusCode, coach.json().message]).toEqual([route.url, 403, AUTH_MESSAGES.forbidden]);
      const byAdmin = await t.app.inject({ method: 'GET', url: fillPath(route.url, missing), headers: admin });
      expect([route.url, byAdmin.statusCode]).toEqual([route.url, 404]);
    }
  });
});
