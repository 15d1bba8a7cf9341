import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, DEFAULT_SHARE_IMAGE, PAGE_META, PUBLIC_PAGE_META, PUBLIC_ROUTES, documentTitle, postDescription } from '@academy/contract/page-meta';
import { postPath } from '@academy/contract/feed-constants';
import { createPageHtml } from '../../src/modules/web/page-html.ts';
import { bearer, createTestApp, image, login, multipart, type TestApp, reviewAlbum } from '../helpers.ts';

/**
 * What a link preview or a search engine reads from a page's HTML, before any JavaScript runs
 * Read with a real Open Graph parser (open-graph-scraper) and JSON.parse for JSON-LD.
 */
const SITE = 'https://academy.example';
// The built index.html's shape: its own title, description and feed link, which each page replaces or keeps.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default description" />
<link rel="alternate" type="application/rss+xml" title="News" href="/rss.xml" /><title>Default title</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ webDist, publicUrl: SITE, seed: true });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

async function html(url: string, status = 200) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(status);
  return res.body;
}
async function preview(url: string) {
  const { result } = await ogs({ html: await html(url) });
  return result;
}
function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
const one = (body: string, re: RegExp) => body.match(re)?.[1];

async function createPost(fields: Record<string, string>, cover?: Buffer) {
  const form = multipart(
    { content: '<p>The pitch was soft after the rain.</p><p>Second paragraph.</p>', ...fields },
    cover ? [{ field: 'cover_image', filename: 'cover.jpg', content: cover, type: 'image/jpeg' }] : [],
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title: string; cover_image: string; cover_width: number; cover_height: number; excerpt: string };
}

describe('the HTML of a page', () => {
  it('a seeded post: the link preview open-graph-scraper reads from its HTML', async () => {
    const list = (await t.app.inject('/api/posts')).json().data as { id: number; cover_image: string | null }[];
    const seeded = list.find((p) => p.cover_image)!;
    const post = (await t.app.inject(`/api/posts/${seeded.id}`)).json().data as {
      id: number;
      title: string;
      content: string;
      excerpt: string;
      cover_image: string;
      cover_width: number;
      cover_height: number;
    };
    const og = await preview(`/news/${post.id}`);
    const { jsonLD, ...tags } = og;
    console.log(
      `open-graph-scraper read for the seeded post /news/${post.id}:`,
      JSON.stringify({ ...tags, jsonLD: jsonLD?.map((d) => (d as Record<string, unknown>)['@type']) }, null, 1),
    );
    expect(og.ogTitle).toBe(post.title);
    // The first paragraph as text (the excerpt, which lists show, has it after the post's heading).
    expect(og.ogDescription).toBe(postDescription(post));
    expect(og.ogDescription).toMatch(/^Future Stars Football Academy is opening its doors/);
    expect(post.excerpt).toContain(og.ogDescription!.slice(0, 120));
    expect(og.ogType).toBe('article');
    expect(og.ogUrl).toBe(`${SITE}${postPath(post.id)}`);
    expect(og.ogImage?.[0]).toMatchObject({ url: `${SITE}${post.cover_image}`, width: String(post.cover_width), height: String(post.cover_height) });
    expect(og.twitterCard).toBe('summary_large_image');
    expect(og.twitterTitle).toBe(post.title);
    expect(og.twitterDescription).toBe(og.ogDescription);
    const body = await html(`/news/${post.id}`);
    expect(one(body, /<meta name="description" content="([^"]*)">/)).toBeTruthy();
    expect(jsonLd(body)[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: post.title,
      image: [`${SITE}${post.cover_image}`],
      mainEntityOfPage: `${SITE}${postPath(post.id)}`,
    });
  });

  it('a post: its own title, description, canonical, Open Graph with its cover, Twitter card and NewsArticle', async () => {
    const post = await createPost({ title: 'Cup final: 3–1 & a trophy' }, await image('jpeg', 1600, 900));
    const body = await html(`/news/${post.id}`);
    const og = await preview(`/news/${post.id}`);
    console.log(
      'open-graph-scraper read for a post:',
      JSON.stringify({
        ogTitle: og.ogTitle,
        ogDescription: og.ogDescription,
        ogType: og.ogType,
        ogUrl: og.ogUrl,
        ogSiteName: og.ogSiteName,
        ogImage: og.ogImage,
        twitterCard: og.twitterCard,
      }),
    );
    expect(og.ogTitle).toBe(post.title);
    // The first paragraph, as text.
    expect(og.ogDescription).toBe('The pitch was soft after the rain.');
    expect(og.ogType).toBe('article');
    expect(og.ogUrl).toBe(`${SITE}${postPath(post.id)}`);
    expect(og.ogSiteName).toBe('Future Stars Football Academy');
    expect(og.ogImage?.[0]).toMatchObject({ url: `${SITE}${post.cover_image}`, width: String(post.cover_width), height: String(post.cover_height) });
    expect(og.twitterCard).toBe('summary_large_image');
    expect(og.twitterImage?.[0]?.url).toBe(`${SITE}${post.cover_image}`);

    // One title and one description, the page's own; the canonical link; exactly one feed link.
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(one(body, /<title>([^<]*)<\/title>/)).toBe(documentTitle('Cup final: 3–1 &amp; a trophy'));
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).not.toContain('Default description');
    expect(one(body, /<link rel="canonical" href="([^"]+)">/)).toBe(`${SITE}${postPath(post.id)}`);
    expect(body.match(/rel="alternate" type="application\/rss\+xml"/g)).toHaveLength(1);
    // /postview/:id is the same post: the same canonical, /news/{id} (SPEC 2, docs/decisions/048).
    expect(one(await html(`/postview/${post.id}`), /<link rel="canonical" href="([^"]+)">/)).toBe(`${SITE}${postPath(post.id)}`);

    const [article, crumbs] = jsonLd(body);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: post.title,
      image: [`${SITE}${post.cover_image}`],
      publisher: { name: 'Future Stars Football Academy' },
    });
    expect(Date.parse(String(article!.datePublished))).not.toBeNaN();
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', item: `${SITE}/` }, { name: 'News', item: `${SITE}/news` }, { name: post.title }],
    });
  });

  it('a post without a cover and every other page use the academy picture, with its size', async () => {
    const post = await createPost({ title: 'Training times for December' });
    for (const url of [`/news/${post.id}`, '/', '/team', '/contact']) {
      const og = await preview(url);
      expect(og.ogImage?.[0], url).toMatchObject({
        url: `${SITE}${DEFAULT_SHARE_IMAGE.path}`,
        width: String(DEFAULT_SHARE_IMAGE.width),
        height: String(DEFAULT_SHARE_IMAGE.height),
      });
    }
  });

  it('a title cannot break out of the JSON-LD or the attributes', async () => {
    for (const evil of ['</script><script>alert(1)</script>', '</script><script>alert(1)</script>"><img src=x onerror=alert(2)><!--']) {
      const post = await createPost({ title: evil, content: `<p>${evil.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>` });
      const body = await html(`/news/${post.id}`);
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<img src=x');
      expect(body).not.toContain('<!--');
      // Every <script> the page has is one of index.html's or the head's own: none opened by the title.
      expect(body.match(/<script\b/g)!.length).toBe(body.match(/<\/script>/g)!.length);
      const [article, crumbs] = jsonLd(body);
      expect(article!.headline).toBe(evil);
      expect(article!.description).toBe(post.excerpt);
      expect((crumbs!.itemListElement as { name: string }[])[2]!.name).toBe(evil);
      const og = await preview(`/news/${post.id}`);
      expect(og.ogTitle).toBe(evil);
      expect(og.ogDescription).toBe(evil);
    }
  });

  it('an album: its name, caption and a photo with its size; ImageGallery', async () => {
    const form = multipart({ name: 'Under-12 tournament', caption: 'Two days of football in Kumasi.' });
    const created = await t.app.inject({ method: 'POST', url: '/api/albums', payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(created.statusCode, created.body).toBe(201);
    const album = created.json().data as { id: number };
    const up = multipart({}, [{ field: 'photos', filename: 'p.jpg', content: await image('jpeg', 1200, 800), type: 'image/jpeg' }]);
    const photos = (
      await t.app.inject({ method: 'POST', url: `/api/albums/${album.id}/photos`, payload: up.payload, headers: { ...up.headers, ...auth } })
    ).json().data as { url: string; width: number; height: number }[];
    await reviewAlbum(t.app, auth, album.id);
    const og = await preview(`/photo/${album.id}`);
    expect(og.ogTitle).toBe('Under-12 tournament');
    expect(og.ogDescription).toBe('Two days of football in Kumasi.');
    expect(og.ogUrl).toBe(`${SITE}/photo/${album.id}`);
    expect(og.ogImage?.[0]).toMatchObject({ url: `${SITE}${photos[0]!.url}`, width: String(photos[0]!.width), height: String(photos[0]!.height) });
    const [gallery, crumbs] = jsonLd(await html(`/photo/${album.id}`));
    expect(gallery).toMatchObject({
      '@type': 'ImageGallery',
      name: 'Under-12 tournament',
      url: `${SITE}/photo/${album.id}`,
      image: [{ contentUrl: `${SITE}${photos[0]!.url}` }],
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Gallery' }, { name: 'Under-12 tournament' }] });
  });

  it('home and about: SportsOrganization from the academy facts; the other pages their own title and a breadcrumb', async () => {
    const facts = (await t.app.inject('/api/academy')).json().data as {
      name: string;
      email: string;
      phone: string;
      address: string;
      town: string;
      social: Record<string, string | null>;
    };
    for (const url of ['/', '/about']) {
      const org = jsonLd(await html(url)).find((d) => d['@type'] === 'SportsOrganization');
      expect(org, url).toMatchObject({
        name: facts.name,
        email: facts.email,
        telephone: facts.phone,
        address: { streetAddress: facts.address, addressLocality: facts.town },
        url: `${SITE}/`,
        logo: `${SITE}/logo.svg`,
      });
      const social = Object.values(facts.social).filter(Boolean);
      expect(social.length, 'the seeded academy has social links').toBeGreaterThan(0);
      expect(org!.sameAs, url).toEqual(social);
    }
    for (const [url, meta] of Object.entries(PUBLIC_PAGE_META).filter(([u]) => (PUBLIC_ROUTES as readonly string[]).includes(u))) {
      const body = await html(url);
      expect(one(body, /<title>([^<]*)<\/title>/), url).toBe(documentTitle(meta.title));
      expect(one(body, /<meta name="description" content="([^"]*)">/), url).toBe(meta.description.replace(/&/g, '&amp;'));
      expect(one(body, /<link rel="canonical" href="([^"]+)">/), url).toBe(`${SITE}${url}`);
      // Every page but the home page is one step below it.
      const breadcrumb = jsonLd(body).find((d) => d['@type'] === 'BreadcrumbList');
      expect(breadcrumb, url).toEqual(
        url === '/'
          ? undefined
          : expect.objectContaining({ itemListElement: [expect.objectContaining({ name: 'Home' }), expect.objectContaining({ name: meta.title })] }),
      );
    }
  });

  it('a match page: SportsEvent scheduled, rescheduled with its previous start after a move, cancelled once cancelled', async () => {
    const squad = await t.app.inject({
      method: 'POST',
      url: '/api/squads',
      headers: auth,
      payload: { name: 'U12 Head', season: '2026/27', min_age: 10, max_age: 12, capacity: 10 },
    });
    expect(squad.statusCode, squad.body).toBe(201);
    const start = new Date(Date.now() + 9 * 24 * 3600_000);
    start.setUTCHours(10, 0, 0, 0);
    const hours = (from: Date, h: number) => new Date(from.getTime() + h * 3600_000).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/squads/${squad.json().data.id}/events`,
      headers: auth,
      payload: {
        kind: 'match',
        starts_at: start.toISOString(),
        ends_at: hours(start, 2),
        venue: { name: 'Head ground', address: '1 Head Road' },
        opponent: 'Head Rovers',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const sportsEvent = async () => jsonLd(await html(`/matches/${id}`)).find((d) => d['@type'] === 'SportsEvent')!;

    const planned = await sportsEvent();
    expect(planned).toMatchObject({ startDate: start.toISOString(), eventStatus: 'https://schema.org/EventScheduled' });
    expect(planned).not.toHaveProperty('previousStartDate');

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${id}`,
      headers: auth,
      payload: { starts_at: hours(start, 24), ends_at: hours(start, 26) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sportsEvent()).toMatchObject({
      startDate: hours(start, 24),
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: start.toISOString(),
    });
    // A change that does not move it keeps it rescheduled from the same start.
    await t.app.inject({ method: 'PUT', url: `/api/events/${id}`, headers: auth, payload: { venue: { name: 'Other ground', address: '2 Head Road' } } });
    expect(await sportsEvent()).toMatchObject({ eventStatus: 'https://schema.org/EventRescheduled', previousStartDate: start.toISOString() });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: auth })).statusCode).toBe(200);
    const cancelled = await sportsEvent();
    expect(cancelled).toMatchObject({ startDate: hours(start, 24), eventStatus: 'https://schema.org/EventCancelled' });
    expect(cancelled).not.toHaveProperty('previousStartDate');
  });

  it('answers 404 with the not-found screen for what names nothing, and 200 for every page of the router', async () => {
    const draft = await createPost({ title: 'A draft', published: 'false' });
    const scheduled = await createPost({ title: 'A draft', status: 'scheduled', publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    const notFound = [
      '/no-such-page',
      '/news/999999',
      '/postview/999999',
      `/news/${draft.id}`,
      `/postview/${draft.id}`,
      `/news/${scheduled.id}`,
      '/photo/999999',
      '/album/999999',
      '/news/tag/no-such-tag',
    ];
    for (const url of [...notFound, '/news/abc', '/photo/first', '/postview/1x', '/newsx', '/about/more', '/news/1/2']) {
      const body = await html(url, 404);
      expect(one(body, /<title>([^<]*)<\/title>/), url).toBe(documentTitle(PAGE_META.notFound.title));
      expect(body, url).toContain('<meta name="robots" content="noindex">');
      expect(body, url).not.toContain('A draft');
    }
    const fill = (p: string) => p.replace(':id', '1').replace(':token', 'abcdefghijklmnopqrstuvwxyz');
    // Routes naming a record (a post, an album, a tag) are 200 only for one that exists: above and in their own tests.
    for (const route of [...PUBLIC_ROUTES.filter((r) => !/:(id|slug)\b/.test(r)), ...ADMIN_ROUTES]) await html(fill(route), 200);
    for (const route of ADMIN_ROUTES) expect((await t.app.inject(fill(route))).headers['x-robots-tag'], route).toBe('noindex, nofollow');
  });

  it('a crawler asking for random paths does not grow what the server keeps', async () => {
    await html('/warm-up-unknown', 404);
    const entries = () => t.app.publicCache.stats().entries;
    const cached = entries();
    const heap = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i++) await html(`/random-${i}-${'x'.repeat(i % 40)}`, 404);
    // Nothing of them is kept by the public cache (the page HTML keeps one not-found page for all).
    expect(entries()).toBe(cached);
    // Nor variants of a real page's address: a query, trailing slashes, an encoded letter.
    await html('/about');
    const withAbout = entries();
    for (let i = 0; i < 50; i++) await html(`/about?fbclid=${i}`);
    for (const url of ['/about/', '/about//', '/ab%6Fut', '/news/abc', '/news/999998']) await t.app.inject(url);
    expect(entries()).toBe(withAbout);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(50 * 1024 * 1024);
  });

  it("the page HTML's kept map holds one page for every unknown path", async () => {
    const pages = createPageHtml(t.app, webDist);
    expect((await pages.render('/about')).status).toBe(200);
    expect((await pages.render('/no-such-page')).status).toBe(404);
    const kept = pages.keptCount();
    expect(kept).toBe(2);
    for (let i = 0; i < 300; i++) expect((await pages.render(`/crawler-${i}/${'y'.repeat(i)}`)).status).toBe(404);
    for (let i = 0; i < 50; i++) expect((await pages.render(`/news/${900_000 + i}`)).status).toBe(404);
    for (let i = 0; i < 50; i++) expect((await pages.render(`/photo/x${i}`)).status).toBe(404);
    for (let i = 0; i < 50; i++) expect((await pages.render(`/enrollment/${i}`)).status).toBe(200);
    expect((await pages.render('/about/')).status).toBe(200);
    // One more entry: all admin screens share one.
    expect(pages.keptCount()).toBe(kept + 1);
  });
});
