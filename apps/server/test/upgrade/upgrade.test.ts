import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { freshPostgresUrl } from '../helpers.ts';

/**
 * Every landed release upgrades (decision 056): main starts on the data a release wrote through its
 * own API (fixtures/upgrade/<release>/, made by scripts/make-upgrade-fixture.mjs) and keeps every
 * record, every file and every link its mails carried. PGlite in the PGlite stage (the release's
 * own data folder), PostgreSQL in the PostgreSQL stage (the release's pg_dump).
 */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/upgrade');
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

type Row = Record<string, unknown>;
type Fixture = {
  release: string;
  commit: string;
  admin: { email: string; password: string };
  jwtSecret?: string;
  publicUrl: string;
  tables: Record<string, Row[]>;
  files: Record<string, string>;
  links: string[];
};

/**
 * What a later migration changes on purpose in rows an old release wrote, table -> column -> why.
 * Anything else that differs is a lost or altered record.
 */
const CHANGED_BY_MIGRATIONS: Record<string, Record<string, string>> = {
  // Kept by triggers: a later migration counts more kinds of rows.
  row_counts: { '*': 'trigger-kept totals, recounted by later migrations' },
  posts: { body_version: "main's start re-sanitises post bodies under its newer rule version (the HTML stays)" },
  users: {
    role: "0011 turned the 'Admin' label into the role key 'admin'",
    demo_password: '0013 dropped it: the demo password is no longer kept (always null once an ADMIN_PASSWORD was given)',
  },
  // Background work runs on main's first start (no SMTP here: the mails wait or are given up).
  emails: { '*': "the outbox's delivery state moves once main's runner starts" },
  jobs: { '*': "the job runner's state moves once main starts" },
  user_sessions: { '*': 'sessions are bookkeeping of sign-ins, not records' },
};

const releases = fs.existsSync(FIXTURES) ? fs.readdirSync(FIXTURES).filter((r) => fs.existsSync(path.join(FIXTURES, r, `${engine}.json`))) : [];

async function unpack(file: string, dir: string) {
  await pipeline(Readable.from(await fsp.readFile(file)), zlib.createBrotliDecompress(), tar.x({ cwd: dir }));
}

async function tableRows(app: FastifyInstance, table: string): Promise<Row[]> {
  const { sql } = await import('drizzle-orm');
  const result = (await app.db.execute(sql.raw(`select to_jsonb(x) as row from "${table}" x order by 1`))) as unknown as { rows: { row: Row }[] };
  return result.rows.map((r) => r.row);
}

const sha = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest('hex');

describe.each(releases)(`upgrade from the release %s on ${engine}`, (release) => {
  const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, release, `${engine}.json`), 'utf8')) as Fixture;
  let app: FastifyInstance;
  let dataDir: string;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), `upgrade-${release}-`));
    await unpack(path.join(FIXTURES, release, `${engine}.tar.br`), dataDir);
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      const fresh = await freshPostgresUrl();
      databaseUrl = fresh.url;
      drop = fresh.drop;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      // A plain pg_dump, run as psql would: its \restrict/\unrestrict lines are psql's, not SQL.
      const dump = (await fsp.readFile(path.join(dataDir, 'pg.sql'), 'utf8')).replace(/^\\(un)?restrict .*$/gm, '');
      try {
        await client.query(dump);
      } finally {
        await client.end();
      }
    }
    const config: Config = {
      ...loadConfig({}),
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      inMemoryDb: false,
      // No ADMIN_*: the release's own administrator and password must still sign in.
      adminEmail: undefined,
      adminPassword: undefined,
      jwtSecret: fixture.jwtSecret,
      logLevel: 'silent',
      seed: false,
      webDist: path.join(dataDir, 'no-web'),
      publicUrl: fixture.publicUrl,
    };
    app = await buildApp(config);
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every record the release stored', async () => {
    const lost: string[] = [];
    let compared = 0;
    let expected = 0;
    for (const [table, oldRows] of Object.entries(fixture.tables)) {
      const changed = CHANGED_BY_MIGRATIONS[table] ?? {};
      if (changed['*']) continue;
      const now = await tableRows(app, table);
      expected += oldRows.length;
      for (const old of oldRows) {
        const match =
          'id' in old ? now.find((r) => r.id === old.id) : now.find((r) => Object.keys(old).every((k) => JSON.stringify(r[k]) === JSON.stringify(old[k])));
        if (!match) {
          lost.push(`${table}: row ${JSON.stringify(old).slice(0, 120)} is gone`);
          continue;
        }
        compared++;
        for (const [column, value] of Object.entries(old)) {
          if (changed[column]) continue;
          if (JSON.stringify(match[column]) !== JSON.stringify(value))
            lost.push(`${table} ${String(old.id ?? '')}.${column}: ${JSON.stringify(value)} became ${JSON.stringify(match[column])}`);
        }
      }
    }
    console.log(`${release} on ${engine}: ${compared} records compared, ${lost.length} lost or changed`);
    expect(lost).toEqual([]);
    expect(compared).toBe(expected);
    expect(expected).toBeGreaterThan(10);
  });

  it('keeps every file, byte for byte, and serves each', async () => {
    const entries = Object.entries(fixture.files);
    expect(entries.length).toBeGreaterThan(10);
    const bad: string[] = [];
    for (const [file, hash] of entries) {
      const res = await app.inject({ method: 'GET', url: `/uploads/${file}` });
      if (res.statusCode !== 200 || sha(res.rawPayload) !== hash) bad.push(`${file}: ${res.statusCode}`);
    }
    console.log(`${release} on ${engine}: ${entries.length - bad.length}/${entries.length} files served unchanged`);
    expect(bad).toEqual([]);
  });

  it('answers every family link, calendar file and confirmation its mails carried, and the old password signs in', async () => {
    const bad: string[] = [];
    let checked = 0;
    const check = async (method: 'GET' | 'POST', url: string, type?: RegExp) => {
      const res = await app.inject({ method, url });
      checked++;
      if (res.statusCode !== 200 || (type && !type.test(String(res.headers['content-type'])))) bad.push(`${method} ${url}: ${res.statusCode}`);
    };
    const tokens = new Set(fixture.links.filter((l) => l.startsWith('/status/')).map((l) => l.slice('/status/'.length).split('?')[0] ?? ''));
    // Each invited child's link also serves the trial's calendar file.
    const withTrial: string[] = [];
    for (const token of tokens) {
      await check('GET', `/api/public/status/${token}`);
      const status = await app.inject({ method: 'GET', url: `/api/public/status/${token}` });
      if ((status.json() as { data?: { trial?: unknown } }).data?.trial) withTrial.push(token);
    }
    expect(withTrial).toHaveLength((fixture.tables.trial_invitations ?? []).length);
    for (const token of withTrial) await check('GET', `/api/public/status/${token}/trial.ics`, /text\/calendar/);
    // The public site and its feed show what the release published.
    const published = (fixture.tables.posts ?? []).filter((p) => p.published === true).length;
    const posts = await app.inject({ method: 'GET', url: '/api/posts' });
    expect((posts.json() as { data: unknown[] }).data).toHaveLength(published);
    await check('GET', '/rss.xml', /xml/);
    const confirm = fixture.links.find((l) => l.startsWith('/newsletter/confirm/'));
    if (confirm) await check('POST', `/api${confirm}`);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: fixture.admin });
    console.log(`${release} on ${engine}: ${checked - bad.length}/${checked} links answer; sign-in with the old password ${login.statusCode}`);
    expect(bad).toEqual([]);
    expect(login.statusCode).toBe(200);
  });
  it('tells the administrator what the upgrade changed for the data it kept', async () => {
    const { login } = await import('../helpers.ts');
    const token = await login(app, fixture.admin);
    const res = await app.inject({ url: '/api/admin/upgrade-notices', headers: { authorization: `Bearer ${token}` } });
    const counts = Object.fromEntries((res.json() as { data: { kind: string; count: number }[] }).data.map((n) => [n.kind, n.count]));
    // Subscribers kept before double opt-in had no status; players before consent no consent.
    const before = (fixture.tables.newsletter_subscribers ?? []).filter((r) => !('status' in r)).length;
    const hidden = (fixture.tables.team_members ?? []).filter((r) => !('is_minor' in r) && !String(r.role).includes('coach') && r.image).length;
    console.log(`${release} on ${engine}: notices ${JSON.stringify(counts)}`);
    expect(counts.subscribers_pending ?? 0).toBe(before);
    expect(counts.players_photos_hidden ?? 0).toBe(hidden);
  });
});

it('has an upgrade fixture of each named release for this engine', () => {
  expect(releases).toEqual(expect.arrayContaining(['2026-11-22-e42a8e5', '2026-11-25-cb0ae92', '2026-11-26-49880ca']));
});
