import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { report } from './report.ts';
import { freshPostgresUrl } from '../helpers.ts';
import {
  adminToken,
  allRegistrations,
  exited,
  freePort,
  groupMembers,
  killGroup,
  registration,
  spawnNpmStart,
  waitHealthy,
  type ServerProcess,
} from './server-process.ts';

/**
 * The whole `npm start` tree (npm, sh, scripts/start.mjs, the server) SIGKILLed in the middle of a
 * burst of registrations, then `npm start` again at once on the same DATA_DIR and port, as a
 * supervisor restarting on failure does: it starts, and every registration the client saw
 * acknowledged (201) is stored exactly once. On PGlite this is also the data-directory lock's
 * test: the killed server may not even be reaped yet when the new one checks.
 * Long-running: only with RELIABILITY=1 (`npm run reliability`, and CI through scripts/test.mjs).
 */
const BURST = 240;
const KILL_AFTER = 80;
const RESTART_WITHIN_MS = 100;
const enabled = process.env.RELIABILITY === '1';
const pglite = !process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const LOCKED_MESSAGE =
  /The data directory \S+ is in use by another server process \(pid (\d+)\)\. Stop that process first, or point DATA_DIR at another directory\./;

describe.skipIf(!enabled)(`crash safety (${pglite ? 'PGlite' : 'PostgreSQL'})`, () => {
  it('keeps every acknowledged registration exactly once when the npm start tree is SIGKILLed mid-burst, and starts again at once', async () => {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-crash-'));
    const db = await freshPostgresUrl();
    cleanups.push(async () => {
      await db.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    });
    const port = await freePort();
    const opts = { port, dataDir, databaseUrl: db.url };
    const first = spawnNpmStart(opts);
    cleanups.push(() => killGroup(first));
    await waitHealthy(first, 180_000); // the first start may build a stale server bundle
    const tree = groupMembers(first.child.pid!);
    const serverPid = tree.find((p) => p.args.includes('apps/server/dist/server.js'))?.pid;
    expect(
      tree.some((p) => p.args.includes('scripts/start.mjs')),
      JSON.stringify(tree),
    ).toBe(true);
    expect(serverPid, JSON.stringify(tree)).toBeDefined();

    if (pglite) {
      // A second server on the same directory is refused with the clear message naming the holder.
      const second = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/dist/server.js')], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          JWT_SECRET: 'reliability-secret-reliability-secret-0123',
          LOG_LEVEL: 'warn',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status, second.stderr).toBe(1);
      expect(second.stderr).toMatch(LOCKED_MESSAGE);
      expect(Number(second.stderr.match(LOCKED_MESSAGE)![1])).toBe(serverPid);
    }

    let killedAt = 0;
    let spawnedAt = 0;
    let restart: Promise<{ server: ServerProcess; healthy: Promise<number> }> | undefined;
    const killAndRestart = async () => {
      killedAt = performance.now();
      killGroup(first);
      // At once, as a supervisor restarting on failure does: the killed server may still be dying or unreaped.
      const server = spawnNpmStart(opts);
      spawnedAt = performance.now();
      cleanups.push(() => killGroup(server));
      await exited(first.child);
      return { server, healthy: waitHealthy(server, 90_000, 20) };
    };

    const acked = new Set<string>();
    let answered = 0;
    let failed = 0;
    const send = async (i: number) => {
      const tag = `crash-${i}-${Date.now()}`;
      try {
        const res = await fetch(`${first.base}/api/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration(tag)),
        });
        await res.text();
        answered++;
        if (res.status === 201) acked.add(tag);
        else failed++;
      } catch {
        failed++; // the connection died with the server: not acknowledged, so not promised
      }
      if (!restart && answered >= KILL_AFTER) restart = killAndRestart();
    };
    await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
    restart ??= killAndRestart();
    const { server, healthy } = await restart;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER - 5);
    expect(acked.size).toBeLessThan(BURST); // the kill really happened mid-burst
    const gapMs = spawnedAt - killedAt;
    expect(gapMs).toBeLessThan(RESTART_WITHIN_MS);

    const restartMs = Math.round((await healthy) - killedAt);
    // Nothing of the killed tree is left running (zombies waiting for their reaper hold nothing).
    expect(groupMembers(first.child.pid!).filter((p) => !p.stat.startsWith('Z'))).toEqual([]);

    const rows = await allRegistrations(server.base, await adminToken(server.base));
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.player_name, (counts.get(r.player_name) ?? 0) + 1);
    const lost = [...acked].filter((tag) => !counts.has(tag));
    const doubled = [...counts].filter(([, n]) => n > 1).map(([tag]) => tag);
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    // Stored rows beyond the acknowledged ones are requests that committed while the answer was lost: allowed, never doubled.
    expect(rows.length).toBeGreaterThanOrEqual(acked.size);
    expect(rows.length).toBeLessThanOrEqual(BURST);

    // Still writable after recovery.
    const after = await fetch(`${server.base}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(`after-${Date.now()}`)),
    });
    expect(after.status).toBe(201);
    killGroup(server, 'SIGTERM');
    await exited(server.child);
    console.log(
      `crash (${pglite ? 'PGlite' : 'PostgreSQL'}): ${acked.size} of ${BURST} acknowledged, ${rows.length} stored; npm start again ${gapMs.toFixed(1)} ms after the kill, healthy after ${restartMs} ms${server.output().includes('npm run build') ? ' (it rebuilt the server: sources changed meanwhile)' : ''}`,
    );
    report('crash', { kills: 1, burst: BURST, acked: acked.size, refused: failed, stored: rows.length, lost: lost.length, doubled: doubled.length, restartMs });
  }, 300_000);
});
