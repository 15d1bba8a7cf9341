import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@academy/contract/post';
import { buildApp } from '../../src/app.ts';
import { ADMIN, bearer, createTestApp, eventually, fillPath, freshData, login, multipart, postSurfaces, routesOf, type TestApp } from '../helpers.ts';

/**
 * Drafts and scheduled posts on a real database: the API's states, the durable
 * scheduler that publishes on time without a restart and after one, and no draft or scheduled
 * post on any public surface. The demo seed's draft and scheduled post: trial-day-seed.test.ts,
 * on the one seeded app of the server tests that read the demo.
 */
let t: TestApp;
let auth: Record<string, string>;
let webDist: string;
const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), INDEX);
  // A poll far longer than the bound below: the post can only be on time if the runner wakes at its time.
  t = await createTestApp({ webDist, backgroundPollMs: 10_000 });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

type Post = { id: number; title: string; status: string; published: boolean; publish_at: string | null; created_at: string };

async function write(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, app = t.app, headers = auth) {
  const form = multipart({ content: '<p>Body text</p>', ...fields });
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
async function create(fields: Record<string, string>): Promise<Post> {
  const res = await write('POST', '/api/posts', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

describe('post states through the API', () => {
  it('SPEC calls keep working: POST without status publishes, published=false is a draft, /publish publishes', async () => {
    const plain = await create({ title: 'Plain post' });
    expect(plain).toMatchObject({ status: 'published', published: true, publish_at: null });
    const old = await create({ title: 'Old-style draft', published: 'false' });
    expect(old).toMatchObject({ status: 'draft', published: false });
    const published = await t.app.inject({ method: 'PUT', url: `/api/posts/${old.id}/publish`, headers: auth, payload: {} });
    expect(published.json().data).toMatchObject({ status: 'published', published: true });
    const back = await t.app.inject({ method: 'PUT', url: `/api/news/${old.id}/publish`, headers: auth, payload: { published: false } });
    expect(back.json().data).toMatchObject({ status: 'draft', published: false });
  });

  it('a post published by hand takes its publication time as its date; publishing and deleting are in the activity log once', async () => {
    const audit = async (action: string, id: number) =>
      ((await t.app.inject({ url: `/api/audit?action=${action}&record_type=post&record_id=${id}`, headers: auth })).json().data as { actor: string }[]).length;
    const draft = await create({ title: 'Hand-published draft', status: 'draft' });
    expect(await audit('content.publish', draft.id)).toBe(0);
    // Publishing happens at a later millisecond than the draft's creation.
    const before = await eventually(() => Date.now() > Date.parse(draft.created_at) && Date.now(), { interval: 1 });
    const res = await write('PUT', `/api/news/${draft.id}`, { title: 'Hand-published draft', status: 'published' });
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json().data as Post;
    expect(published).toMatchObject({ status: 'published', published: true, publish_at: null });
    expect(Date.parse(published.created_at)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(published.created_at)).toBeGreaterThan(Date.parse(draft.created_at));
    // Editing it again (state kept, or published again) is no second publication.
    expect((await write('PUT', `/api/posts/${draft.id}`, { title: 'Hand-published draft, edited' })).json().data.created_at).toBe(published.created_at);
    expect((await t.app.inject({ method: 'PUT', url: `/api/posts/${draft.id}/publish`, headers: auth, payload: {} })).json().data.created_at).toBe(
      published.created_at,
    );
    expect(await audit('content.publish', draft.id)).toBe(1);

    const fresh = await create({ title: 'Published at once' });
    expect(await audit('content.publish', fresh.id)).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${fresh.id}`, headers: auth })).statusCode).toBe(200);
    expect(await audit('content.delete', fresh.id)).toBe(1);
  });

  it('validates status and publish_at with clear messages', async () => {
    const missing = await write('POST', '/api/posts', { title: 'No time', status: 'scheduled' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(POST_MESSAGES.publishAtRequired);
    const past = await write('POST', '/api/news', { title: 'In the past', status: 'scheduled', publish_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(POST_MESSAGES.publishAtFuture);
    const bad = await write('POST', '/api/posts', { title: 'Bad', status: 'someday' });
    expect(bad.statusCode).toBe(400);
  });

  it('a draft and a scheduled post: answered with their state to editors, filtered by state, unknown to visitors', async () => {
    const draft = await create({ title: 'Zqdraft marker', status: 'draft' });
    const scheduled = await create({ title: 'Zqscheduled marker', status: 'scheduled', publish_at: inSeconds(3600) });
    expect(draft).toMatchObject({ status: 'draft', published: false, publish_at: null });
    expect(scheduled).toMatchObject({ status: 'scheduled', published: false });
    expect(Date.parse(scheduled.publish_at!)).toBeGreaterThan(Date.now());

    const drafts = (await t.app.inject({ url: '/api/posts?status=draft&limit=100', headers: auth })).json().data as Post[];
    expect(drafts.map((p) => p.title)).toContain('Zqdraft marker');
    expect(drafts.every((p) => p.status === 'draft')).toBe(true);
    const sched = (await t.app.inject({ url: '/api/posts?status=scheduled', headers: auth })).json().data as Post[];
    expect(sched.map((p) => p.id)).toEqual([scheduled.id]);

    for (const id of [draft.id, scheduled.id]) {
      // The editor's answer (which has it) is never the one the public cache gives a visitor.
      expect((await t.app.inject({ url: `/api/posts/${id}`, headers: auth })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/posts?limit=100', headers: auth })).body).toContain(id === draft.id ? 'Zqdraft' : 'Zqscheduled');
      expect((await t.app.inject(`/api/posts/${id}`)).statusCode).toBe(404);
      expect((await t.app.inject(`/news/${id}`)).statusCode).toBe(404);
    }
    // Every public GET route of the app, the feed, the sitemap and the pages: no draft, no scheduled post.
    const bodies = [await postSurfaces(t.app)];
    for (const route of routesOf(t.app).filter((r) => r.public && r.method === 'GET'))
      bodies.push((await t.app.inject(`${fillPath(route.url)}?limit=100&status=draft`)).body);
    const all = bodies.join('\n');
    expect(all).not.toContain('Zqdraft');
    expect(all).not.toContain('Zqscheduled');

    // Rescheduling moves the one job; making it a draft drops it.
    const key = `publish-post:${scheduled.id}`;
    const jobs = async () =>
      ((await t.app.db.execute(sql`select run_at from jobs where key = ${key} and state = 'queued'`)) as unknown as { rows: { run_at: string }[] }).rows;
    expect(await jobs()).toHaveLength(1);
    const later = inSeconds(7200);
    expect((await write('PUT', `/api/posts/${scheduled.id}`, { title: 'Zqscheduled marker', status: 'scheduled', publish_at: later })).statusCode).toBe(200);
    const moved = await jobs();
    expect(moved).toHaveLength(1);
    expect(new Date(moved[0]!.run_at).toISOString()).toBe(later);
    expect((await write('PUT', `/api/posts/${scheduled.id}`, { title: 'Zqscheduled marker', status: 'draft' })).statusCode).toBe(200);
    expect(await jobs()).toHaveLength(0);
  });
});

describe('the scheduler', () => {
  it('publishes a post 5 seconds ahead on every public surface at its time, without a restart, and not before', async () => {
    const marker = `Zqontime ${Date.now().toString(36)}`;
    const at = inSeconds(5);
    const post = await create({ title: marker, status: 'scheduled', publish_at: at });
    expect(await postSurfaces(t.app, post.id)).not.toContain(marker);
    // "Not before" is the first visible read's time (delay >= 0 below); how soon after its time it
    // shows is bounded by the 3 s below, not per poll, so a loaded machine cannot fail it.
    const seen = await eventually(async () => (await t.app.inject(`/api/posts/${post.id}`)).statusCode === 200 && Date.now(), {
      timeout: 15_000,
      what: 'the post to be published',
    });
    const delay = seen - Date.parse(at);
    console.log(`scheduled post: visible ${delay} ms after its publish_at (poll interval 10000 ms)`);
    expect(delay).toBeGreaterThanOrEqual(0);
    expect(delay).toBeLessThan(3000);
    const surfaces = await postSurfaces(t.app, post.id);
    for (const url of ['/api/posts?limit=100', '/rss.xml', '/sitemap.xml', '/', '/news', `/news/${post.id}`]) {
      const body = (await t.app.inject(url)).body;
      expect(body.includes(marker) || body.includes(`/news/${post.id}`), url).toBe(true);
    }
    expect(surfaces).toContain(marker);
    const published = (await t.app.inject(`/api/posts/${post.id}`)).json().data as Post;
    expect(published).toMatchObject({ status: 'published', published: true, publish_at: null });
    // Its date on the site is its publication time.
    expect(published.created_at).toBe(at);
    const entries = (await t.app.inject({ url: `/api/audit?action=content.publish&record_type=post&record_id=${post.id}`, headers: auth })).json().data as {
      actor: string;
    }[];
    expect(entries.map((e) => e.actor)).toEqual(['system']);
  });

  it('publishes at start a post whose time passed while the server was down', async () => {
    const data = await freshData('academy-down-');
    const config = { ...t.config, dataDir: data.dataDir, databaseUrl: data.databaseUrl, inMemoryDb: false, webDist: path.join(data.dataDir, 'no-web') };
    try {
      let app = await buildApp(config);
      await app.ready();
      const token = bearer(await login(app, ADMIN));
      const res = await write('POST', '/api/posts', { title: 'Zqwhiledown', status: 'scheduled', publish_at: inSeconds(1) }, app, token);
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as number;
      const publishAt = Date.parse(res.json().data.publish_at as string);
      await app.close();
      // Stopped until its time has passed (usually already by now).
      await eventually(() => Date.now() > publishAt, { timeout: 5_000, what: 'the publication time to pass' });
      app = await buildApp(config);
      await app.ready();
      await eventually(async () => (await app.inject(`/api/posts/${id}`)).statusCode === 200, { timeout: 5_000, what: 'the post to be published at start' });
      await app.close();
    } finally {
      await data.remove();
    }
  });
});
