import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { eventually } from '../helpers.ts';
import { report } from './report.ts';
import { adminToken, freePort, registration, startServer, type ServerProcess } from './server-process.ts';

/**
 * PostgreSQL stopped under a running server: the API answers 503 with the "temporarily unavailable"
 * message within seconds (no hang, no crash), and serves again by itself once PostgreSQL is back,
 * without a restart. Needs a cluster of its own to stop and start, so PostgreSQL only
 * (`npm run reliability` runs it in its PostgreSQL pass), and only with RELIABILITY=1.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const OUTAGES = 2;
const enabled = process.env.RELIABILITY === '1' && !!process.env.TEST_DATABASE_URL && fs.existsSync(path.join(PG_BIN, 'pg_ctl'));
const isRoot = process.getuid?.() === 0;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function pgRun(cmd: string, args: string[]) {
  const bin = path.join(PG_BIN, cmd);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** A throwaway cluster that can be stopped and started again on the same port and data directory. */
async function cluster() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-outage-pg-'));
  fs.chmodSync(dir, 0o700);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  pgRun('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    pgRun('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = () => {
    pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      if (running) stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Timed = { status: number; body: { success?: boolean; message?: string; data?: unknown }; ms: number; cache: string | null };

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const t0 = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const body = (await res.json().catch(() => ({}))) as Timed['body'];
  return { status: res.status, body, ms: Date.now() - t0, cache: res.headers.get('x-cache-status') };
}

const postRegistration = (base: string, tag: string) =>
  timed(`${base}/api/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration(tag)) });

describe.skipIf(!enabled)('database outage (PostgreSQL)', () => {
  it('answers 503 quickly while PostgreSQL is down (public reads it held: stale copies) and recovers by itself when it returns', async () => {
    const pg = await cluster();
    cleanups.push(() => pg.destroy());
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-outage-'));
    cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
    const server: ServerProcess = await startServer({ port: await freePort(), dataDir, databaseUrl: pg.url });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const { base } = server;
    const token = await adminToken(base);

    let survived = 0;
    let slowest = 0;
    for (let round = 1; round <= OUTAGES; round++) {
      expect((await timed(`${base}/api/health`)).status).toBe(200);
      // Warm the pool so that idle connections die under it, the case that used to crash servers.
      const before = await timed(`${base}/api/posts`);
      expect(before.status).toBe(200);

      pg.stop();
      const down = [await timed(`${base}/api/health`), await postRegistration(base, `outage-${round}-refused`)];
      // A public read the cache held keeps answering, marked stale (decision 021); health and writes say 503.
      const stale = await timed(`${base}/api/posts`);
      expect(stale.status).toBe(200);
      expect(stale.cache).toBe('stale');
      expect(stale.body).toEqual(before.body);
      expect(stale.ms).toBeLessThan(5000);
      for (const r of down) {
        expect(r.status).toBe(503);
        expect(r.body).toEqual({ success: false, message: COMMON_MESSAGES.databaseUnavailable });
        expect(r.ms).toBeLessThan(5000);
        slowest = Math.max(slowest, r.ms);
      }
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();

      pg.start();
      await eventually(async () => expect((await timed(`${base}/api/health`)).status).toBe(200), { timeout: 10_000, interval: 250 });
      const tag = `outage-${round}-after-${Date.now()}`;
      const created = await postRegistration(base, tag);
      expect(created.status).toBe(201);
      // The public answer carries no id (decision 032): the stored application is found by its name.
      const read = await timed(`${base}/api/registrations?q=${encodeURIComponent(tag)}`, { headers: { authorization: `Bearer ${token}` } });
      expect(read.status).toBe(200);
      expect((read.body.data as { player_name: string }[]).map((r) => r.player_name)).toEqual([tag]);
      expect(server.child.exitCode).toBeNull();
      survived++;
    }
    report('outage', { outages: survived, slowest503: slowest });
  });
});
