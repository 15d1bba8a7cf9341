import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { AUTH_MESSAGES, type Role } from '@academy/contract/auth-constants';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { buildApp, type BuildOptions, type RouteEntry } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { albums } from '../src/db/schema/albums.ts';
import { contactMessages } from '../src/db/schema/contact-messages.ts';
import { media } from '../src/db/schema/media.ts';
import { newsletterSubscribers } from '../src/db/schema/newsletter-subscribers.ts';
import { photos } from '../src/db/schema/photos.ts';
import { posts } from '../src/db/schema/posts.ts';
import { registrations } from '../src/db/schema/registrations.ts';
import { teamMembers } from '../src/db/schema/team-members.ts';
import { trialInvitations, trialSessions } from '../src/db/schema/trials.ts';
import { users } from '../src/db/schema/users.ts';
import { startMailServer, type TestMailServer } from './mail-server.ts';

/**
 * The one helper module of the server tests (decision 028): a test app on a database of its own,
 * signing in, request bodies, rows to test against, and `eventually` for every wait.
 */

export const ADMIN = { email: 'coach@academy.test', password: 'correct-horse-battery' };

/**
 * Waits for a condition, never for a fixed time (decision 028): calls `check` every `interval` ms
 * until it neither throws nor returns `false`, and returns what it returned. An `expect` inside
 * `check` is retried the same way; after `timeout` ms its last failure is the error.
 * A negative assertion ("X did not happen") comes after an event that proves the time passed
 * (the runner drained, every claim of the outbox is accounted for), not after a wait.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeout = 10_000, interval = 50, what = 'the condition' }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<Exclude<T, false>> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (value === false) throw new Error(`waited ${timeout} ms for ${what}`);
      return value as Exclude<T, false>;
    },
    { timeout, interval },
  );
}

/**
 * A new database on TEST_DATABASE_URL's server (one per test app or server process), or no URL at
 * all, which means PGlite. `migrated`: created from the run's migrated template (test/global-setup.ts),
 * which is much cheaper than migrating; `template`: created from that database instead (the seeded
 * template); otherwise empty (tests of the migrations and of start-up on an empty database).
 */
export async function freshPostgresUrl({ migrated = false, template: from }: { migrated?: boolean; template?: string } = {}): Promise<{
  url?: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const template = from ?? (migrated ? inject('postgresTemplate') : undefined);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

/**
 * A PGlite data directory (`<dataDir>/pglite`) with every migration applied, copied from the run's
 * template, unless `dataDir` already has one.
 */
async function migratedPglite(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  if (await fileExists(target)) return;
  await fsp.cp(inject('pgliteTemplate'), target, { recursive: true });
}

export type TestData = { dataDir: string; databaseUrl: string | undefined; remove: () => Promise<void> };

/** A copy of a data directory, without the lock of the server that made it. */
const copyDataDir = (from: string, to: string) => fsp.cp(from, to, { recursive: true, filter: (p) => path.basename(p) !== '.lock.d' });

/**
 * A data directory and a migrated database of its own: a PostgreSQL database on TEST_DATABASE_URL's
 * server, or PGlite inside the directory. For a test that starts apps or server processes on the
 * same data one after another; `remove()` drops both. `database: false`: the directory alone.
 * `seeded`: a copy of the run's seeded template (the demo content and its images) instead.
 */
export async function freshData(prefix = 'academy-test-', { database = true, seeded = false } = {}): Promise<TestData> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  const template = seeded ? await seededTemplate() : undefined;
  if (template) await copyDataDir(template.dir, dataDir);
  const db = database ? await freshPostgresUrl({ migrated: true, template: template?.postgres }) : { url: undefined, drop: async () => {} };
  if (database && !db.url) await migratedPglite(dataDir);
  return {
    dataDir,
    databaseUrl: db.url,
    remove: async () => {
      await db.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The configuration of a test app on `dataDir` (and `databaseUrl`): the test administrator, a fixed secret, no log. */
const testConfig = (dataDir: string, databaseUrl: string | undefined): Config => ({
  ...loadConfig({}),
  host: '127.0.0.1',
  dataDir,
  databaseUrl,
  inMemoryDb: false,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  jwtSecret: 'test-secret-test-secret-test-secret-0123',
  logLevel: 'silent',
  seed: false,
  webDist: path.join(dataDir, 'no-web'),
});

/**
 * The run's seeded template (test/global-setup.ts provides where it goes, decision 028): the first
 * test that asks makes it, in its worker, from the migrated template with the demo seed (~25 s);
 * the others wait until it is there. It is renamed into place whole, so it exists only when done.
 */
async function seededTemplate(): Promise<{ dir: string; postgres: string | undefined }> {
  const { dir, postgres } = inject('seededTemplate');
  if (await fileExists(dir)) return { dir, postgres };
  // Whoever makes the lock directory first makes the template; the lock stays, so no one makes it twice.
  const building = `${dir}.building`;
  const mine = await fsp.mkdir(`${dir}.lock`).then(
    () => true,
    () => false,
  );
  if (!mine) {
    await eventually(() => fileExists(dir), { timeout: 120_000, interval: 200, what: 'the seeded template' });
    return { dir, postgres };
  }
  const base = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (base && postgres) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${postgres} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${postgres}`;
    databaseUrl = url.toString();
  }
  await fsp.mkdir(building);
  if (!databaseUrl) await migratedPglite(building);
  const app = await buildApp({ ...testConfig(building, databaseUrl), seed: true });
  await app.ready();
  // Closed before it is copied: no open connection to a template database, no live PGlite directory.
  await app.close();
  await fsp.rename(building, dir);
  return { dir, postgres };
}

export type TestApp = { app: FastifyInstance; config: Config; close: () => Promise<void> };

/**
 * The app on data of its own (freshData); `close()` removes them. `embedded: true`: the embedded
 * database even in the PostgreSQL stage (the demo administrator exists only there). Overriding
 * `databaseUrl` or `dataDir` uses that database or directory instead (see freshData). `seed: true`
 * starts from a copy of the run's seeded template rather than seeding again (decision 028).
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}, how: { embedded?: boolean } = {}): Promise<TestApp> {
  const ownDatabase = !how.embedded && !('databaseUrl' in overrides);
  // `seed: true` on data of its own: a copy of the run's seeded template, which the seed then leaves alone.
  const seeded = overrides.seed === true && ownDatabase && !('dataDir' in overrides) && !options.database;
  const own = await freshData('academy-test-', { database: ownDatabase, seeded });
  const config: Config = { ...testConfig(own.dataDir, own.databaseUrl), ...overrides };
  if (!config.databaseUrl && !config.inMemoryDb && !options.database) await migratedPglite(config.dataDir);
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await own.remove();
    },
  };
}

export type MailTestApp = TestApp & { smtp: TestMailServer; auth: Record<string, string> };

/**
 * The preamble of the tests that read the mails a change sends: a real SMTP server (mail-server.ts),
 * a test app delivering to it with a short poll and retry, and the administrator signed in.
 * `close()` stops both.
 */
export async function createMailTestApp(overrides: Partial<Config> = {}): Promise<MailTestApp> {
  const smtp = await startMailServer();
  const t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50, ...overrides });
  const auth = bearer(await login(t.app));
  return {
    ...t,
    smtp,
    auth,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * `createMailTestApp` for a whole test file: made before its tests (`overrides` may be computed
 * then) and closed after them. The objects returned are filled in `beforeAll`, so a file declares
 * them once: `const { t, smtp, auth } = useMailTestApp({ … });`.
 */
export function useMailTestApp(overrides: Partial<Config> | (() => Promise<Partial<Config>>) = {}): {
  t: MailTestApp;
  smtp: TestMailServer;
  auth: Record<string, string>;
} {
  const t = {} as MailTestApp;
  const smtp = {} as TestMailServer;
  const auth: Record<string, string> = {};
  beforeAll(async () => {
    const made = await createMailTestApp(typeof overrides === 'function' ? await overrides() : overrides);
    Object.assign(t, made);
    Object.assign(smtp, made.smtp);
    Object.assign(auth, made.auth);
  });
  afterAll(async () => {
    await t.close?.();
  });
  return { t, smtp, auth };
}

export async function login(app: FastifyInstance, creds = ADMIN): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: creds });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type FilePart = { field: string; filename: string; content: Buffer; type?: string };

/** A real multipart/form-data body, as a browser would send it. */
export function multipart(fields: Record<string, string | number | boolean>, files: FilePart[] = []) {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function image(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG above 5 MB: random noise does not compress. */
export async function hugeJpeg(): Promise<Buffer> {
  const w = 2600;
  const h = 2600;
  const raw = randomBytes(w * h * 3);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

export const fileExists = (p: string) =>
  fsp.stat(p).then(
    () => true,
    () => false,
  );

export const uploadPath = (config: Config, url: string) => path.join(config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

/** Values that only exist in private rows: a public answer containing one of them leaks. */
export const PRIVATE_MARKERS = {
  parentName: 'Privateparent Zqxw',
  parentEmail: 'private.parent.zqxw@example.com',
  playerName: 'Privateplayer Zqxw',
  school: 'Privateschool Zqxw',
  health: 'Privatehealth Zqxw asthma',
  contactName: 'Privatecontact Zqxw',
  contactEmail: 'private.contact.zqxw@example.com',
  contactMessage: 'Privatemessage Zqxw please call',
  subscriber: 'private.subscriber.zqxw@example.com',
};

/** A public registration form as a parent fills it in (valid under the public rules). */
export const PARENT_FORM = {
  parent_name: 'Fatima Osei',
  parent_email: 'fatima@example.com',
  contact_phone: '+233 20 555 0101',
  residence: 'Accra',
  player_name: 'Kofi Osei',
  player_age: 12,
  years_playing: '4+',
  current_school: 'Riverside Primary',
  uniform_size: 'XL',
  data_consent: true,
  photo_consent: 'yes',
};

/** One row in every table, so `:id` paths name something that exists. Returns the ids. */
export async function insertOneOfEach(app: FastifyInstance) {
  const { db } = app;
  const m = PRIVATE_MARKERS;
  const [post] = await db.insert(posts).values({ title: 'Published post', content: '<p>Hello</p>', excerpt: 'Hello', published: true }).returning();
  const [album] = await db.insert(albums).values({ name: 'Album', created_by: 1 }).returning();
  const [photo] = await db
    .insert(photos)
    .values({ album_id: album!.id, url: '/uploads/images/none.webp', filename: 'p.jpg', reviewed_at: new Date() })
    .returning();
  const [member] = await db.insert(teamMembers).values({ name: 'Member', role: 'defender', jersey_number: 4 }).returning();
  const [video] = await db.insert(media).values({ title: 'Video', video_url: 'https://www.youtube.com/watch?v=abcdefghijk' }).returning();
  const [registration] = await db
    .insert(registrations)
    .values({
      parent_name: m.parentName,
      parent_email: m.parentEmail,
      contact_phone: '+256 700 000 000',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: m.playerName,
      player_age: 12,
      years_playing: '2',
      current_school: m.school,
      uniform_size: 'Medium',
      health_conditions: m.health,
      source: 'public',
    })
    .returning();
  const [message] = await db.insert(contactMessages).values({ fullname: m.contactName, email: m.contactEmail, message: m.contactMessage }).returning();
  await db.insert(newsletterSubscribers).values({ email: m.subscriber });
  const [trial] = await db
    .insert(trialSessions)
    .values({ starts_at: new Date(Date.now() + 7 * 24 * 3600 * 1000), location: 'Main pitch', min_age: 10, max_age: 14, capacity: 20 })
    .returning();
  await db.insert(trialInvitations).values({ trial_id: trial!.id, registration_id: registration!.id });
  return {
    post: post!.id,
    album: album!.id,
    photo: photo!.id,
    member: member!.id,
    video: video!.id,
    registration: registration!.id,
    message: message!.id,
    trial: trial!.id,
  };
}

/** Row counts of every content table: a refused request must leave them as they were. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = { posts, albums, photos, teamMembers, media, registrations, contactMessages, newsletterSubscribers, users };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await app.db.select({ n: count() }).from(table);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}

/** The route list the app itself recorded, without the HEAD twins Fastify adds for every GET. */
export const routesOf = (app: FastifyInstance): RouteEntry[] => {
  const seen = new Set<string>();
  return app.routeTable.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The body a route walk sends: none for reads and deletes, an empty object otherwise. */
export const walkBodyFor = (method: string) => (method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : {});
/** Routes that end the caller's own session (decision 022): a walk signs in again after them. */
export const endsSession = (url: string) => url === '/api/auth/logout' || url === '/api/auth/sessions/sign-out-everywhere';

/**
 * The route walk of the role tests (decision 018): calls each route (`:id` filled) as `headers`, a
 * role the route is not declared for, and answers what went wrong: each answer that is not a 403
 * with the forbidden message, and a changed row count (a refused request changes nothing).
 */
export async function refusalsOn(app: FastifyInstance, routes: RouteEntry[], headers: Record<string, string>): Promise<string[]> {
  const before = await rowCounts(app);
  const failures: string[] = [];
  for (const route of routes) {
    const url = fillPath(route.url);
    const res = await app.inject({ method: route.method as 'GET', url, headers, payload: walkBodyFor(route.method) });
    if (res.statusCode !== 403) failures.push(`${route.method} ${url}: ${res.statusCode}`);
    else if (route.method !== 'HEAD' && res.json().message !== AUTH_MESSAGES.forbidden) failures.push(`${route.method} ${url}: ${res.body}`);
  }
  const after = await rowCounts(app);
  if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`rows changed: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  return failures;
}

/** Every public surface a post can appear on (API reads, feed, sitemap, home and news pages), as one text. */
export async function postSurfaces(app: FastifyInstance, postId?: number): Promise<string> {
  const urls = [
    '/api/posts?limit=100',
    '/api/news?limit=100',
    '/rss.xml',
    '/sitemap.xml',
    '/',
    '/news',
    ...(postId ? [`/api/posts/${postId}`, `/news/${postId}`] : []),
  ];
  const bodies = await Promise.all(urls.map(async (url) => (await app.inject(url)).body));
  return bodies.join('\n');
}

/** `:id` (and any other param) filled with an id that exists; wildcards with a plausible file. */
export const fillPath = (url: string, id: number | string = 1) => url.replace(/:[A-Za-z_]+/g, String(id)).replace(/\*$/, 'images/x.webp');

export const signToken = (secret: string, sub: string | number, opts: { expiresAt?: number; issuedAt?: number } = {}) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuedAt(opts.issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(opts.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(secret));

/** An account of this role, signed in: its id and bearer token. */
export async function createUserWithRole(
  app: FastifyInstance,
  role: Role,
  opts: { email?: string; password?: string; name?: string } = {},
): Promise<{ id: number; email: string; password: string; token: string }> {
  const email = opts.email ?? `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@academy.test`;
  const password = opts.password ?? 'editor-password-123';
  const [row] = await app.db
    .insert(users)
    .values({ name: opts.name ?? `An ${role}`, email, role, passwordHash: await app.auth.hashPassword(password) })
    .returning();
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { id: row!.id, email, password, token: res.json().data.token as string };
}

/** Names of registration and contact fields: an answer an editor can get never holds one. */
export const PRIVATE_FIELDS = ['parent_email', 'parent_name', 'player_name', 'health_conditions', 'current_school', 'contact_phone'];

export async function createThrowawayUser(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .insert(users)
    .values({ name: 'Gone', email: `gone-${Date.now()}@academy.test`, passwordHash: 'x' })
    .returning();
  return row!.id;
}

/**
 * The id of a registration the public form stored: its answer carries none (decision 035, so a
 * duplicate's answer looks the same), so it is found by what the answer does carry, newest first.
 */
export async function registrationIdOf(app: FastifyInstance, answer: { parent_email: string; player_name: string }): Promise<number> {
  const [row] = await app.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.parent_email, answer.parent_email), eq(registrations.player_name, answer.player_name)))
    .orderBy(desc(registrations.id))
    .limit(1);
  if (!row) throw new Error('no stored registration matches this answer');
  return row.id;
}

/**
 * A child enrolled in a squad the way a family gets there (docs/decisions/031): a registration, an
 * offer by the administrator (`auth`), accepted from the family's status page. `values` sets the
 * registration's own fields (parent address, name, age, consent). Returns the row and the status token.
 */
export async function enrollInSquad(
  app: FastifyInstance,
  auth: Record<string, string>,
  squadId: number,
  values: Partial<typeof registrations.$inferInsert> & { parent_email: string; player_name: string },
) {
  const [row] = await app.db
    .insert(registrations)
    .values({
      parent_name: 'Parent Squad',
      contact_phone: '+256 700 000 004',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_age: 12,
      years_playing: '2',
      current_school: 'School Squad',
      uniform_size: 'Medium',
      health_conditions: 'None',
      source: 'public',
      ...values,
    })
    .returning();
  const respondBy = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const offered = await app.inject({
    method: 'POST',
    url: `/api/registrations/${row!.id}/offer`,
    headers: auth,
    payload: { squad_id: squadId, respond_by: respondBy },
  });
  if (offered.statusCode !== 200) throw new Error(`offer: ${offered.statusCode} ${offered.body}`);
  const link = await app.statusLinks.urlFor(app.db, row!.id);
  const token = link.slice(link.lastIndexOf('/') + 1);
  const accepted = await app.inject({ method: 'POST', url: `/api/public/status/${token}/respond`, payload: { answer: 'accept_offer' } });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return { row: row!, token };
}

/**
 * An editor marks every photo of the album reviewed (docs/decisions/054: an upload is public only
 * then), through the route, so the public cache is emptied as in production. The ids marked.
 */
export async function reviewAlbum(app: FastifyInstance, auth: Record<string, string>, albumId: number): Promise<number[]> {
  const album = await app.inject({ url: `/api/albums/${albumId}`, headers: auth });
  const ids = ((album.json().data.photos ?? []) as { id: number }[]).map((p) => p.id);
  if (ids.length === 0) return [];
  const res = await app.inject({ method: 'POST', url: `/api/albums/${albumId}/photos/review`, headers: auth, payload: { photo_ids: ids } });
  if (res.statusCode !== 200) throw new Error(`review: ${res.statusCode} ${res.body}`);
  return res.json().data.reviewed;
}

/** The newest erasure code mailed for a family (read from the outbox: the mailbox's copy, while it is not sent yet). */
export async function erasureCodeMailed(app: FastifyInstance, to: string): Promise<string> {
  const { emails } = await import('../src/db/schema/emails.ts');
  const [row] = await app.db
    .select({ text: emails.text })
    .from(emails)
    .where(and(eq(emails.kind, 'erasure_code'), eq(emails.to, to)))
    .orderBy(desc(emails.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no erasure code mailed to ${to}`);
  return code;
}

/**
 * The family's own erasure as the page does it (docs/decisions/059): a code asked for and mailed
 * to the first guardian, then the DELETE with it. Answers the DELETE (or the refused code request).
 */
export async function eraseOwnData(app: FastifyInstance, token: string, from?: TestMailServer | (() => Promise<string>)) {
  const { familyGuardians } = await import('../src/db/schema/families.ts');
  const registrationId = await app.statusLinks.registrationOf(app.db, token);
  const [guardian] = registrationId
    ? await app.db
        .select({ email: familyGuardians.email })
        .from(familyGuardians)
        .innerJoin(registrations, eq(registrations.family_id, familyGuardians.family_id))
        .where(and(eq(registrations.id, registrationId), eq(familyGuardians.position, 1)))
    : [];
  const before = typeof from === 'object' ? from.messages.length : 0;
  const asked = await app.inject({ method: 'POST', url: `/api/public/status/${token}/data/erasure-code` });
  if (asked.statusCode !== 200 || !guardian) return asked;
  // With a mail server the outbox forgets the code once it is sent: it is read from the mailbox then.
  const mailed = (smtp: TestMailServer) =>
    eventually(
      () => {
        const mail = smtp.messages
          .slice(before)
          .findLast((m) => JSON.stringify(m.to ?? '').includes(guardian.email) && m.subject === FAMILY_DATA.codeMailSubject);
        return mail?.text?.match(/\b(\d{6})\b/)?.[1] ?? false;
      },
      { what: `an erasure code mailed to ${guardian.email}` },
    );
  const code = typeof from === 'function' ? await from() : from ? await mailed(from) : await erasureCodeMailed(app, guardian.email);
  return app.inject({ method: 'DELETE', url: `/api/public/status/${token}/data`, payload: { code } });
}
