import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { eq } from 'drizzle-orm';
import { albums } from '../../src/db/schema/albums.ts';
import { media } from '../../src/db/schema/media.ts';
import { photos } from '../../src/db/schema/photos.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { users } from '../../src/db/schema/users.ts';
import {
  bearer,
  createTestApp,
  endsSession,
  createThrowawayUser,
  createUserWithRole,
  fillPath,
  insertOneOfEach,
  login,
  PARENT_FORM,
  PRIVATE_FIELDS,
  PRIVATE_MARKERS,
  refusalsOn,
  routesOf,
  rowCounts,
  signToken,
  type TestApp,
  walkBodyFor,
} from '../helpers.ts';

/**
 * Every route the running app registered (collected by its onRoute hook, not a hand-kept list)
 * that is not marked public must refuse each kind of bad credential with 401.
 */
let t: TestApp;
let adminToken: string;
let editorToken: string;
let editor: { email: string; password: string };
const badTokens: Record<string, string> = {};
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\.ics$/, '');

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
  const deactivated = await createUserWithRole(t.app, 'admin');
  badTokens['deactivated user'] = deactivated.token;
  await t.app.db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));
  const e = await createUserWithRole(t.app, 'editor');
  editorToken = e.token;
  editor = { email: e.email, password: e.password };
  badTokens.garbage = 'not.a.jwt';
  badTokens['alg none'] = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`;
});
afterAll(() => t.close());

const bodyFor = walkBodyFor;

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
      const variants: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ...Object.entries(badTokens).map(([k, v]) => [k, bearer(v)] as [string, Record<string, string>]),
      ];
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
      if (endsSession(route.url)) adminToken = await login(t.app);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('answers 403 to an editor on every route not allowed to editors, changing nothing and leaking nothing', async () => {
    const routes = routesOf(t.app).filter((r) => r.roles !== 'public' && !r.roles.includes('editor'));
    // Children's and families' data, and the administration of accounts, are among them.
    for (const url of [
      '/api/registrations',
      '/api/registrations/:id',
      '/api/contact',
      '/api/trials',
      '/api/audit',
      '/api/users',
      '/api/emails',
      '/api/admin/counts',
      '/api/admin/dashboard',
    ]) {
      expect(routes.map((r) => r.url)).toContain(url);
    }
    expect(await refusalsOn(t.app, routes, bearer(editorToken))).toEqual([]);
    // The administrator's token passes the same routes: the 403s are the role check's.
    const admin = await t.app.inject({ url: '/api/registrations', headers: bearer(adminToken) });
    expect(admin.statusCode).toBe(200);
  });

  it('lets an editor use every route declared for editors, and no answer an editor gets holds a registration or contact field', async () => {
    const editorRoutes = routesOf(t.app).filter((r) => r.roles !== 'public' && r.roles.includes('editor'));
    for (const key of ['GET /api/auth/profile', 'PUT /api/auth/profile', 'GET /api/albums', 'POST /api/albums', 'DELETE /api/photos/:id', 'POST /api/media']) {
      expect(editorRoutes.map((r) => `${r.method} ${r.url}`)).toContain(key);
    }
    // Earlier tests' administrator requests deleted the first rows: new content rows, all with one id.
    const [album] = await t.app.db.insert(albums).values({ name: 'Album', created_by: 1 }).returning();
    const [photo] = await t.app.db.insert(photos).values({ album_id: album!.id, url: '/uploads/images/none.webp', filename: 'p.jpg' }).returning();
    const [video] = await t.app.db.insert(media).values({ title: 'Video', video_url: 'https://www.youtube.com/watch?v=abcdefghijk' }).returning();
    const id = album!.id;
    expect([photo!.id, video!.id]).toEqual([id, id]);
    const failures: string[] = [];
    const leaks: string[] = [];
    // The API's documentation names every field (never a value): it is checked for values only.
    const check = (label: string, body: string) => {
      const fields = label.includes('/api/docs') ? [] : PRIVATE_FIELDS;
      for (const marker of [...Object.values(PRIVATE_MARKERS), ...fields])
        if (body.toLowerCase().includes(marker.toLowerCase())) leaks.push(`${label} leaks ${marker}`);
    };
    // Deletes last: they remove the rows the other routes read.
    const order = (m: string) => (m === 'DELETE' ? 1 : 0);
    let deleted = 0;
    for (const route of [...editorRoutes].sort((a, b) => order(a.method) - order(b.method))) {
      const url = fillPath(route.url, id);
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(editorToken), payload: bodyFor(route.method) });
      // Reads succeed; deletes too (or find the row gone with its alias's delete: the handler's 404); writes sent an
      // empty body reach the handler's validation (400/415), never the guard's 401/403.
      if (route.method === 'DELETE' && res.statusCode === 200) deleted++;
      const ok =
        route.method === 'GET' || route.method === 'HEAD'
          ? res.statusCode === 200
          : route.method === 'DELETE'
            ? [200, 404].includes(res.statusCode)
            : res.statusCode < 500 && ![401, 403].includes(res.statusCode);
      if (!ok) failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      check(`${route.method} ${url}`, res.body);
      if (endsSession(route.url)) editorToken = await login(t.app, editor);
    }
    // Public routes with the editor's token (which may show more than to a visitor, e.g. drafts).
    for (const route of routesOf(t.app).filter((r) => r.public && (r.method === 'GET' || r.method === 'HEAD'))) {
      const url = fillPath(route.url, id);
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(editorToken) });
      if (res.statusCode >= 500) failures.push(`${route.method} ${url}: ${res.statusCode}`);
      check(`${route.method} ${url}`, res.body);
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
    expect(editorRoutes.length).toBeGreaterThanOrEqual(15);
    expect(deleted).toBeGreaterThanOrEqual(2);
  });

  it("answers an editor's photo-tag search with a child's name and squad only, never age or consent (decision 061)", async () => {
    // A child with an open application, and one a search of a single letter finds among many.
    await t.app.db.insert(registrations).values({
      ...PARENT_FORM,
      parent_email: 'tag.search.access@example.com',
      player_name: 'Tagsearch Qvzk',
      contact_permission: 'yes',
      years_playing: '2',
      uniform_size: 'Medium',
      health_conditions: 'Tagsearch health',
      photo_consent: 'no',
      photo_name_consent: 'no',
      photo_social_consent: 'no',
    });
    const search = (q: string, token: string) => t.app.inject({ url: `/api/photo-subjects/candidates?q=${encodeURIComponent(q)}`, headers: bearer(token) });
    for (const q of ['Tagsearch', 'a', 'e', 'o']) {
      const res = await search(q, editorToken);
      expect(res.statusCode).toBe(200);
      const found = res.json().data as Record<string, unknown>[];
      for (const child of found) expect(Object.keys(child).sort()).toEqual(['name', 'registration_id', 'squad']);
      expect(res.body).not.toMatch(/consent|health|school|parent/i);
    }
    expect(((await search('Tagsearch', editorToken)).json().data as { name: string }[]).map((c) => c.name)).toEqual(['Tagsearch Qvzk']);
    // The administrator, who sees every registration anyway, keeps what warns before tagging.
    const admin = (await search('Tagsearch', adminToken)).json().data as Record<string, unknown>[];
    expect(admin).toEqual([expect.objectContaining({ name: 'Tagsearch Qvzk', age: PARENT_FORM.player_age, photo_consent: 'no' })]);
  });

  it("answers a stranger's token on every family route (status link, calendar feed, email change) with nothing of another family", async () => {
    // The family a stranger is after, with values found nowhere else.
    const marks = {
      parent_name: 'Walkparent Qvx',
      parent_email: 'walk.victim.qvx@example.com',
      player_name: 'Walkchild Qvx',
      current_school: 'Walkschool Qvx',
      health_conditions: 'Walkhealth Qvx',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, ...marks } })).statusCode).toBe(201);
    const [victim] = await t.app.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.parent_email, marks.parent_email));
    await t.app.statusLinks.urlFor(t.app.db, victim!.id);
    const victimFeed = tokenOf((await t.app.statusLinks.feedUrlFor(t.app.db, victim!.id))!);
    // The stranger's own child and link; a link of theirs revoked by a renewal; a token of no kind.
    const created = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, parent_email: 'stranger.walk@example.com' } });
    expect(created.statusCode, created.body).toBe(201);
    const [mine] = await t.app.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.parent_email, 'stranger.walk@example.com'));
    const revoked = tokenOf(await t.app.statusLinks.urlFor(t.app.db, mine!.id));
    const own = tokenOf(await t.app.statusLinks.renew(t.app.db, mine!.id));
    const familyRoutes = routesOf(t.app).filter((r) => r.public && r.url.includes(':token') && !r.url.startsWith('/api/newsletter'));
    expect(familyRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/public/status/:token/data',
        'DELETE /api/public/status/:token/data',
        'POST /api/public/family-email/:token',
        'GET /calendar/family/:token.ics',
      ]),
    );
    const failures: string[] = [];
    const leaks: string[] = [];
    const check = (label: string, body: string) => {
      for (const marker of Object.values(marks)) if (body.toLowerCase().includes(marker.toLowerCase())) leaks.push(`${label} leaks ${marker}`);
    };
    const order = (m: string) => (m === 'DELETE' ? 1 : 0);
    for (const route of [...familyRoutes].sort((a, b) => order(a.method) - order(b.method))) {
      // A token that is not this route's own kind, revoked, or random opens nothing: 404 (or the body's 400 before it).
      for (const [kind, token] of Object.entries({ revoked, random: 'q'.repeat(43), 'victim feed': victimFeed })) {
        if (kind === 'victim feed' && route.url.startsWith('/calendar/family/')) continue;
        const url = fillPath(route.url, token);
        const res = await t.app.inject({ method: route.method as 'GET', url, payload: walkBodyFor(route.method) });
        if (![400, 404].includes(res.statusCode)) failures.push(`${route.method} ${route.url} with a ${kind} token: ${res.statusCode}`);
        check(`${route.method} ${route.url} (${kind})`, res.body);
      }
      // The stranger's own valid link answers with the stranger's family only.
      const res = await t.app.inject({ method: route.method as 'GET', url: fillPath(route.url, own), payload: walkBodyFor(route.method) });
      if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} with the stranger's own token: ${res.statusCode}`);
      check(`${route.method} ${route.url} (own)`, res.body);
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
    // The victim's family is untouched by the walk, erasure included.
    expect(await t.app.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, victim!.id))).toHaveLength(1);
  });

  it('refuses a token once the user is gone, even while it has not expired', async () => {
    const res = await t.app.inject({ url: '/api/auth/profile', headers: bearer(badTokens['deleted user']!) });
    expect(res.statusCode).toBe(401);
  });
});
