import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { bearer, createTestApp, login } from '../helpers.ts';

/**
 * During a database outage the public reads keep answering what the cache held, marked stale
 * (decision 021), instead of 503 (and public pages built from them staying empty); a write on this
 * instance drops the stale copies. Recovery without a restart: test/faults/pg-connection-loss.test.ts.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('public reads while the database is unavailable', () => {
  it('answer the last good answer marked stale; admin reads still answer 503', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const headers = bearer(await login(t.app));
    // Read before a write: the write drops its stale copy (it may show what the write changed).
    expect((await t.app.inject({ url: '/api/team' })).statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'Kept through the outage', content: '<p>Still here.</p>', status: 'published' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const fresh = await t.app.inject({ url: '/api/posts' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-cache-status']).toBeUndefined();

    // What the broadcast does when it loses its connection: the cache is emptied; then the database goes.
    t.app.publicCache.clear();
    await t.app.database.close();
    const stale = await t.app.inject({ url: '/api/posts' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache-status']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.body).toBe(fresh.body);
    for (const url of ['/api/posts?page=9', '/api/team']) expect((await t.app.inject({ url })).statusCode, url).toBe(503);
    const admin = await t.app.inject({ url: '/api/registrations', headers });
    expect(admin.statusCode).toBe(503);
    expect(admin.json()).toEqual({ success: false, message: COMMON_MESSAGES.databaseUnavailable });
  });
});
