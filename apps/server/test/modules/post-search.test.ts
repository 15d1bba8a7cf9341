import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, NEWS_SEARCH } from '@academy/contract/news-search-constants';
import { PUBLISH_DATE } from '@academy/contract/post-date-constants';
import { postAliasPath, postPath, postSlug, POST_SLUG_MAX } from '@academy/contract/feed-constants';
import { posts } from '../../src/db/schema/posts.ts';
import { bearer, createTestApp, login, multipart, type TestApp } from '../helpers.ts';

/**
 * Search, paging, readable addresses and the publish date of posts (docs/decisions/048), on the
 * run's database: PGlite in the first server stage, PostgreSQL in the second.
 */
let t: TestApp;
let auth: Record<string, string>;
let webDist: string;
const SITE = 'https://academy.example';
const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ webDist, publicUrl: SITE });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

type Summary = { id: number; title: string; status: string; created_at: string };

async function write(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const form = multipart({ content: '<p>Nothing to see.</p>', ...fields });
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
}
async function create(fields: Record<string, string>): Promise<Summary> {
  const res = await write('POST', '/api/posts', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function list(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Summary[]; total: number; page: number; limit: number };
}
const titles = async (url: string, headers: Record<string, string> = {}) => (await list(url, headers)).data.map((p) => p.title);

describe('search over titles and bodies', () => {
  it('finds words of the title and of the body text, stemmed, title matches first; never the HTML around them', async () => {
    const body = await create({ title: 'Saturday at the ground', content: '<p>The goalkeepers trained with <strong>Wanjiru</strong> all morning.</p>' });
    const title = await create({ title: 'Goalkeeper clinic for the Wanjiru family', content: '<p>Open to every age group.</p>' });
    const markup = await create({ title: 'Photo day', content: '<p><a href="https://strongbox.example/lighthouse">Pictures</a> are online.</p>' });

    // Title (weight A) above body (weight B); "goalkeeper" also finds "goalkeepers" (English stemming).
    expect(await titles('/api/posts?q=goalkeeper')).toEqual([title.title, body.title]);
    expect(await titles('/api/posts?q=wanjiru')).toEqual([title.title, body.title]);
    // Web search syntax: a quoted phrase, and a word left out.
    expect(await titles(`/api/posts?q=${encodeURIComponent('"trained with wanjiru"')}`)).toEqual([body.title]);
    expect(await titles(`/api/posts?q=${encodeURIComponent('wanjiru -clinic')}`)).toEqual([body.title]);
    // Tag names, attributes and link targets are not text: only what a reader sees is searched.
    for (const word of ['strong', 'href', 'lighthouse', 'strongbox']) expect(await titles(`/api/posts?q=${word}`), word).toEqual([]);
    expect(await titles('/api/posts?q=pictures')).toEqual([markup.title]);
    // The total counts the matches (not the kept count of every post).
    expect((await list('/api/posts?q=goalkeeper')).total).toBe(2);
    // Only stop words, or nothing but punctuation: no match, no error.
    expect(await titles('/api/posts?q=the')).toEqual([]);
    expect(await titles(`/api/posts?q=${encodeURIComponent('"(&|!')}`)).toEqual([]);
  });

  it('an edit is searched as it is now', async () => {
    const post = await create({ title: 'Kit collection', content: '<p>Bring the blue bag.</p>' });
    expect(await titles('/api/posts?q=blue')).toContain(post.title);
    expect((await write('PUT', `/api/posts/${post.id}`, { title: 'Kit collection', content: '<p>Bring the red bag.</p>' })).statusCode).toBe(200);
    expect(await titles('/api/posts?q=blue')).not.toContain(post.title);
    expect(await titles('/api/posts?q=red')).toContain(post.title);
  });

  it('visitors find published posts only; editors find drafts and scheduled posts too', async () => {
    const draft = await create({ title: 'Secret transfer draft', content: '<p>Zanzibarian striker joins.</p>', status: 'draft' });
    const scheduled = await create({
      title: 'Zanzibarian tour announcement',
      status: 'scheduled',
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const published = await create({ title: 'Zanzibarian visitors', content: '<p>A friendly.</p>' });
    expect(await titles('/api/posts?q=zanzibarian')).toEqual([published.title]);
    expect(await titles('/api/news?q=zanzibarian')).toEqual([published.title]);
    expect((await titles('/api/posts?q=zanzibarian', auth)).sort()).toEqual([draft.title, scheduled.title, published.title].sort());
    expect(await titles('/api/posts?q=zanzibarian&status=draft', auth)).toEqual([draft.title]);
  });

  it('the body text of a post stored before search is made at start-up (the body refresh)', async () => {
    const post = await create({ title: 'Old post', content: '<p>Quokka sighting near the pitch.</p>' });
    // As an older version stored it: no text beside the HTML, an older body version.
    await t.app.db
      .update(posts)
      .set({ body_text: '', body_version: 2 })
      .where(sql`${posts.id} = ${post.id}`);
    // Read as an editor: answers to visitors are kept by the public cache, which a start-up begins without.
    expect(await titles('/api/posts?q=quokka', auth)).toEqual([]);
    const { createPostService } = await import('../../src/modules/posts/service.ts');
    const { moduleDeps } = await import('../../src/lib/module-deps.ts');
    expect(await createPostService(moduleDeps(t.app)).refreshBodies()).toBeGreaterThanOrEqual(1);
    expect(await titles('/api/posts?q=quokka', auth)).toEqual([post.title]);
  });

  it('/news?q= is the search, rendered by the server as its own page; not one to index', async () => {
    await create({ title: 'Marimba evening', content: '<p>Music for the parents.</p>' });
    const res = await t.app.inject('/news?q=marimba');
    expect(res.statusCode).toBe(200);
    const seed = res.body.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)?.[1];
    const answers = JSON.parse(seed!) as Record<string, { data: Summary[] }>;
    const answer = answers[`/posts?limit=${NEWS_PAGE_SIZE}&q=marimba`];
    expect(answer?.data.map((p) => p.title)).toEqual(['Marimba evening']);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain(`<title>${NEWS_SEARCH.searchTitle('marimba')}`);
  });
});

describe('paging past any number of posts', () => {
  it('250 more posts: every page of the API, /news?page=N with its neighbours named, nothing lost or repeated', async () => {
    // One statement: 250 published posts, one a minute apart, ten years ago (older than every other post here).
    await t.app.db.execute(sql`
      insert into posts (title, content, excerpt, body_text, body_version, published, status, created_at, updated_at)
      select 'Archive ' || n, '<p>Archive number ' || n || '</p>', 'Archive number ' || n, 'Archive number ' || n, 3, true, 'published',
             now() - interval '10 years' + n * interval '1 minute', now()
      from generate_series(1, 250) as n`);
    const first = await list('/api/posts?limit=100');
    const total = first.total;
    expect(total).toBeGreaterThanOrEqual(250);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page++) seen.push(...(await list(`/api/posts?limit=100&page=${page}`)).data.map((p) => p.id));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // Newest first across the pages: the oldest archive post comes last.
    expect((await list(`/api/posts?limit=100&page=${Math.ceil(total / 100)}`)).data.at(-1)?.title).toBe('Archive 1');
    // A page past the end is empty, not an error; the page number has no small bound.
    expect((await list('/api/posts?limit=100&page=500000')).data).toEqual([]);

    // The site: page 3 of /news is its own address, rendered with its own posts and links to pages 2 and 4.
    const pages = Math.ceil(total / NEWS_PAGE_SIZE);
    expect(pages).toBeGreaterThan(100 / NEWS_PAGE_SIZE);
    const page3 = await t.app.inject('/news?page=3');
    expect(page3.statusCode).toBe(200);
    expect(page3.body).toContain(`<link rel="canonical" href="${SITE}/news?page=3">`);
    expect(page3.body).toContain(`<link rel="prev" href="${SITE}/news?page=2">`);
    expect(page3.body).toContain(`<link rel="next" href="${SITE}/news?page=4">`);
    expect(page3.body).toContain(`/posts?limit=${NEWS_PAGE_SIZE}&page=3`);
    const last = await t.app.inject(`/news?page=${pages}`);
    expect(last.body).toContain(`<link rel="prev" href="${SITE}/news?page=${pages - 1}">`);
    expect(last.body).not.toContain('rel="next"');
    expect(last.body).toContain('Archive 1');
    // Page 1 is /news itself: no prev, canonical without a page.
    const news = await t.app.inject('/news?page=1');
    expect(news.body).toContain(`<link rel="canonical" href="${SITE}/news">`);
    expect(news.body).not.toContain('rel="prev"');

    // /allposts reads the same API with the editor's token: drafts too, past 100.
    const admin = await list('/api/posts?limit=10&page=26', auth);
    expect(admin.page).toBe(26);
    expect(admin.data.length).toBeGreaterThan(0);
  });
});

describe('the readable alias /news/{id}-{slug}', () => {
  it('slugs are ASCII, lower case, hyphenated and at most 60 characters, cut between words', () => {
    expect(postSlug('U12s win the Spring Cup!')).toBe('u12s-win-the-spring-cup');
    expect(postSlug('Équipe réserve: “Très bien” — 3–1')).toBe('equipe-reserve-tres-bien-3-1');
    expect(postSlug('日本語')).toBe('');
    const long = postSlug('A very long title about the academy and its wonderful season of football matches');
    expect(long.length).toBeLessThanOrEqual(POST_SLUG_MAX);
    expect(long).toBe('a-very-long-title-about-the-academy-and-its-wonderful-season');
    expect(postSlug('x'.repeat(80))).toHaveLength(POST_SLUG_MAX);
    expect(postAliasPath(7, '日本語')).toBe('/news/7');
    expect(postPath(7)).toBe('/news/7');
  });

  it('serves the post at /news/{id} and /postview/{id}, both naming /news/{id} as canonical (SPEC 2); any slugged alias answers 301 to /news/{id}', async () => {
    const post = await create({ title: 'Spring Cup: U12s win it!' });
    const readable = `/news/${post.id}-spring-cup-u12s-win-it`;
    expect(postAliasPath(post.id, post.title)).toBe(readable);
    for (const url of [`/news/${post.id}`, `/postview/${post.id}`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<link rel="canonical" href="${SITE}/news/${post.id}">`);
      expect(res.body, url).toContain(`"/posts/${post.id}"`);
    }
    for (const alias of [readable, `/news/${post.id}-old-title`, `/news/${post.id}-`, `/postview/${post.id}-x`, `/news/${post.id}-Spring-Cup-U12s-Win-It`]) {
      const res = await t.app.inject(alias);
      expect(res.statusCode, alias).toBe(301);
      expect(res.headers.location, alias).toBe(`/news/${post.id}`);
    }
    // A new title changes nothing of the address.
    expect((await write('PUT', `/api/posts/${post.id}`, { title: 'Spring Cup final' })).statusCode).toBe(200);
    expect((await t.app.inject(readable)).headers.location).toBe(`/news/${post.id}`);
    // Still nothing at an address that names no post by its number, nor at a draft's.
    expect((await t.app.inject('/news/spring-cup')).statusCode).toBe(404);
    const draft = await create({ title: 'Draft thing', status: 'draft' });
    expect((await t.app.inject(`/news/${draft.id}-draft-thing`)).statusCode).toBe(404);
  });

  it('the feed, the sitemap and the newsletter link /news/{id}', async () => {
    const post = await create({ title: 'Readable links everywhere' });
    const address = `${SITE}/news/${post.id}`;
    const rss = (await t.app.inject('/rss.xml')).body;
    expect(rss).toContain(`<link>${address}</link>`);
    expect(rss).not.toContain(`${address}-readable-links-everywhere`);
    // The guid is the same address, which a title edit never changes, so an edited title is no new item.
    expect(rss).toContain(`<guid isPermaLink="true">${address}</guid>`);
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${address}</loc>`);
    expect(sitemap).not.toContain('readable-links-everywhere');
  });
});

describe('the editable publish date', () => {
  it('sets the date shown and the order of lists; the future is refused with its message; drafts ignore it', async () => {
    const a = await create({ title: 'Dated A' });
    const b = await create({ title: 'Dated B' });
    const before = await titles('/api/posts?limit=100');
    expect(before.indexOf('Dated B')).toBeLessThan(before.indexOf('Dated A'));
    // B back-dated a year: it moves below A, and below the posts of this year.
    const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString();
    const res = await write('PUT', `/api/posts/${b.id}`, { title: 'Dated B', created_at: lastYear });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created_at).toBe(lastYear);
    const after = await titles('/api/posts?limit=100');
    expect(after.indexOf('Dated B')).toBeGreaterThan(after.indexOf('Dated A'));
    // The future is scheduling, not a date.
    const future = await write('PUT', `/api/posts/${a.id}`, { title: 'Dated A', created_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.created_at).toBe(PUBLISH_DATE.future);
    // A new post may be published with a past date at once.
    const dated = await create({ title: 'Dated C', created_at: lastYear });
    expect(dated.created_at).toBe(lastYear);
    // A draft's date is its publication's, later: a date sent with it is not kept.
    const draft = await create({ title: 'Dated draft', status: 'draft', created_at: lastYear });
    expect(draft.created_at).not.toBe(lastYear);
  });
});
