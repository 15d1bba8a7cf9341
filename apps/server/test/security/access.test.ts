import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';
import { createThrowawayUser, fillPath, insertOneOfEach, PRIVATE_MARKERS, routesOf, rowCounts, signToken } from '../support.ts';

/**
 * Every route the running app registered (collected by its onRoute hook, not a hand-kept list)
 * that is not marked public must refuse each kind of bad credential with 401.
 */
let t: TestApp;
let adminToken: string;
const badTokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertOneOfEach(t.app);
  // A fresh database: every table's first row has id 1, so one filled path fits every resource.
  expect(new Set(Object.values(ids))).toEqual(new Set([1]));
  adminToken = await login(t.app);
  const secret = t.config.jwtSecret!;
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  badTokens.expired = await signToken(secret, 1, { issuedAt: hourAgo - 60, expiresAt: hourAgo });
  badTokens['other secret'] = await signToken('another-secret-another-secret-another-0', 1);
  const goneId = await createThrowawayUser(t.app);
  badTokens['deleted user'] = await signToken(secret, goneId);
  await t.app.db.delete(users).where(eq(users.id, goneId));
  badTokens.garbage = 'not.a.jwt';
  badTokens['alg none'] = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`;
});
afterAll(() => t.close());

const bodyFor = (method: string) => (method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : {});

describe('access control derived from the route table', () => {
  it('knows the routes', () => {
    const routes = routesOf(t.app);
    expect(routes.filter((r) => !r.public).length).toBeGreaterThan(30);
    // Sanity: the list really is the app's, including routes nobody would remember to list by hand.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/registrations/export.csv');
  });

  it('never returns registration, contact or subscriber data on a public route', async () => {
    const leaks: string[] = [];
    const markers = Object.values(PRIVATE_MARKERS);
    const publicRoutes = routesOf(t.app).filter((r) => r.public && r.method !== 'OPTIONS');
    expect(publicRoutes.length).toBeGreaterThan(10);
    for (const route of publicRoutes) {
      for (const query of ['', '?q=Zqxw', '?limit=100&status=pending', '?q=private']) {
        const url = fillPath(route.url) + query;
        const res = await t.app.inject({ method: route.method as 'GET', url, payload: bodyFor(route.method) });
        for (const marker of markers) if (res.body.toLowerCase().includes(marker.toLowerCase())) leaks.push(`${route.method} ${url} leaks ${marker}`);
        if (res.statusCode >= 500) leaks.push(`${route.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    // The markers are really there for the administrator.
    const admin = await t.app.inject({ url: '/api/registrations/1', headers: bearer(adminToken) });
    expect(admin.body).toContain(PRIVATE_MARKERS.health);
  });

  it('answers 401 to anonymous callers and to every bad token on every private route', async () => {
    const failures: string[] = [];
    const before = await rowCounts(t.app);
    let checked = 0;
    for (const route of routesOf(t.app).filter((r) => !r.public)) {
      const url = fillPath(route.url);
      const variants: [string, Record<string, string>][] = [['anonymous', {}], ...Object.entries(badTokens).map(([k, v]) => [k, bearer(v)] as [string, Record<string, string>])];
      for (const [name, headers] of variants) {
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload: bodyFor(route.method) });
        checked++;
        if (res.statusCode !== 401) failures.push(`${route.method} ${url} (${name}): ${res.statusCode}`);
        else if (route.method !== 'HEAD' && res.json().message !== COMMON_MESSAGES.unauthorized) failures.push(`${route.method} ${url} (${name}): ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing changed: no refused DELETE, PUT or POST reached its handler.
    expect(await rowCounts(t.app)).toEqual(before);
    // The same requests with the administrator's token get past the guard: the 401s above are the guard's.
    for (const route of routesOf(t.app).filter((r) => !r.public)) {
      const url = fillPath(route.url);
      const ok = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(adminToken), payload: bodyFor(route.method) });
      if (ok.statusCode === 401) failures.push(`${route.method} ${url} (admin): 401`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('refuses a token once the user is gone, even while it has not expired', async () => {
    const res = await t.app.inject({ url: '/api/auth/profile', headers: bearer(badTokens['deleted user']!) });
    expect(res.statusCode).toBe(401);
  });
});
