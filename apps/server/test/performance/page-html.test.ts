import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, IMAGE_SIZES, NEWS_LIST_LIMIT, PAGE_DATA_ELEMENT_ID } from '@academy/contract/page-data';
import { bearer, createTestApp, image, login, multipart, type TestApp } from '../helpers.ts';

/**
 * A public page's HTML carries what the page reads first: the anonymous API answers (a JSON
 * script the app starts its queries from), its route chunks and stylesheet, and a preload of its
 * largest picture. These tests read the HTML as a browser receives it.
 */
let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8"><title>Academy</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const ASSETS = {
  '/news/:id': { js: ['/assets/post-page-1.js'], css: ['/assets/post-page-1.css'] },
  '/news': { js: ['/assets/news-page-1.js'], css: [] },
};

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fsp.writeFile(path.join(webDist, 'page-assets.json'), JSON.stringify(ASSETS));
  t = await createTestApp({ webDist });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

async function createPost(fields: Record<string, string>, cover?: Buffer) {
  const form = multipart(
    { content: '<p>Body</p>', ...fields },
    cover ? [{ field: 'cover_image', filename: 'cover.jpg', content: cover, type: 'image/jpeg' }] : [],
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title: string; cover_image: string };
}

function embedded(html: string): Record<string, unknown> {
  const m = html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`));
  expect(m, 'page data script').toBeTruthy();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

describe('page HTML', () => {
  it('embeds the answers a post page reads, links its chunks and preloads its cover', async () => {
    const post = await createPost({ title: 'Cup final report' }, await image('jpeg', 1600, 900));
    const res = await t.app.inject(`/news/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const data = embedded(res.body);
    // Exactly the API's own answers, under the paths the web app's queries ask for.
    expect(data[API_PATHS.post(post.id)]).toEqual((await t.app.inject(`/api${API_PATHS.post(post.id)}`)).json());
    expect(data[API_PATHS.posts(NEWS_LIST_LIMIT)]).toEqual((await t.app.inject(`/api${API_PATHS.posts(NEWS_LIST_LIMIT)}`)).json());
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/post-page-1.js">');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/post-page-1.css">');
    const preload = res.body.match(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/);
    expect(preload?.[1]).toBe(post.cover_image);
    expect(preload?.[2]).toContain(`${post.cover_image.replace(/\.webp$/, '')}-640w.webp 640w`);
    expect(preload?.[3]).toBe(IMAGE_SIZES.postCover);
    // Everything is in the head, before the app's own script runs.
    expect(res.body.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('shows a change on the next page load', async () => {
    const post = await createPost({ title: 'Before the edit' });
    expect((await t.app.inject(`/news/${post.id}`)).body).toContain('Before the edit');
    const form = multipart({ title: 'After the edit', content: '<p>Body</p>' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}`, payload: form.payload, headers: { ...form.headers, ...auth } })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject(`/news/${post.id}`);
    expect(after.body).toContain('After the edit');
    expect(after.body).not.toContain('Before the edit');
  });

  it('embeds nothing private: an unpublished post stays out, also for a signed-in browser', async () => {
    const draft = await createPost({ title: 'Secret draft', published: 'false' });
    const res = await t.app.inject({ url: `/news/${draft.id}`, headers: auth });
    // Not published: the page is the not-found screen, for a signed-in browser too.
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secret draft');
    expect(embedded((await t.app.inject({ url: '/news', headers: auth })).body)[API_PATHS.posts(NEWS_LIST_LIMIT)]).not.toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ title: 'Secret draft' })]),
    });
    expect((await t.app.inject('/news')).body).not.toContain('Secret draft');
  });

  it('cannot be broken out of by content: a title with </script> stays inside the JSON', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const post = await createPost({ title: evil });
    const res = await t.app.inject(`/news/${post.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect((embedded(res.body)[API_PATHS.post(post.id)] as { data: { title: string } }).data.title).toBe(evil);
  });

  it('is compressed for browsers that accept it, with a validator', async () => {
    const plain = await t.app.inject({ url: '/news', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/news', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/news', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect((await t.app.inject({ url: '/news', headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
  });

  it('serves the admin screens as the app with their name and noindex, and an unknown path as the not-found screen with 404', async () => {
    for (const url of ['/dashboard', '/login', '/enrollment/5']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    }
    for (const url of ['/no-such-page', '/news/999999', '/postview/999999', '/photo/999999', '/news/12/extra']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Page not found | ');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

describe('public API answers', () => {
  it('are compressed from the cache for clients that accept it', async () => {
    for (let i = 0; i < 6; i++) await createPost({ title: `Filler post number ${i} with a longer title to pass a kilobyte` });
    const url = '/api/posts?limit=20';
    const first = await t.app.inject(url);
    const hit = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=1.0, gzip;q=0.5' } });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(hit.rawPayload).toString())).toEqual(first.json());
    const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject(url)).headers['content-encoding']).toBeUndefined();
  });
});
