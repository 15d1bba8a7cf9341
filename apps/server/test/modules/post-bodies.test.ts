import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { POST_BODY_VERSION } from '../../src/modules/posts/service.ts';
import { bearer, createTestApp, login, multipart, type TestApp } from '../helpers.ts';

/** A post as the editor writes it: a heading, an inline link mid-sentence with Quill's new tab, an external link. */
const EDITOR_HTML =
  '<h2>Match report</h2><p>The pitch was soft. Register <strong>from 1 December</strong>. See the ' +
  '<a href="/register" rel="noopener noreferrer" target="_blank">registration page</a> or ' +
  '<a href="https://www.fifa.com/" rel="noopener noreferrer" target="_blank">FIFA</a>.</p>';
const EXCERPT = 'Match report. The pitch was soft. Register from 1 December. See the registration page or FIFA.';

describe('posts written now', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://futurestars.example' });
    token = await login(t.app);
  });
  afterAll(async () => t.close());

  it("store a spaced excerpt, answered by the post and the lists (/news, the home page's newest four)", async () => {
    const body = multipart({ title: 'Report', content: `${EDITOR_HTML}<p><a href="https://futurestars.example/about" target="_blank">About us</a></p>` });
    const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post.excerpt).toBe(`${EXCERPT} About us`);
    expect(post.content).toContain('<a href="/register">registration page</a>');
    expect(post.content).toContain('<a href="https://futurestars.example/about">About us</a>');
    expect(post.content).toContain('<a href="https://www.fifa.com/" target="_blank" rel="noopener noreferrer">FIFA</a>');

    for (const url of ['/api/posts', '/api/news?limit=4']) {
      const list = (await t.app.inject(url)).json();
      expect(list.data[0].excerpt, url).toBe(`${EXCERPT} About us`);
    }
    const [row] = await t.app.db.select({ v: posts.body_version }).from(posts).where(eq(posts.id, post.id));
    expect(row?.v).toBe(POST_BODY_VERSION);
  });
});

describe('posts stored with older rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  });
  afterAll(async () => database.close());

  it('get their excerpt and links made again at start-up, once, without changing updated_at', async () => {
    const first = await createTestApp({ publicUrl: 'https://futurestars.example' }, { database });
    const updatedAt = new Date('2025-01-02T03:04:05.000Z');
    const [old] = await first.app.db
      .insert(posts)
      .values({
        title: 'Old',
        content: EDITOR_HTML,
        excerpt: 'Match report The pitch was soft. Register from 1 December . See',
        published: true,
        updated_at: updatedAt,
      })
      .returning({ id: posts.id });
    const [current] = await first.app.db
      .insert(posts)
      .values({ title: 'Current', content: '<p>Kept</p>', excerpt: 'kept as stored', published: true, body_version: POST_BODY_VERSION })
      .returning({ id: posts.id });
    await first.close();

    const second = await createTestApp({ publicUrl: 'https://futurestars.example' }, { database });
    try {
      const list = (await second.app.inject('/api/news')).json().data as { id: number; excerpt: string }[];
      expect(list.find((p) => p.id === old!.id)?.excerpt).toBe(EXCERPT);
      expect(list.find((p) => p.id === current!.id)?.excerpt).toBe('kept as stored');

      const post = (await second.app.inject(`/api/news/${old!.id}`)).json().data;
      expect(post.excerpt).toBe(EXCERPT);
      expect(post.content).toContain('<a href="/register">registration page</a>');
      expect(post.content).toContain('target="_blank" rel="noopener noreferrer">FIFA</a>');
      expect(post.updated_at).toBe(updatedAt.toISOString());
      const [row] = await second.app.db.select({ v: posts.body_version }).from(posts).where(eq(posts.id, old!.id));
      expect(row?.v).toBe(POST_BODY_VERSION);
    } finally {
      await second.close();
    }
  });
});
