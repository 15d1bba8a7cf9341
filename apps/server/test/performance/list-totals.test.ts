import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums } from '../../src/db/schema/albums.ts';
import { contactMessages } from '../../src/db/schema/contact-messages.ts';
import { media } from '../../src/db/schema/media.ts';
import { photos } from '../../src/db/schema/photos.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { rowCounts } from '../../src/db/schema/row-counts.ts';
import { teamMembers } from '../../src/db/schema/team-members.ts';
import { MIGRATIONS_DIR } from '../../src/lib/paths.ts';
import { countedRows, rowCountKey } from '../../src/lib/row-counts.ts';
import { bearer, createTestApp, freshPostgresUrl, login, multipart, type TestApp, registrationIdOf } from '../helpers.ts';

/**
 * Paged lists answer `total` from trigger-kept row counts (migration 0003) and walk an index for
 * their order, so that a list costs the same with 20,000 rows as with 20. These tests check the
 * kept counts against real counts after every kind of write, and the plans with grown tables.
 */
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const realCount = async (table: PgTable, where?: SQL) => {
  const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};
const total = async (url: string) => {
  const res = await t.app.inject({ url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};
const anonymousTotal = async (url: string) => (await t.app.inject(url)).json().total as number;

const registration = (i: number, age: number) => ({
  parent_name: `Parent ${i}`,
  parent_email: `parent${i}@example.com`,
  contact_phone: '+256 700 000 000',
  residence: 'Kampala',
  contact_permission: 'yes',
  player_name: `Player ${i}`,
  player_age: age,
  years_playing: '2',
  current_school: 'School',
  uniform_size: 'Medium',
  health_conditions: 'None',
  data_consent: true,
  photo_consent: 'yes',
});

describe('list totals', () => {
  it('match the real counts after creates, publish changes, status changes and deletes', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const form = multipart({ title: `Post ${i}`, content: `<p>Post ${i}</p>`, published: String(i % 2 === 0) });
      const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: form.payload, headers: { ...form.headers, ...auth } });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const checkPosts = async () => {
      expect(await total('/api/posts')).toBe(await realCount(posts));
      expect(await anonymousTotal('/api/posts')).toBe(await realCount(posts, eq(posts.published, true)));
    };
    await checkPosts();
    expect(await anonymousTotal('/api/posts')).toBe(3);
    await t.app.inject({ method: 'PUT', url: `/api/posts/${ids[1]}/publish`, headers: auth, payload: { published: true } });
    await t.app.inject({ method: 'PUT', url: `/api/posts/${ids[0]}/publish`, headers: auth, payload: { published: false } });
    await checkPosts();
    const edit = multipart({ title: 'Post 2 edited', content: '<p>x</p>', published: 'false' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/posts/${ids[2]}`, payload: edit.payload, headers: { ...edit.headers, ...auth } })).statusCode).toBe(
      200,
    );
    await checkPosts();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${ids[3]}`, headers: auth })).statusCode).toBe(200);
    await checkPosts();
    expect(await total('/api/posts')).toBe(4);
    // A search is counted for real: the kept counts know nothing of titles.
    expect(await total('/api/posts?q=edited')).toBe(1);

    const regIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: registration(i, 10 + (i % 3)) });
      expect(res.statusCode, res.body).toBe(201);
      regIds.push(await registrationIdOf(t.app, res.json().data));
    }
    await t.app.inject({ method: 'PUT', url: `/api/registrations/${regIds[0]}/status`, headers: auth, payload: { status: 'accepted' } });
    await t.app.inject({ method: 'PUT', url: `/api/registrations/${regIds[1]}/status`, headers: auth, payload: { status: 'accepted' } });
    await t.app.inject({ method: 'PUT', url: `/api/registrations/${regIds[1]}/status`, headers: auth, payload: { status: 'rejected' } });
    await t.app.inject({ method: 'DELETE', url: `/api/registrations/${regIds[2]}`, headers: auth });
    expect(await total('/api/registrations')).toBe(await realCount(registrations));
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      expect(await total(`/api/registrations?status=${status}`)).toBe(await realCount(registrations, eq(registrations.status, status)));
    }
    expect(await total('/api/registrations?status=accepted')).toBe(1);
    const stats = (await t.app.inject({ url: '/api/registrations/stats', headers: auth })).json().data;
    expect(stats.total).toBe(5);
    expect(stats.by_status).toMatchObject({ pending: 3, accepted: 1, rejected: 1 });
    const byAge = await t.app.db
      .select({ age: registrations.player_age, n: count() })
      .from(registrations)
      .groupBy(registrations.player_age)
      .orderBy(registrations.player_age);
    expect(stats.by_age).toEqual(Object.fromEntries(byAge.map((r) => [String(r.age), Number(r.n)])));

    await t.app.db.insert(teamMembers).values([
      { name: 'Keeper', role: 'goalkeeper', jersey_number: 1 },
      { name: 'Back', role: 'defender', jersey_number: 2 },
      { name: 'Back two', role: 'defender', jersey_number: 3 },
    ]);
    await t.app.db.update(teamMembers).set({ role: 'midfielder' }).where(eq(teamMembers.name, 'Back two'));
    expect(await total('/api/team')).toBe(await realCount(teamMembers));
    for (const role of ['goalkeeper', 'defender', 'midfielder', 'forward'] as const) {
      expect(await total(`/api/team?role=${role}`)).toBe(await realCount(teamMembers, eq(teamMembers.role, role)));
    }

    const [album] = await t.app.db.insert(albums).values({ name: 'Album', created_by: 1 }).returning();
    const [kept] = await t.app.db.insert(albums).values({ name: 'Album two', created_by: 1 }).returning();
    const photo = (albumId: number, i: number) => ({ album_id: albumId, url: `/uploads/images/p${albumId}-${i}.webp`, filename: `p${i}.jpg` });
    await t.app.db.insert(photos).values([photo(album!.id, 1), photo(album!.id, 2), photo(kept!.id, 1), photo(kept!.id, 2), photo(kept!.id, 3)]);
    await t.app.db.delete(photos).where(eq(photos.url, `/uploads/images/p${kept!.id}-3.webp`));
    const photoCounts = async () =>
      Object.fromEntries(
        ((await t.app.inject({ url: '/api/albums', headers: auth })).json().data as { id: number; photo_count: number }[]).map((a) => [a.id, a.photo_count]),
      );
    expect(await photoCounts()).toEqual({ [album!.id]: 2, [kept!.id]: 2 });
    // Deleting an album deletes its photos (cascade): its count goes with them.
    await t.app.db.delete(albums).where(eq(albums.id, album!.id));
    expect(await photoCounts()).toEqual({ [kept!.id]: 2 });
    expect(await countedRows(t.app.db, rowCountKey('photos', { column: 'album_id', value: album!.id }))).toBe(0);
    const [leftover] = await t.app.db
      .select({ n: count() })
      .from(rowCounts)
      .where(eq(rowCounts.key, `photos.album_id=${album!.id}`));
    expect(Number(leftover?.n)).toBe(0);
    expect(await total('/api/albums')).toBe(await realCount(albums));
    await t.app.db.insert(media).values({ title: 'Video', video_url: 'https://www.youtube.com/watch?v=abcdefghijk' });
    expect(await total('/api/media')).toBe(await realCount(media));
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullname: 'A parent', email: 'a@example.com', message: 'When are the trials?' } });
    expect(await total('/api/contact')).toBe(await realCount(contactMessages));
    expect(await total('/api/contact')).toBe(1);
  });

  it('are rebuilt when a table is emptied with TRUNCATE', async () => {
    await t.app.db.execute(sql`truncate table media`);
    expect(await total('/api/media')).toBe(0);
    await t.app.db.insert(media).values({ title: 'After truncate', video_url: 'https://www.youtube.com/watch?v=abcdefghijk' });
    expect(await total('/api/media')).toBe(1);
  });

  it('walk an index, not the table, with grown tables', async () => {
    const grow = `
      insert into posts (title, content, excerpt, published, status, created_at)
        select 'Grown ' || g, '<p>x</p>', 'x', g % 10 <> 0, case when g % 10 <> 0 then 'published' else 'draft' end, now() - (g || ' minutes')::interval from generate_series(1, 3000) g;
      insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age,
                                 years_playing, current_school, uniform_size, health_conditions, status, created_at)
        select 'P', 'p@example.com', '1', 'T', 'yes', 'K', 10 + g % 5, '2', 'S', 'Medium', 'N/A',
               (array['pending','accepted','rejected'])[1 + g % 3], now() - (g || ' seconds')::interval from generate_series(1, 3000) g;
      insert into albums (name, created_by, created_at) select 'A' || g, 1, now() - (g || ' minutes')::interval from generate_series(1, 3000) g;
      insert into contact_messages (fullname, email, message, created_at)
        select 'N', 'n@example.com', 'M', now() - (g || ' minutes')::interval from generate_series(1, 3000) g;
      insert into media (title, video_url, created_at)
        select 'V', 'https://youtu.be/abcdefghijk', now() - (g || ' minutes')::interval from generate_series(1, 3000) g;
      analyze`;
    for (const statement of grow.split(';')) await t.app.db.execute(sql.raw(statement));
    const lists = [
      'select id from posts order by created_at desc, id desc limit 20 offset 40',
      'select id from posts where published = true order by created_at desc, id desc limit 4',
      'select id from registrations order by created_at desc, id desc limit 20',
      `select id from registrations where status = 'pending' order by created_at desc, id desc limit 20`,
      'select id from albums order by created_at desc, id desc limit 20',
      'select id from contact_messages order by created_at desc, id desc limit 20',
      'select id from media order by created_at desc, id desc limit 20',
    ];
    for (const query of lists) {
      const plan = (await t.app.db.execute(sql.raw(`explain ${query}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text, query).toMatch(/Index (Only )?Scan/);
      expect(text, query).not.toMatch(/Sort|Seq Scan/);
    }
    // Rows written behind the app's back: its public cache cannot know of them.
    t.app.publicCache.clear();
    expect(await total('/api/posts')).toBe(await realCount(posts));
    expect(await anonymousTotal('/api/posts')).toBe(await realCount(posts, eq(posts.published, true)));
    expect(await total('/api/registrations?status=pending')).toBe(await realCount(registrations, eq(registrations.status, 'pending')));
  });
});

describe('migration 0003', () => {
  it('counts the rows a database already had before it', async () => {
    // The migrations up to 0002 only, as a database made by the previous version holds them.
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-migrations-'));
    await fsp.cp(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await fsp.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((e) => e.tag.startsWith('0003_'));
    expect(index).toBeGreaterThan(0);
    await fsp.writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

    const pgDb = await freshPostgresUrl();
    let run: (query: string) => Promise<Record<string, unknown>[]>;
    let migrateTo: (folder: string) => Promise<void>;
    let close: () => Promise<void>;
    if (pgDb.url) {
      const { default: pg } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = new pg.Client({ connectionString: pgDb.url });
      await client.connect();
      const db = drizzle(client);
      run = async (q) => (await client.query(q)).rows;
      migrateTo = (folder) => migrate(db, { migrationsFolder: folder });
      close = async () => {
        await client.end();
        await pgDb.drop();
      };
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = await PGlite.create();
      const db = drizzle(client);
      run = async (q) => (await client.exec(q)).at(-1)?.rows ?? [];
      migrateTo = (folder) => migrate(db, { migrationsFolder: folder });
      close = () => client.close();
    }
    try {
      await migrateTo(dir);
      await run(`
        insert into posts (title, content, published) select 'P' || g, 'x', g % 3 = 0 from generate_series(1, 30) g;
        insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age,
                                   years_playing, current_school, uniform_size, health_conditions, status)
          select 'P', 'p@example.com', '1', 'T', 'yes', 'K', 10 + g % 5, '2', 'S', 'Medium', 'N/A', (array['pending','accepted'])[1 + g % 2]
          from generate_series(1, 17) g;
        insert into team_members (name, role) select 'T' || g, 'defender' from generate_series(1, 4) g;
        insert into albums (name, created_by) values ('Old album', 1);
        insert into photos (album_id, url, filename) select (select max(id) from albums), '/uploads/images/o' || g || '.webp', 'o.jpg' from generate_series(1, 3) g;
      `);
      await migrateTo(MIGRATIONS_DIR);
      const counts = Object.fromEntries((await run('select key, n from row_counts')).map((r) => [r.key as string, Number(r.n)]));
      expect(counts).toMatchObject({
        posts: 30,
        'posts.published=true': 10,
        'posts.published=false': 20,
        registrations: 17,
        'registrations.status=pending': 8,
        'registrations.status=accepted': 9,
        team_members: 4,
        'team_members.role=defender': 4,
        albums: 1,
        photos: 3,
      });
      expect(Object.entries(counts).find(([k]) => k.startsWith('photos.album_id='))?.[1]).toBe(3);
      // An empty table's total is no row at all (it reads as 0).
      expect(counts.media).toBeUndefined();
      await run(`insert into posts (title, content) values ('After', 'x')`);
      expect(Number((await run(`select n from row_counts where key = 'posts.published=true'`))[0]?.n)).toBe(11);
    } finally {
      await close();
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });
});
