import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import { bearer, createTestApp, image, login, multipart, type TestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * How the server uses the web build's server renderer (docs/decisions/020): the rendered HTML goes
 * inside #root, is kept in the public cache with the page until a write (or the clock) changes it,
 * and a render that throws gives the client-rendered shell, not a 500. The renderer here is a small
 * module with the build's interface (test/web-renderer.ts), so these tests run before the web app
 * is built; the e2e suite (e2e/public/server-render.spec.ts) runs the real one.
 */
let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-ssr-'));
  await webBuildWithRenderer(webDist);
  t = await createTestApp({ webDist, seed: true });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div><\/body>/)?.[1];

async function createPost(title: string, withCover = false) {
  const cover = withCover ? [{ field: 'cover_image', filename: 'cover.jpg', content: await image('jpeg', 1200, 675), type: 'image/jpeg' }] : [];
  const form = multipart({ title, content: '<p>Rendered on the server.</p>' }, cover);
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
}

describe('server-rendered pages', () => {
  it('carry the rendered page inside #root, written in the academy time zone, with the data the page embeds', async () => {
    const res = await t.app.inject('/news');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" data-time-zone="UTC">');
    const root = rootOf(res.body)!;
    expect(root).toMatch(/^<main data-path="\/news" data-zone="UTC"><ul>(<li class="post">[^<]+<\/li>)+<\/ul><\/main>$/);
    const titles = ((await t.app.inject(`/api${API_PATHS.posts(NEWS_LIST_LIMIT)}`)).json().data as { title: string }[]).map((p) => p.title);
    for (const title of titles) expect(root).toContain(`<li class="post">${title}</li>`);
  });

  it('with a largest picture request their scripts only through /start.js (after the picture); others and a page sent unrendered load them at once', async () => {
    await createPost('With a cover', true);
    const rendered = (await t.app.inject('/news')).body;
    expect(rendered).toContain('<script defer src="/start.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js"></script>');
    expect(rendered).not.toContain('<script type="module"');
    expect(rendered).not.toContain('rel="modulepreload"');
    // /privacy fails to render here: the client-rendered shell keeps the entry as the build wrote it.
    const shell = (await t.app.inject('/privacy')).body;
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(shell).not.toContain('/start.js');
    // /contact renders but has no largest picture: its scripts come at once, after the stylesheet.
    const text = (await t.app.inject('/contact')).body;
    expect(text).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(text).not.toContain('/start.js');
  });

  it('are kept with their ETag until a write, then rendered again', async () => {
    const first = await t.app.inject('/news');
    const again = await t.app.inject('/news');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect((await t.app.inject({ url: '/news', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);

    await createPost('Rendered after the write');
    const after = await t.app.inject('/news');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(rootOf(after.body)).toContain('<li class="post">Rendered after the write</li>');
  });

  it('a render that throws sends the client-rendered shell with a 200, never a 500', async () => {
    const res = await t.app.inject('/privacy');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    // The other pages still render.
    expect(rootOf((await t.app.inject('/about')).body)).toContain('data-path="/about"');
  });

  it('admin screens stay client-rendered; /album/:id is rendered as a visitor sees it', async () => {
    expect(rootOf((await t.app.inject('/dashboard')).body)).toBe('');
    const albums = (await t.app.inject('/api/public/albums')).json().data as { id: number }[];
    expect(rootOf((await t.app.inject(`/album/${albums[0]!.id}`)).body)).toContain(`data-path="/album/${albums[0]!.id}"`);
  });

  it('a post or album the API has not is rendered from its answers, its 404 among them embedded, and answered 404', async () => {
    for (const [url, apiPath] of [
      ['/news/999999', API_PATHS.post(999999)],
      ['/postview/999999', API_PATHS.post(999999)],
      ['/photo/999999', API_PATHS.publicAlbum(999999)],
      ['/album/999999', API_PATHS.publicAlbum(999999)],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(rootOf(res.body), url).toContain(`<li class="missing">${apiPath}</li>`);
      const embedded = JSON.parse(res.body.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)![1]!) as Record<
        string,
        { success: boolean }
      >;
      expect(embedded[apiPath], url).toEqual((await t.app.inject(`/api${apiPath}`)).json());
      expect(embedded[apiPath]!.success, url).toBe(false);
      // Nothing there: no largest picture to preload.
      expect(res.body, url).not.toContain('rel="preload" as="image"');
    }
  });

  it('a page showing the next trials is rendered again when the first of them starts, with no write', async () => {
    const startsAt = new Date(Date.now() + 3000).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/trials',
      headers: auth,
      payload: { starts_at: startsAt, location: 'Clock pitch', min_age: 10, max_age: 14, capacity: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await t.app.inject('/register');
    expect(rootOf(before.body)).toContain('<li class="trial">Clock pitch</li>');
    expect((await t.app.inject('/register')).headers.etag).toBe(before.headers.etag);
    await vi.waitFor(
      async () => {
        const now = await t.app.inject('/register');
        expect(rootOf(now.body)).not.toContain('Clock pitch');
      },
      { timeout: 15_000, interval: 250 },
    );
  });
});
