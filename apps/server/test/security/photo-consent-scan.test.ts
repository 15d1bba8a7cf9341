import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '@academy/contract/album';
import { IMAGE_WIDTHS, imageVariantUrl } from '@academy/contract/common-constants';
import { FEED_PATHS } from '@academy/contract/feed-constants';
import { photoSubjects } from '../../src/db/schema/photo-subjects.ts';
import { photos } from '../../src/db/schema/photos.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { createTestApp, routesOf, type TestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * Photo consent on the photos themselves (decision 051), checked the way a visitor would find a
 * leak: the seeded site has an album photo showing a child whose family said no to photos on the
 * website. Every public answer is read as an anonymous visitor (every public GET route of the API,
 * every page of the sitemap and every album's pages with their embedded data and server-rendered
 * HTML, the feeds): none may carry the photo's id, its address or any of its files' keys, and each
 * of its files answers 404. The album's other photos are the control: the same scan finds them and
 * their files answer 200.
 */
let t: TestApp;
let webDist: string;
let hidden: { id: number; album_id: number; url: string };
let shown: { id: number; url: string }[];

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-photo-scan-'));
  await webBuildWithRenderer(webDist);
  t = await createTestApp({ webDist, seed: true });
  const tagged = await t.app.db
    .select({ id: photos.id, album_id: photos.album_id, url: photos.url })
    .from(photoSubjects)
    .innerJoin(photos, eq(photos.id, photoSubjects.photo_id))
    .innerJoin(registrations, eq(registrations.id, photoSubjects.registration_id))
    .where(ne(registrations.photo_consent, 'yes'));
  hidden = tagged[0]!;
  shown = await t.app.db.select({ id: photos.id, url: photos.url }).from(photos).where(eq(photos.album_id, hidden.album_id));
  shown = shown.filter((p) => p.id !== hidden.id);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

const filesOf = (url: string) => [url, ...IMAGE_WIDTHS.map((w) => imageVariantUrl(url, w))];
/** The stored name every file of a photo shares (`images/{name}.webp`, `images/{name}-640w.webp`). */
const nameOf = (url: string) => url.replace(/^\/uploads\/images\//, '').replace(/\.webp$/, '');

/** Every public answer of the site, by address, as a visitor reads it. */
async function publicSurfaces(): Promise<Map<string, string>> {
  const surfaces = new Map<string, string>();
  const read = async (url: string, ok = [200]) => {
    const res = await t.app.inject({ url });
    expect(ok, `${url} answered ${res.statusCode}`).toContain(res.statusCode);
    surfaces.set(url, res.body);
    return res.body;
  };
  const sitemap = await read(FEED_PATHS.sitemap);
  await read(FEED_PATHS.rss);
  await read(FEED_PATHS.robots);
  const albums = JSON.parse(await read('/api/public/albums?limit=100')).data as Album[];
  const albumIds = albums.map((a) => a.id);
  // Every public GET route of the API: an album's with each album, the others as they are (a path
  // naming something else may answer 404: its body is scanned all the same).
  for (const route of routesOf(t.app).filter((r) => r.public && r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))) {
    if (!route.url.includes(':')) await read(route.url, [200, 400, 404]);
    else if (/albums|gallery/.test(route.url)) for (const id of albumIds) await read(route.url.replace(':id', String(id)));
  }
  // Every page of the sitemap, and each album's two pages (the visitor's /album/{id} and /photo/{id}).
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const page of new Set([...pages, '/albums', '/gallery', ...albumIds.flatMap((id) => [`/album/${id}`, `/photo/${id}`])])) await read(page);
  return surfaces;
}

describe('a photo of a child without photo consent, on every public surface', () => {
  it('the seed tagged a child without consent in a photo of an album with other photos', () => {
    expect(hidden).toBeDefined();
    expect(shown.length).toBeGreaterThanOrEqual(2);
  });

  it('appears nowhere a visitor can read, and its files answer 404; the album’s other photos are there and load', async () => {
    const surfaces = await publicSurfaces();
    expect(surfaces.has(`/photo/${hidden.album_id}`)).toBe(true);
    expect(surfaces.size).toBeGreaterThan(40);
    const hiddenName = nameOf(hidden.url);
    // The photo as an API object or embedded page data: `"id":17,"album_id":3`.
    const asObject = new RegExp(`"id":${hidden.id},"album_id":${hidden.album_id}[,}]`);
    for (const [where, body] of surfaces) {
      expect(body.includes(hiddenName), `the hidden photo's file on ${where}`).toBe(false);
      expect(body, `the hidden photo on ${where}`).not.toMatch(asObject);
    }
    for (const url of filesOf(hidden.url)) expect((await t.app.inject({ url })).statusCode, url).toBe(404);

    // The control: the album's other photos are in its public answer, its pages, and their files load.
    const album = surfaces.get(`/api/public/albums/${hidden.album_id}`)!;
    const page = surfaces.get(`/photo/${hidden.album_id}`)!;
    for (const p of shown) {
      expect(album).toContain(nameOf(p.url));
      expect(page).toContain(nameOf(p.url));
      for (const url of filesOf(p.url)) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});
