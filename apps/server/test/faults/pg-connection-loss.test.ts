import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers.ts';
import { report } from '../reliability/report.ts';
import {
  adminToken,
  allRegistrations,
  freePort,
  registration,
  spawnNpmStart,
  startServer,
  waitHealthy,
  killGroup,
  exited,
  type ServerProcess,
} from '../reliability/server-process.ts';
import { pgFaultsEnabled, throwawayCluster } from './pg-cluster.ts';

/**
 * PostgreSQL connections lost at any moment under mixed load (reads, admin reads, registrations
 * that write in a transaction): pg_terminate_backend on every session, again and again, then
 * `pg_ctl restart -m fast`. The server process stays up, a request that fails answers 503 (never
 * 500, never a reset connection), every acknowledged registration is stored, and service is back
 * within seconds without a restart. Then the other way round: the app started while PostgreSQL is
 * down waits for it (decision 021) instead of exiting.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

type Outcome = { kind: string; status: number };

describe.skipIf(!pgFaultsEnabled)('lost PostgreSQL connections (own cluster)', () => {
  it('keeps the process up under terminated backends and a fast restart: failures are 503 only, nothing acknowledged is lost', async () => {
    const pg = await throwawayCluster();
    cleanups.push(() => pg.destroy());
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-pgloss-'));
    cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
    const server: ServerProcess = await startServer({ port: await freePort(), dataDir, databaseUrl: pg.url, env: { DB_STARTUP_WAIT_MS: '60000' } });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const { base } = server;
    const token = await adminToken(base);

    const dead = () => server.child.exitCode !== null || server.child.signalCode !== null;
    const outcomes: Outcome[] = [];
    const acked = new Set<string>();
    let stop = false;
    let seq = 0;
    const call = async (kind: string, url: string, init: RequestInit = {}) => {
      try {
        const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(20_000) });
        const body = (await res.json().catch(() => ({}))) as { data?: { player_name?: string } };
        outcomes.push({ kind, status: res.status });
        return { status: res.status, body };
      } catch {
        outcomes.push({ kind, status: 0 }); // no answer at all: the process died or reset the connection
        return { status: 0, body: {} };
      }
    };
    const worker = async (w: number) => {
      while (!stop && !dead()) {
        const tag = `pgloss-${w}-${seq++}`;
        const reg = await call('registration', '/api/registrations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration(tag)),
        });
        if (reg.status === 201) acked.add(tag);
        await call('posts', '/api/posts');
        await call('admin list', '/api/registrations?limit=5', { headers: { authorization: `Bearer ${token}` } });
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));

    const waitAcked = async (n: number) => {
      await eventually(() => acked.size >= n || dead(), { timeout: 30_000, interval: 20, what: `${n} acknowledged registrations` });
      if (dead()) stop = true;
    };
    await waitAcked(20);
    let terminated = 0;
    for (let i = 0; i < 8 && !dead(); i++) {
      terminated += await pg.terminateBackends();
      const before = acked.size;
      await waitAcked(before + 3);
    }
    const beforeRestart = acked.size;
    const restartedAt = Date.now();
    if (!dead()) pg.restartFast();
    await waitAcked(beforeRestart + 1);
    // Time to recover: from `pg_ctl restart -m fast` to the first acknowledged write after it.
    const recoverMs = Date.now() - restartedAt;
    await waitAcked(acked.size + 20);
    stop = true;
    await Promise.all(workers);

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.child.signalCode).toBeNull();
    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const statuses = [...new Set(failed.map((o) => o.status))].sort();
    expect(
      statuses.filter((s) => s !== 503),
      JSON.stringify(failed.slice(0, 5)),
    ).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    expect(recoverMs).toBeLessThan(10_000);

    // A database outage with a public read in the cache: answered stale meanwhile, fresh once back.
    const fresh = await fetch(`${base}/api/posts`);
    expect(fresh.status).toBe(200);
    const freshBody = await fresh.text();
    pg.stop();
    const during = await fetch(`${base}/api/posts`);
    expect([during.status, during.headers.get('x-cache-status')]).toEqual([200, 'stale']);
    expect(await during.text()).toBe(freshBody);
    pg.start();
    const backAt = Date.now();
    await eventually(
      async () => {
        const after = await fetch(`${base}/api/posts`);
        expect([after.status, after.headers.get('x-cache-status')]).toEqual([200, null]);
      },
      { timeout: 15_000, interval: 100 },
    );
    const staleRecoverMs = Date.now() - backAt;

    const stored = new Set((await allRegistrations(base, token)).map((r) => r.player_name));
    const lost = [...acked].filter((t) => !stored.has(t));
    expect(lost).toEqual([]);
    const figures = {
      requests: outcomes.length,
      failed: failed.length,
      failed_statuses: statuses.join(' ') || 'none',
      terminated_sessions: terminated,
      acked: acked.size,
      lost: lost.length,
      recover_ms: recoverMs,
      fresh_after_outage_ms: staleRecoverMs,
    };
    console.log('[pg-connection-loss]', JSON.stringify(figures));
    report('pg-connection-loss', figures);
  }, 180_000);

  it('waits for PostgreSQL when it is down at start (npm start), and serves once it comes up', async () => {
    const pg = await throwawayCluster({ start: false });
    cleanups.push(() => pg.destroy());
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-pgwait-'));
    cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
    const server = spawnNpmStart({ port: await freePort(), dataDir, databaseUrl: pg.url, env: { DB_STARTUP_WAIT_MS: '60000', LOG_LEVEL: 'info' } });
    cleanups.push(async () => {
      killGroup(server);
      await exited(server.child);
    });
    // Up and waiting: it said so, and tried again after that (a second line).
    await eventually(() => (server.output().match(/waiting for the database/gi) ?? []).length >= 2, {
      timeout: 60_000,
      what: 'the server to wait for the database twice',
    });
    expect(server.child.exitCode, server.output()).toBeNull();
    // Live (the process answers) but not ready (no database) while it waits.
    const live = await eventually(() => fetch(`${server.base}/api/health/live`).then((r) => r.status), { timeout: 30_000 });
    const ready = await fetch(`${server.base}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    expect([live, ready]).toEqual([200, 503]);
    pg.start();
    const upAt = performance.now();
    const healthyAt = await waitHealthy(server, 60_000, 100);
    const comeUpMs = Math.round(healthyAt - upAt);
    console.log('[pg-startup-wait]', JSON.stringify({ ready_after_postgres_ms: comeUpMs }));
    report('pg-startup-wait', { ready_after_postgres_ms: comeUpMs });
    expect(comeUpMs).toBeLessThan(15_000);
  }, 240_000);
});
