import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig, type Config } from '../../src/config.ts';
import type { JobKind } from '../../src/background/job-kinds.ts';
import { seedPosts, seedTeam, seedUnpublishedPosts } from '../../src/seed/seed-data.ts';
import { SEED_RESULTS } from '../../src/seed/results.ts';
import { SEED_COACH } from '../../src/seed/trial-day.ts';
import { seedSquads } from '../../src/seed/squads.ts';
import { bearer, eventually, freshPostgresUrl, multipart } from '../helpers.ts';

describe('configuration for several instances', () => {
  it('refuses DATABASE_URL without JWT_SECRET, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db.example/academy' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db.example/academy' })).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.example/academy', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    // The embedded database is one process: a secret kept in DATA_DIR is fine there.
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });
});

const cleanups: (() => Promise<void>)[] = [];
const FIRST_ADMIN = { email: 'first-admin@academy.test', password: 'Opening-Whistle-Pass-1' };
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function configFor(url: string, overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-multi-'));
  cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
  return {
    ...loadConfig({}),
    host: '127.0.0.1',
    dataDir,
    databaseUrl: url,
    jwtSecret: 'multi-secret-multi-secret-multi-secret-01',
    logLevel: 'silent',
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances starting at once on one empty PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  let url = '';

  it('apply the migrations once, create one administrator and seed once, and neither fails', async () => {
    const db = await freshPostgresUrl();
    url = db.url!;
    cleanups.push(() => db.drop());
    // Both create the first administrator from ADMIN_EMAIL when it is missing (the racy case).
    const configs = await Promise.all(
      [0, 1].map(() => configFor(url, { seed: true, adminEmail: FIRST_ADMIN.email, adminPassword: FIRST_ADMIN.password, rateLimitForms: 4 })),
    );
    const results = await Promise.allSettled(configs.map((c) => buildApp(c)));
    apps = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    cleanups.push(async () => {
      for (const app of apps) await app.close();
    });
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const journal = JSON.parse(await fsp.readFile(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const one = async (q: string, params: unknown[] = []) => Number((await c.query<{ n: string }>(q, params)).rows[0]!.n);
      expect(await one('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      // One administrator, and the demo's one coach (seed/trial-day.ts): each made once.
      expect(await one('select count(*) as n from users where role = $1', ['admin'])).toBe(1);
      expect(await one('select count(*) as n from users where lower(email) = lower($1)', [SEED_COACH.email])).toBe(1);
      expect(await one('select count(*) as n from users')).toBe(2);
      // The demo's posts, and the match reports of its seeded results (docs/decisions/039): each written once.
      const matchReports = Object.values(SEED_RESULTS).filter((r) => r.report).length;
      expect(await one('select count(*) as n from posts')).toBe(seedPosts.length + seedUnpublishedPosts.length + matchReports);
      // The seeded scheduled post has one publishing job, however many instances seeded at once.
      expect(await one('select count(*) as n from jobs where kind = $1', ['publish-post' satisfies JobKind])).toBe(
        seedUnpublishedPosts.filter((p) => p.status === 'scheduled').length,
      );
      expect(await one('select count(*) as n from team_members')).toBe(seedTeam.length);
      // Each demo squad's weekly training series (seed/events.ts), made once.
      expect(await one('select count(*) as n from squad_event_series')).toBe(seedSquads.length);
    } finally {
      await c.end();
    }
  }, 120_000);

  it('share the public form limit: attempts split between the two instances', async () => {
    expect(apps).toHaveLength(2);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = apps[i % 2]!;
      const res = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `split-${i}-${randomBytes(3).toString('hex')}@example.com` } });
      statuses.push(res.statusCode);
    }
    // RATE_LIMIT_FORMS=4 over both together, not 4 each.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another form keeps its own counter.
    const other = await apps[1]!.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullname: 'Split Reader', email: 'split@example.com', message: 'Hello from the other instance' },
    });
    expect(other.statusCode).toBe(201);
  });

  it("empty each other's public cache on a write (LISTEN/NOTIFY), and again after the listening connection is cut", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    cleanups.push(() => c.end());
    const login = await b.inject({ method: 'POST', url: '/api/auth/login', payload: FIRST_ADMIN });
    const token = login.json().data.token as string;
    const titles = async (app: FastifyInstance) =>
      ((await app.inject({ method: 'GET', url: '/api/news' })).json().data as { title: string }[]).map((p) => p.title);
    const write = async (title: string) => {
      const form = multipart({ title, content: `<p>${title}</p>` });
      const res = await a.inject({ method: 'POST', url: '/api/news', payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
      expect(res.statusCode).toBe(201);
    };

    // B serves /api/news from its cache, then A writes: B's very next anonymous read has the post.
    await titles(b);
    const hits = b.publicCache.stats().hits;
    await titles(b);
    expect(b.publicCache.stats().hits).toBe(hits + 1);
    await write('Broadcast one');
    expect(await titles(b)).toContain('Broadcast one');

    // Cut every LISTEN connection: B never serves a stale list meanwhile, and listens again soon after.
    const cut = await c.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    expect(cut.rowCount).toBe(2);
    await titles(b);
    await write('Broadcast two');
    expect(await titles(b)).toContain('Broadcast two');
    await eventually(() =>
      expect([a, b].map((app) => [app.cacheBroadcast.listening(), app.cacheBroadcast.connections()])).toEqual([
        [true, 2],
        [true, 2],
      ]),
    );
    await titles(b);
    await write('Broadcast three');
    expect(await titles(b)).toContain('Broadcast three');
  });
});
