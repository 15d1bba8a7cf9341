import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { squadCoaches, squadPlaces, squads } from '../../src/db/schema/squads.ts';
import { bearer, createTestApp, createUserWithRole, fillPath, login, PARENT_FORM, registrationIdOf, routesOf, rowCounts, type TestApp } from '../helpers.ts';

/**
 * The progress report routes (decision 034), taken from the app's route table, walked as a visitor
 * (401), an editor (403), a coach who does not coach the child (403, changing nothing), and the
 * child's squad coach (reads and writes its reports, never publishes).
 */
let t: TestApp;
let admin: Record<string, string>;
let registrationId: number;
let reportId: number;
let ownCoach: string;
let otherCoach: string;
let editor: string;

const isReportRoute = (url: string) => url.startsWith('/api/reports') || url.startsWith('/api/registrations/:id/reports');
const body = { criteria: [{ criterion: 'Speed', score: 4, comment: 'Fast on the wing' }], summary: 'Good progress' };
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : body);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app));
  const coach = await createUserWithRole(t.app, 'coach');
  ownCoach = coach.token;
  otherCoach = (await createUserWithRole(t.app, 'coach')).token;
  editor = (await createUserWithRole(t.app, 'editor')).token;
  await t.app.inject({ method: 'POST', url: '/api/registrations', payload: PARENT_FORM });
  registrationId = await registrationIdOf(t.app, PARENT_FORM);
  const [squad] = await t.app.db.insert(squads).values({ name: 'U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 5 }).returning();
  await t.app.db.insert(squadCoaches).values({ squad_id: squad!.id, user_id: coach.id });
  await t.app.db.insert(squadPlaces).values({ squad_id: squad!.id, registration_id: registrationId, state: 'enrolled' });
  const created = await t.app.inject({ method: 'POST', url: `/api/registrations/${registrationId}/reports`, headers: bearer(ownCoach), payload: body });
  expect(created.statusCode, created.body).toBe(201);
  reportId = created.json().data.id;
});
afterAll(() => t.close());

const routes = () => routesOf(t.app).filter((r) => isReportRoute(r.url) && r.method !== 'OPTIONS' && r.method !== 'HEAD');
const urlOf = (url: string) => fillPath(url, url.startsWith('/api/reports') ? reportId : registrationId);
const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url: urlOf(url), headers, payload: bodyFor(method) });

describe('progress report routes by role', () => {
  it('has the routes the issue names', () => {
    const keys = routes().map((r) => `${r.method} ${r.url}`);
    expect(keys.sort()).toEqual(
      [
        'GET /api/registrations/:id/reports',
        'GET /api/registrations/:id/reports/template',
        'POST /api/registrations/:id/reports',
        'GET /api/reports/:id',
        'PUT /api/reports/:id',
        'PUT /api/reports/:id/publish',
      ].sort(),
    );
  });

  it('answers 401 to a visitor, 403 to an editor and to a coach who does not coach the child, changing nothing', async () => {
    const before = await rowCounts(t.app);
    for (const route of routes()) {
      const anonymous = await call(route.method, route.url);
      expect([route.method, route.url, anonymous.statusCode, anonymous.json().message]).toEqual([route.method, route.url, 401, COMMON_MESSAGES.unauthorized]);
      const asEditor = await call(route.method, route.url, bearer(editor));
      expect([route.method, route.url, asEditor.statusCode, asEditor.json().message]).toEqual([route.method, route.url, 403, AUTH_MESSAGES.forbidden]);
      const unassigned = await call(route.method, route.url, bearer(otherCoach));
      expect([route.method, route.url, unassigned.statusCode, unassigned.json().message]).toEqual([route.method, route.url, 403, AUTH_MESSAGES.forbidden]);
      expect(unassigned.body).not.toContain('Fast on the wing');
    }
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("lets the child's coach read and write its reports but not publish them", async () => {
    for (const route of routes()) {
      const res = await call(route.method, route.url, bearer(ownCoach));
      const expected = route.url.endsWith('/publish') ? 403 : route.method === 'POST' ? 201 : 200;
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, expected]);
      expect(res.body).not.toContain(PARENT_FORM.parent_email);
      expect(res.body).not.toContain(PARENT_FORM.current_school);
    }
    expect((await call('PUT', '/api/reports/:id/publish', admin)).statusCode).toBe(200);
  });
});
