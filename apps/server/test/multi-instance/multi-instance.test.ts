import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CACHE_CHANNEL } from '../../src/plugins/cache-broadcast.ts';
import { ADMIN, bearer, eventually, image, multipart } from '../helpers.ts';
import { freshPostgresUrl } from '../helpers.ts';
import { adminToken, allRegistrations, exited, freePort, registration, startServer, type ServerProcess } from '../reliability/server-process.ts';
import { startLocalS3, type LocalS3 } from '../storage/local-s3.ts';

/**
 * Two real server processes behind no proxy, on one PostgreSQL database and one S3 bucket, with
 * separate DATA_DIRs: whatever one accepts, the other shows within a second (anonymous reads, so a stale
 * public cache would show), tokens and login limits are shared, and a killed instance loses
 * nothing it acknowledged. PostgreSQL only (the embedded database is one process by design).
 */
const LOGIN_MAX = 4;
const cleanups: (() => Promise<void>)[] = [];
let a: ServerProcess;
let b: ServerProcess;
let s3: LocalS3;
let token = '';
let dbUrl = '';

type Json = { success: boolean; data: any; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  body?: ReturnType<typeof multipart> | object,
  auth = true,
): Promise<{ status: number; json: Json }> {
  const isForm = body !== undefined && 'payload' in body && Buffer.isBuffer((body as { payload: unknown }).payload);
  const headers: Record<string, string> = { ...(auth ? bearer(token) : {}) };
  let payload: Uint8Array | string | undefined;
  if (isForm) {
    const form = body as ReturnType<typeof multipart>;
    Object.assign(headers, form.headers);
    payload = new Uint8Array(form.payload);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${server.base}${url}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json };
}
/** What a visitor sees: no token, so the public cache answers when it can. */
const visit = async (server: ServerProcess, url: string) => call(server, 'GET', url, undefined, false);
const fileStatus = async (server: ServerProcess, url: string) => (await fetch(`${server.base}${url}`)).status;
/** An editor marks the album's uploads reviewed (decision 054: an upload is public only once reviewed). */
async function review(server: ServerProcess, albumId: number, photoIds: number[]): Promise<void> {
  const res = await call(server, 'POST', `/api/albums/${albumId}/photos/review`, { photo_ids: photoIds });
  expect(res.status).toBe(200);
}
/**
 * What B shows after A's write: the writer's answer waits for its NOTIFY to commit, and B empties its
 * cache when its listener receives it, a few milliseconds later (decision 013); within a second.
 */
const onB = (check: () => Promise<boolean>, what: string) => eventually(check, { timeout: 1000, what: `${what} on B` });

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL and one bucket', () => {
  beforeAll(async () => {
    const db = await freshPostgresUrl();
    dbUrl = db.url!;
    cleanups.push(() => db.drop());
    s3 = await startLocalS3();
    cleanups.push(() => s3.close());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-multi-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const env = {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      LOGIN_MAX_ATTEMPTS: String(LOGIN_MAX),
    };
    const [pa, pb] = await Promise.all([freePort(), freePort()]);
    // Started together against the empty database: migrations and the administrator happen once.
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
  }, 90_000);

  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('accepts a token signed by one instance on the other', async () => {
    token = await adminToken(a.base);
    const res = await call(b, 'GET', '/api/registrations');
    expect(res.status).toBe(200);
    const me = await call(b, 'GET', '/api/auth/profile');
    expect(me.json.data.user.email).toBe(ADMIN.email);
  });

  it('shows a post created, updated and deleted through one instance on the other within a second', async () => {
    const titles = async () => ((await visit(b, '/api/news')).json.data as { title: string }[]).map((p) => p.title);
    await titles();
    await titles(); // now from B's cache
    const created = await call(
      a,
      'POST',
      '/api/news',
      multipart({ title: 'Two instances', content: '<p>one</p>' }, [{ field: 'cover_image', filename: 'c.jpg', content: await image() }]),
    );
    expect(created.status).toBe(201);
    const post = created.json.data as { id: number; cover_image: string };
    await onB(async () => (await titles()).includes('Two instances'), 'the new post in the list');
    expect((await visit(b, `/api/news/${post.id}`)).json.data.title).toBe('Two instances');
    // The file is in the shared bucket, served by either instance.
    expect(await fileStatus(b, post.cover_image)).toBe(200);

    expect((await call(a, 'PUT', `/api/posts/${post.id}`, multipart({ title: 'Two instances, updated', content: '<p>two</p>' }))).status).toBe(200);
    await onB(async () => (await titles()).includes('Two instances, updated'), 'the new title in the list');
    expect((await visit(b, `/api/news/${post.id}`)).json.data.title).toBe('Two instances, updated');

    expect((await call(a, 'DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    await onB(async () => !(await titles()).includes('Two instances, updated'), 'the post gone from the list');
    expect((await visit(b, `/api/news/${post.id}`)).status).toBe(404);
    expect(await fileStatus(b, post.cover_image)).toBe(404);
  });

  it('shows an album and its photos created, changed and deleted through one instance on the other within a second', async () => {
    const names = async () => ((await visit(b, '/api/gallery')).json.data as { name: string }[]).map((x) => x.name);
    await names();
    await names();
    const created = await call(
      a,
      'POST',
      '/api/albums',
      multipart({ name: 'Shared camp' }, [{ field: 'coverImage', filename: 'c.jpg', content: await image() }]),
    );
    expect(created.status).toBe(201);
    const album = created.json.data as { id: number };
    await onB(async () => (await names()).includes('Shared camp'), 'the new album');
    expect((await visit(b, `/api/public/albums/${album.id}`)).json.data.photos).toHaveLength(0);

    const up = await call(
      a,
      'POST',
      `/api/albums/${album.id}/photos`,
      multipart({}, [
        { field: 'photos', filename: '1.jpg', content: await image() },
        { field: 'photos', filename: '2.png', content: await image('png', 300, 200) },
      ]),
    );
    expect(up.status).toBe(201);
    const photos = up.json.data as { id: number; url: string }[];
    // Not public before an editor reviews them (decision 054).
    expect((await visit(b, `/api/public/albums/${album.id}`)).json.data.photos).toHaveLength(0);
    await review(
      a,
      album.id,
      photos.map((p) => p.id),
    );
    const urls = async () => ((await visit(b, `/api/public/albums/${album.id}`)).json.data as { photos: { url: string }[] }).photos.map((p) => p.url).sort();
    await onB(async () => (await urls()).length === photos.length, 'the uploaded photos');
    expect(await urls()).toEqual(photos.map((p) => p.url).sort());
    for (const p of photos) expect(await fileStatus(b, p.url)).toBe(200);

    expect((await call(a, 'PUT', `/api/albums/${album.id}`, multipart({ name: 'Shared camp 2026' }))).status).toBe(200);
    await onB(async () => (await names()).includes('Shared camp 2026'), 'the new album name');
    expect((await call(a, 'DELETE', `/api/photos/${photos[0]!.id}`)).status).toBe(200);
    await onB(async () => (await urls()).length === 1, 'the deleted photo gone');
    expect(await fileStatus(b, photos[0]!.url)).toBe(404);

    expect((await call(a, 'DELETE', `/api/albums/${album.id}`)).status).toBe(200);
    await onB(async () => !(await names()).includes('Shared camp 2026'), 'the album gone from the list');
    expect((await visit(b, `/api/public/albums/${album.id}`)).status).toBe(404);
  });

  it('shows a team member created, updated and deleted through one instance on the other within a second', async () => {
    const team = async () => (await visit(b, '/api/team')).json.data as { id: number; name: string; role: string }[];
    await team();
    await team();
    // An adult member with photo consent: a visitor sees the name and photo as stored (children are shortened).
    const created = await call(
      a,
      'POST',
      '/api/team',
      multipart({ name: 'Shared Keeper', role: 'goalkeeper', jersey_number: 1, is_minor: 'false', photo_consent: 'true' }, [
        { field: 'image', filename: 'k.jpg', content: await image('jpeg', 400, 500) },
      ]),
    );
    expect(created.status).toBe(201);
    const m = created.json.data as { id: number; image: string };
    await onB(async () => (await team()).some((x) => x.name === 'Shared Keeper'), 'the new member');
    expect(await fileStatus(b, m.image)).toBe(200);
    expect((await call(a, 'PUT', `/api/team/${m.id}`, multipart({ name: 'Shared Keeper', role: 'defender', jersey_number: 5 }))).status).toBe(200);
    await onB(async () => (await team()).find((x) => x.id === m.id)?.role === 'defender', 'the new role');
    expect((await call(a, 'DELETE', `/api/team/${m.id}`)).status).toBe(200);
    await onB(async () => !(await team()).some((x) => x.id === m.id), 'the member gone');
    expect((await visit(b, `/api/team/${m.id}`)).status).toBe(404);
  });

  it('hides a photo and its file on the other instance within a second when a tagged child loses photo consent', async () => {
    const album = (await call(a, 'POST', '/api/albums', multipart({ name: 'Consent camp' }))).json.data as { id: number };
    const up = await call(a, 'POST', `/api/albums/${album.id}/photos`, multipart({}, [{ field: 'photos', filename: '1.jpg', content: await image() }]));
    const photo = (up.json.data as { id: number; url: string }[])[0]!;
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        `insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age, years_playing, current_school, uniform_size, health_conditions, photo_consent)
         values ('Parent Camp', 'camp@example.com', '+256 700 000 011', 'Kampala', 'yes', 'Camp Child', 11, '2', 'School', 'Medium', 'None', 'yes') returning id`,
      );
      expect((await call(a, 'PUT', `/api/photos/${photo.id}/subjects`, { registration_ids: [rows[0]!.id] })).status).toBe(200);
      await review(a, album.id, [photo.id]);
      // B has read its list of hidden files (and cached the album) with the photo public.
      expect(await fileStatus(b, photo.url)).toBe(200);
      expect((await visit(b, `/api/public/albums/${album.id}`)).json.data.photos).toHaveLength(1);

      // A withdrawal as the status page makes it: the registration's column, then publicChanged's NOTIFY from an instance.
      await client.query(`update registrations set photo_consent = 'no' where id = $1`, [rows[0]!.id]);
      await client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, 'another-instance:1']);
      await eventually(async () => (await fileStatus(b, photo.url)) === 404, { timeout: 1000, what: "the photo's file to answer 404 on B" });
      expect((await visit(b, `/api/public/albums/${album.id}`)).json.data.photos).toHaveLength(0);
      expect(await fileStatus(a, photo.url)).toBe(404);
    } finally {
      await client.end();
    }
  });

  it('counts failed sign-ins of one account across both instances', async () => {
    const creds = { email: 'nobody-multi@academy.test', password: 'wrong-password-123' };
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX + 2; i++) statuses.push((await call(i % 2 ? b : a, 'POST', '/api/auth/login', creds, false)).status);
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX).fill(401), 429, 429]);
  });

  it('loses no acknowledged registration when one instance is killed mid-burst', async () => {
    // A steady stream (a few requests in flight at a time), so that the kill lands in the middle of it.
    const BURST = 200;
    const KILL_AFTER = 50;
    const IN_FLIGHT = 8;
    const acked = new Set<string>();
    let answered = 0;
    let killed = false;
    const stamp = Date.now();
    const send = async (i: number) => {
      const tag = `multi-${i}-${stamp}`;
      const server = i % 2 ? b : a;
      try {
        const res = await fetch(`${server.base}/api/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration(tag)),
        });
        await res.text();
        if (res.status >= 200 && res.status < 300) acked.add(tag);
      } catch {
        // The connection died with B: not acknowledged, so not promised.
      }
      answered++;
      if (!killed && answered >= KILL_AFTER) {
        killed = true;
        b.child.kill('SIGKILL');
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < BURST) await send(next++);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited(b.child);
    expect(b.child.signalCode).toBe('SIGKILL');
    // A answered its half; B stopped part-way.
    expect(acked.size).toBeGreaterThanOrEqual(BURST / 2);
    expect(acked.size).toBeLessThan(BURST);

    const rows = (await allRegistrations(a.base, token)).filter((r) => r.player_name.endsWith(`-${stamp}`));
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.player_name, (counts.get(r.player_name) ?? 0) + 1);
    expect([...acked].filter((tag) => !counts.has(tag))).toEqual([]);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    // The survivor keeps working.
    expect((await call(a, 'POST', '/api/registrations', registration(`after-${stamp}`), false)).status).toBe(201);
  }, 60_000);
});
