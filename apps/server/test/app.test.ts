import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

const PUBLIC = new Set([
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/forgot-password',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/news',
  'GET /api/news/{id}',
  'GET /api/posts',
  'GET /api/posts/{id}',
  'GET /api/posts/{id}/related',
  'GET /api/tags',
  'GET /api/tags/{slug}',
  'GET /api/media',
  'GET /api/public/albums',
  'GET /api/public/albums/{id}',
  'GET /api/gallery',
  'GET /api/gallery/{id}',
  'GET /api/team',
  'GET /api/team/{id}',
  'POST /api/registrations',
  'POST /api/contact',
  'POST /api/newsletter',
  'POST /api/newsletter/confirm/{token}',
  'POST /api/newsletter/unsubscribe/{token}',
  'GET /api/newsletter/unsubscribe/{token}',
  'GET /api/public/trials',
  'GET /api/public/squads',
  'GET /api/academy',
  'GET /api/public/site-content',
  'GET /api/public/status/{token}',
  'POST /api/public/status/{token}/respond',
  'GET /api/public/status/{token}/data',
  'DELETE /api/public/status/{token}/data',
  'GET /api/public/status/{token}/trial.ics',
  'GET /api/public/status/{token}/details',
  'PUT /api/public/status/{token}/details',
  'GET /api/public/status/{token}/photo-consent',
  'PUT /api/public/status/{token}/photo-consent',
  'GET /api/public/family-email/{token}',
  'POST /api/public/family-email/{token}',
  'POST /api/public/status/{token}/availability',
  'POST /api/public/status/{token}/calendar-feed',
  'POST /api/public/status/{token}/data/erasure-code',
  'POST /api/public/status/{token}/end',
  'GET /api/public/status/{token}/guardian',
  'PUT /api/public/status/{token}/guardian',
  'DELETE /api/public/status/{token}/guardian',
  'GET /api/public/fixtures',
  'GET /api/public/results',
  'GET /api/public/matches/{id}',
  'GET /api/set-password/{token}',
  'POST /api/set-password/{token}',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app', () => {
  it('reports the database in /api/health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { database: 'up' } });
  });

  it('every documented route except the public list answers 401 without a token', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const seen: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const key = `${method.toUpperCase()} ${p}`;
        seen.push(key);
        if (PUBLIC.has(key)) continue;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: p.replace(/\{id\}/g, '1'),
          payload: method === 'get' || method === 'delete' ? undefined : {},
        });
        expect(res.statusCode, key).toBe(401);
        expect(res.json().message).toBe(COMMON_MESSAGES.unauthorized);
      }
    }
    expect(seen.length).toBeGreaterThan(40);
    for (const key of PUBLIC) expect(seen, key).toContain(key);
  });

  it('rejects a forged token', async () => {
    const res = await t.app.inject({ url: '/api/registrations', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers unknown API paths with a JSON 404, and serves a page elsewhere', async () => {
    const api = await t.app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: COMMON_MESSAGES.notFound });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(post.statusCode).toBe(404);
    const page = await t.app.inject('/some/client/route');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it.each(['abc', '-1', '0', '99999999999', '1.5'])('treats id %s as not found', async (id) => {
    for (const url of [`/api/news/${id}`, `/api/team/${id}`, `/api/gallery/${id}`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });

  it('sets security headers with a CSP that forbids inline scripts and framing', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('reports 503 when the database is gone', async () => {
    const other = await createTestApp();
    const token = await login(other.app);
    await other.app.database.close();
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: COMMON_MESSAGES.databaseUnavailable });
    const list = await other.app.inject('/api/news');
    expect(list.statusCode).toBe(503);
    expect(list.json().message).toBe(COMMON_MESSAGES.databaseUnavailable);
    const form = await other.app.inject({ method: 'POST', url: '/api/contact', payload: { fullname: 'A B', email: 'a@example.com', message: 'Hello there' } });
    expect(form.statusCode).toBe(503);
    // The guard itself needs the database to know the token's user.
    const admin = await other.app.inject({ url: '/api/registrations', headers: bearer(token) });
    expect(admin.statusCode).toBe(503);
    expect(admin.json().message).toBe(COMMON_MESSAGES.databaseUnavailable);
    await other.close();
  });
});
