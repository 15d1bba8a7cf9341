import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HERO_DEFAULT } from '@academy/contract/site-content-constants';
import { bearer, freshPostgresUrl, multipart } from '../helpers.ts';
import { adminToken, exited, freePort, startServer, type ServerProcess } from '../reliability/server-process.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * Two server processes on one PostgreSQL database, each rendering pages with a server renderer
 * (test/web-renderer.ts): a write through one changes the rendered HTML both send, although both
 * kept the page (its own map and the public cache's front) before the write (docs/decisions/020).
 */
const cleanups: (() => Promise<void>)[] = [];
let a: ServerProcess;
let b: ServerProcess;
let auth: Record<string, string>;

/** The page a visitor gets, as the browser asks for it (the public cache's front answers repeats). */
const page = async (server: ServerProcess, url: string) => {
  const res = await fetch(`${server.base}${url}`);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag'), root: (await res.text()).match(/<div id="root">([\s\S]*?)<\/div><\/body>/)?.[1] ?? '' };
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('server-rendered pages on two instances', () => {
  beforeAll(async () => {
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const dirs = await Promise.all([0, 1, 2].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-render-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    await webBuildWithRenderer(dirs[2]!);
    const [pa, pb] = await Promise.all([freePort(), freePort()]);
    const env = { WEB_DIST: dirs[2]! };
    [a, b] = await Promise.all([
      startServer({ port: pa!, dataDir: dirs[0]!, databaseUrl: db.url, env }),
      startServer({ port: pb!, dataDir: dirs[1]!, databaseUrl: db.url, env }),
    ]);
    cleanups.push(async () => {
      for (const s of [a, b]) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
        await exited(s.child);
      }
    });
    auth = bearer(await adminToken(a.base));
  }, 90_000);

  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('a post written through one instance is in the rendered /news of both, and so is its new title', async () => {
    for (const s of [a, b]) {
      const first = await page(s, '/news');
      expect(first.root).toContain('data-path="/news"');
      expect(first.root).not.toContain('Rendered on two');
      // Kept: the same page again (from the front of the public cache).
      expect((await page(s, '/news')).etag).toBe(first.etag);
    }
    const form = multipart({ title: 'Rendered on two', content: '<p>one</p>' });
    const created = await fetch(`${a.base}/api/posts`, { method: 'POST', headers: { ...form.headers, ...auth }, body: new Uint8Array(form.payload) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    // The other instance hears of the write through PostgreSQL (LISTEN/NOTIFY), a moment later.
    for (const s of [a, b])
      await vi.waitFor(async () => expect((await page(s, '/news')).root).toContain('<li class="post">Rendered on two</li>'), { timeout: 5000, interval: 50 });

    const edit = multipart({ title: 'Rendered on two, renamed', content: '<p>two</p>' });
    const updated = await fetch(`${b.base}/api/posts/${id}`, { method: 'PUT', headers: { ...edit.headers, ...auth }, body: new Uint8Array(edit.payload) });
    expect(updated.status).toBe(200);
    for (const s of [b, a])
      await vi.waitFor(async () => expect((await page(s, '/news')).root).toContain('<li class="post">Rendered on two, renamed</li>'), {
        timeout: 5000,
        interval: 50,
      });
  });

  it('a hero slide edited through one instance is on the rendered / of both, and so is its reset (docs/decisions/049)', async () => {
    for (const s of [a, b]) {
      const first = await page(s, '/');
      expect(first.root).toContain(`<li class="slide">${HERO_DEFAULT.slides[1]!.title}</li>`);
      expect((await page(s, '/')).etag).toBe(first.etag);
    }
    const slides = HERO_DEFAULT.slides.map((slide, i) => (i === 1 ? { ...slide, title: 'Edited on one' } : slide));
    const put = await fetch(`${a.base}/api/site-content/hero`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ slides }),
    });
    expect(put.status).toBe(200);
    for (const s of [a, b])
      await vi.waitFor(async () => expect((await page(s, '/')).root).toContain('<li class="slide">Edited on one</li>'), { timeout: 5000, interval: 50 });

    expect((await fetch(`${b.base}/api/site-content/hero`, { method: 'DELETE', headers: auth })).status).toBe(200);
    for (const s of [b, a]) await vi.waitFor(async () => expect((await page(s, '/')).root).not.toContain('Edited on one'), { timeout: 5000, interval: 50 });
  });
});
