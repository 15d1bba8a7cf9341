import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, multipart, type TestApp } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.mkdir(path.join(webDist, 'assets'));
  const js = 'console.log("hello from a hashed asset");'.repeat(20);
  await fsp.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
  await fsp.writeFile(path.join(webDist, 'assets/index-abc123.js'), js);
  await fsp.writeFile(path.join(webDist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(js));
  await fsp.writeFile(path.join(webDist, 'assets/index-abc123.js.gz'), zlib.gzipSync(js));
  t = await createTestApp({ webDist });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

const post = (title: string) => multipart({ title, content: `<p>${title}</p>` });

describe('public cache', () => {
  it('answers a repeated anonymous read from memory, with an ETag and 304 on If-None-Match', async () => {
    const first = await t.app.inject('/api/posts?limit=4');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const before = t.app.publicCache.stats();
    const second = await t.app.inject('/api/posts?limit=4');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    // Security headers come with cached answers too.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(t.app.publicCache.stats().hits).toBe(before.hits + 1);

    const notModified = await t.app.inject({ url: '/api/posts?limit=4', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
  });

  it('shows a write on the very next anonymous read (create, update, delete)', async () => {
    const list = async () => (await t.app.inject('/api/news')).json().data.map((p: { title: string }) => p.title);
    expect(await list()).not.toContain('Fresh news');
    const fresh = post('Fresh news');
    const created = await t.app.inject({ method: 'POST', url: '/api/posts', payload: fresh.payload, headers: { ...fresh.headers, ...auth } });
    expect(created.statusCode).toBe(201);
    expect(await list()).toContain('Fresh news');
    const id = (await t.app.inject('/api/news')).json().data.find((p: { title: string }) => p.title === 'Fresh news').id;

    const one = await t.app.inject(`/api/news/${id}`);
    const body = post('Renamed news');
    const updated = await t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(updated.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/news/${id}`, headers: { 'if-none-match': one.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.title).toBe('Renamed news');
    expect(await list()).toContain('Renamed news');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: auth })).statusCode).toBe(200);
    expect(await list()).not.toContain('Renamed news');
    expect((await t.app.inject(`/api/news/${id}`)).statusCode).toBe(404);
  });

  it('never serves an administrator from the anonymous cache, and a failed write keeps the cache', async () => {
    await t.app.inject('/api/team');
    const admin = await t.app.inject({ url: '/api/team', headers: auth });
    expect(admin.headers['cache-control']).toBe('no-store');
    const generation = t.app.publicCache.stats().generation;
    const bad = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullname: '' } });
    expect(bad.statusCode).toBe(400);
    expect(t.app.publicCache.stats().generation).toBe(generation);
  });

  it('keeps the cache through sign-ins and public form posts, which change no public read', async () => {
    await t.app.inject('/api/team');
    const generation = t.app.publicCache.stats().generation;
    await login(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullname: 'Cache Check', email: 'cache@example.com', message: 'Hello' },
    });
    expect(sent.statusCode).toBe(201);
    expect(t.app.publicCache.stats().generation).toBe(generation);
  });

  it('invalidate() empties the cache and tells listeners (the broadcast hook)', async () => {
    await t.app.inject('/api/public/albums');
    expect(t.app.publicCache.stats().entries).toBeGreaterThan(0);
    let told = 0;
    const off = t.app.publicCache.onInvalidate(() => (told += 1));
    t.app.publicCache.invalidate();
    off();
    expect(told).toBe(1);
    expect(t.app.publicCache.stats().entries).toBe(0);
  });

  it('does not cache health or auth answers', async () => {
    await t.app.inject('/api/health');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@academy.test' } });
    const { entries } = t.app.publicCache.stats();
    await t.app.inject('/api/health');
    expect(t.app.publicCache.stats().entries).toBe(entries);
  });
});

describe('static delivery', () => {
  it('sends hashed assets precompressed, negotiated, immutable', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('hello from a hashed asset');
  });

  it('answers index.html with a validator and 304 when unchanged', async () => {
    const page = await t.app.inject('/news');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/news', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Each page embeds its own data, so another page is another representation.
    expect((await t.app.inject({ url: '/gallery', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });
});
