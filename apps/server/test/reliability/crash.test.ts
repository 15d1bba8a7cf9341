import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { report } from './report.ts';
import { freshPostgresUrl } from '../helpers.ts';
import { adminToken, allRegistrations, exited, freePort, registration, startServer, type ServerProcess } from './server-process.ts';

/**
 * SIGKILL in the middle of a burst of registrations: every registration the client saw
 * acknowledged (2xx) is stored exactly once after a restart, and the database opens cleanly.
 * Long-running: only with RELIABILITY=1 (`npm run reliability`, and CI through scripts/test.mjs).
 */
const BURST = 240;
const KILL_AFTER = 80;
const enabled = process.env.RELIABILITY === '1';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!enabled)(`crash safety (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged registration exactly once across a SIGKILL', async () => {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-crash-'));
    const db = await freshPostgresUrl();
    cleanups.push(async () => {
      await db.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    });
    const port = await freePort();
    let server: ServerProcess = await startServer({ port, dataDir, databaseUrl: db.url });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });

    const acked = new Set<string>();
    let answered = 0;
    let failed = 0;
    let killed = false;
    const send = async (i: number) => {
      const tag = `crash-${i}-${Date.now()}`;
      try {
        const res = await fetch(`${server.base}/api/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration(tag)) });
        await res.text();
        answered++;
        if (res.status >= 200 && res.status < 300) acked.add(tag);
        else failed++;
      } catch {
        failed++; // the connection died with the server: not acknowledged, so not promised
      }
      if (!killed && answered >= KILL_AFTER) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
    if (!killed) server.child.kill('SIGKILL');
    await exited(server.child);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER - 5);
    expect(acked.size).toBeLessThan(BURST); // the kill really happened mid-burst

    server = await startServer({ port, dataDir, databaseUrl: db.url });
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
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
    const after = await fetch(`${server.base}/api/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration(`after-${Date.now()}`)) });
    expect(after.status).toBe(201);
    server.child.kill('SIGTERM');
    await exited(server.child);
    report('crash', { kills: 1, burst: BURST, acked: acked.size, refused: failed, stored: rows.length, lost: lost.length, doubled: doubled.length });
  }, 240_000);
});
