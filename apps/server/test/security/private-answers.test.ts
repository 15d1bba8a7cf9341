import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { albums } from '../../src/db/schema/albums.ts';
import { bearer, createTestApp, createUserWithRole, image, login, multipart, type TestApp } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

describe('Cache-Control of signed-in and private answers', () => {
  it('is no-store on every signed-in answer: reads of public routes, private reads, writes and errors', async () => {
    const empty = multipart({ name: '' });
    const requests = [
      { url: '/api/team' },
      { url: '/api/posts' },
      { url: '/api/auth/profile' },
      { url: '/api/registrations' },
      { url: '/api/users' },
      { url: '/api/registrations/999999' },
      { method: 'POST' as const, url: '/api/albums', headers: empty.headers, payload: empty.payload },
      { method: 'PUT' as const, url: '/api/auth/profile', payload: { name: 'Coach' } },
    ];
    for (const r of requests) {
      const res = await t.app.inject({ ...r, headers: { ...auth, ...r.headers } });
      expect(`${r.url} ${res.statusCode} ${res.headers['cache-control']}`).toBe(`${r.url} ${res.statusCode} no-store`);
    }
  });

  it('keeps no-cache (revalidate, may be kept) on anonymous public reads', async () => {
    const res = await t.app.inject({ url: '/api/team' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('an album records who created it', () => {
  it("takes the signed-in account, never the form's created_by (an editor could name the administrator)", async () => {
    const editor = await createUserWithRole(t.app, 'editor');
    const form = multipart({ name: 'Camp photos', created_by: 1 }, [{ field: 'coverImage', filename: 'c.jpg', content: await image() }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/albums', headers: { ...bearer(editor.token), ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.created_by).toBe(editor.id);
    const [row] = await t.app.db.select().from(albums).where(eq(albums.id, res.json().data.id));
    expect(row!.created_by).toBe(editor.id);
    expect(editor.id).not.toBe(1);
  });
});
