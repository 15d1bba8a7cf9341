import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROBOTS_RULES } from '@academy/contract/admin-screens';
import { FEED_POST_LIMIT, postPath, ROBOTS_DISALLOW, SITEMAP_PAGES } from '@academy/contract/feed-constants';
import { ADMIN_ROUTES } from '@academy/contract/page-meta';
import { ACADEMY_NAME } from '@academy/contract/site';
import { cdata } from '../../src/modules/feeds/service.ts';
import { bearer, createTestApp, image, login, multipart, type TestApp } from '../helpers.ts';

/**
 * /rss.xml, /sitemap.xml and /robots.txt as real clients read them: the feed through rss-parser,
 * the sitemap through an XML parser checked against the sitemap schema's required elements.
 */
const SITE = 'https://academy.example';
type MediaItem = { 'media:content'?: { $: Record<string, string> } };
const rss = new Parser<Record<string, never>, MediaItem>({ customFields: { item: [['media:content', 'media:content', { keepArray: false }] as never] } });
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: SITE });
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

type Created = {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  cover_image: string | null;
  cover_width: number | null;
  cover_height: number | null;
};
async function createPost(fields: Record<string, string>, cover?: Buffer): Promise<Created> {
  const body = multipart(fields, cover ? [{ field: 'cover_image', filename: 'cover.png', content: cover, type: 'image/png' }] : []);
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: body.payload, headers: { ...body.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Created;
}
const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const feed = async () => rss.parseString((await read('/rss.xml')).body);
const sitemapUrls = async () => {
  const res = await read('/sitemap.xml');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(res.body) as {
    urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] };
  };
  return doc.urlset;
};

let cup: Created;
let draft: Created;

describe('RSS feed', () => {
  it('lists the published posts with their HTML and cover, and leaves drafts out', async () => {
    cup = await createPost(
      { title: 'Cup final & <friends> "win"', content: '<p>We <strong>won</strong> 3–1 &amp; the cup is ours]]&gt; <em>again</em></p>' },
      await image('png', 1600, 900),
    );
    draft = await createPost({ title: 'Secret draft', content: '<p>not yet</p>', published: 'false' });

    const res = await read('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain(`<atom:link href="${SITE}/rss.xml" rel="self" type="application/rss+xml"/>`);

    const parsed = await rss.parseString(res.body);
    expect(parsed.title).toBe(ACADEMY_NAME);
    expect(parsed.link).toBe(`${SITE}/news`);
    expect(parsed.description).toBeTruthy();
    expect(parsed.lastBuildDate).toBeTruthy();
    expect(parsed.items).toHaveLength(1);
    const [item] = parsed.items;
    expect(item!.title).toBe(cup.title);
    // /news/{id} (SPEC 2), which a title edit never changes, link and guid alike.
    expect(item!.link).toBe(`${SITE}${postPath(cup.id)}`);
    expect(item!.guid).toBe(`${SITE}/news/${cup.id}`);
    expect(res.body).toContain(`<guid isPermaLink="true">${SITE}/news/${cup.id}</guid>`);
    expect(Number.isNaN(Date.parse(item!.pubDate!))).toBe(false);
    expect(item!.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(item!.contentSnippet ?? item!.content).toBeTruthy();
    expect(item!['content:encoded' as keyof typeof item]).toBe(cup.content);
    expect(res.body).toContain(`<description>${cup.excerpt.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</description>`);

    const cover = `${SITE}${cup.cover_image}`;
    expect(item!.enclosure?.url).toBe(cover);
    expect(item!.enclosure?.type).toBe('image/webp');
    expect(Number(item!.enclosure?.length)).toBeGreaterThan(0);
    expect(item!['media:content']?.$).toEqual({ url: cover, medium: 'image', type: 'image/webp', width: '1600', height: '900' });
    expect(res.body).not.toContain('Secret draft');
  });

  it('splits "]]>" inside content:encoded so the CDATA section cannot end early', async () => {
    const xml = `<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>x</title><item><title>t</title><content:encoded>${cdata('<p>a ]]> b ]]]]> c\u0000</p>')}</content:encoded></item></channel></rss>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = await rss.parseString(xml);
    expect(parsed.items[0]!['content:encoded' as keyof (typeof parsed.items)[0]]).toBe('<p>a ]]> b ]]]]> c</p>');
  });

  it('is cached with an ETag, and a new or unpublished post shows on the next read', async () => {
    const first = await read('/rss.xml');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await read('/rss.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const hits = t.app.publicCache.stats().hits;
    expect((await read('/rss.xml')).body).toBe(first.body);
    expect(t.app.publicCache.stats().hits).toBe(hits + 1);

    const fresh = await createPost({ title: 'Training resumes Monday', content: '<p>See you there</p>' });
    const after = await feed();
    expect(after.items.map((i) => i.title)).toEqual([fresh.title, cup.title]);
    expect((await read('/rss.xml', { 'if-none-match': etag })).statusCode).toBe(200);

    const hide = await t.app.inject({ method: 'PUT', url: `/api/posts/${fresh.id}/publish`, headers: auth, payload: { published: false } });
    expect(hide.statusCode).toBe(200);
    expect((await feed()).items.map((i) => i.title)).toEqual([cup.title]);
    const show = await t.app.inject({ method: 'PUT', url: `/api/posts/${fresh.id}/publish`, headers: auth, payload: { published: true } });
    expect(show.statusCode).toBe(200);
    expect((await feed()).items).toHaveLength(2);
  });

  it(`carries the newest ${FEED_POST_LIMIT} published posts, newest first`, async () => {
    const published = (await t.app.inject('/api/news?limit=100')).json().total as number;
    const titles: string[] = [];
    for (let i = published; i < FEED_POST_LIMIT + 2; i++) titles.push((await createPost({ title: `Match report ${i}`, content: `<p>Report ${i}</p>` })).title);
    expect((await t.app.inject('/api/news?limit=100')).json().total).toBe(FEED_POST_LIMIT + 2);
    const items = (await feed()).items;
    expect(items).toHaveLength(FEED_POST_LIMIT);
    expect(items[0]!.title).toBe(titles.at(-1));
    expect(items.map((i) => i.title)).not.toContain(draft.title);
  });
});

describe('sitemap', () => {
  it('lists every public page, published post and album with absolute locations and W3C lastmod', async () => {
    const albumBody = multipart({ name: 'Summer camp' }, [
      { field: 'coverImage', filename: 'camp.png', content: await image('png', 800, 600), type: 'image/png' },
    ]);
    const albumRes = await t.app.inject({ method: 'POST', url: '/api/albums', payload: albumBody.payload, headers: { ...albumBody.headers, ...auth } });
    expect(albumRes.statusCode, albumRes.body).toBe(201);
    const album = albumRes.json().data as { id: number };

    const res = await read('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();

    const urlset = await sitemapUrls();
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.url.length).toBeGreaterThan(SITEMAP_PAGES.length);
    for (const url of urlset.url) {
      expect(
        Object.keys(url).every((k) => ['loc', 'lastmod', 'changefreq', 'priority'].includes(k)),
        JSON.stringify(url),
      ).toBe(true);
      expect(new URL(url.loc).origin).toBe(SITE);
      expect(url.loc.length).toBeLessThan(2048);
      expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
      expect(Number.isNaN(Date.parse(url.lastmod!))).toBe(false);
    }
    const locs = urlset.url.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of SITEMAP_PAGES) expect(locs).toContain(`${SITE}${page}`);
    expect(locs).toContain(`${SITE}${postPath(cup.id)}`);
    expect(locs).toContain(`${SITE}/photo/${album.id}`);
    expect(locs).not.toContain(`${SITE}${postPath(draft.id)}`);
    const published = (await t.app.inject('/api/news?limit=100')).json().total as number;
    expect(locs.filter((l) => l.startsWith(`${SITE}/news/`))).toHaveLength(published);

    // A post's lastmod is its last change.
    const post = (await t.app.inject(`/api/posts/${cup.id}`)).json().data as { updated_at: string };
    expect(urlset.url.find((u) => u.loc === `${SITE}${postPath(cup.id)}`)!.lastmod).toBe(post.updated_at.replace(/\.\d{3}Z$/, 'Z'));
  });

  it('follows a write on the next read (publishing the draft adds it)', async () => {
    await read('/sitemap.xml');
    const res = await t.app.inject({ method: 'PUT', url: `/api/posts/${draft.id}/publish`, headers: auth, payload: { published: true } });
    expect(res.statusCode).toBe(200);
    expect((await sitemapUrls()).url.map((u) => u.loc)).toContain(`${SITE}${postPath(draft.id)}`);
    await t.app.inject({ method: 'PUT', url: `/api/posts/${draft.id}/publish`, headers: auth, payload: { published: false } });
    expect((await sitemapUrls()).url.map((u) => u.loc)).not.toContain(`${SITE}${postPath(draft.id)}`);
  });
});

/** RFC 9309: the longest matching rule wins, Allow on a tie; `*` any characters, `$` the end. */
function allowed(lines: string[], urlPath: string): boolean {
  const rules = lines
    .map((l) => /^(Allow|Disallow):\s*(\S*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern: pattern! }));
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(urlPath);
  const best = rules.filter((r) => matches(r.pattern)).sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
}

describe('robots.txt', () => {
  const webApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/app');
  const routePaths = (file: string) =>
    [...fs.readFileSync(path.join(webApp, file), 'utf8').matchAll(/path: '([^':][^']*)'/g)].map((m) => `/${m[1]!.replace(/:\w+/g, '1')}`);

  it('allows the site, disallows the admin screens and the API, and names the sitemap', async () => {
    const res = await read('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    for (const rule of [...ROBOTS_DISALLOW, ...ADMIN_ROBOTS_RULES]) expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);

    // Every admin screen of the registry, which the web app's router follows (known-routes.test.ts), is closed to crawlers …
    const admin = [...ADMIN_ROUTES.map((p) => p.replace(/:\w+/g, '1')), '/api/posts', '/status/abc', '/newsletter/confirm/abc', '/newsletter/unsubscribe/abc'];
    expect(admin.length).toBeGreaterThan(20);
    for (const p of admin) expect(allowed(lines, p), p).toBe(false);
    // … and no public page is, nor anything the sitemap lists or a page needs (images).
    const open = [
      ...routePaths('public-routes.tsx').filter((p) => p !== '/*' && !p.startsWith('/status/') && !p.startsWith('/newsletter/')),
      '/',
      '/uploads/images/a.webp',
      '/rss.xml',
      '/sitemap.xml',
      // A squad's calendar feed, under the admin calendar's /calendar (decision 042).
      '/calendar/squad/1.ics',
      '/albums',
      '/postview/1',
    ];
    for (const p of open) expect(allowed(lines, p), p).toBe(true);
    for (const url of (await sitemapUrls()).url) expect(allowed(lines, new URL(url.loc).pathname), url.loc).toBe(true);
  });

  it('answers XML and text, not the web app, and HEAD too', async () => {
    for (const url of ['/rss.xml', '/sitemap.xml', '/robots.txt']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });
});
