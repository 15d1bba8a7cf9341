import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { squadCalendarPath } from '@academy/contract/event';
import { bearer, eventually, freshPostgresUrl } from '../helpers.ts';
import { adminToken, exited, freePort, startServer, type ServerProcess } from '../reliability/server-process.ts';

/**
 * Two server processes on one PostgreSQL database (docs/decisions/050): the academy's time zone
 * saved through one is the other's too, once the write's broadcast has emptied its cache, without
 * a restart: its calendar feed names the zone, and a weekly series made through it keeps 18:00 on
 * Berlin's clock across the change to summer time.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the academy's time zone on two instances", () => {
  it('follows a settings write made on the other instance', async () => {
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-zone-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const ports = await Promise.all([freePort(), freePort()]);
    const servers: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
        await exited(s.child);
      }
    });
    // One after the other: the first makes the administrator and the database's rows.
    for (const [i, port] of ports.entries()) servers.push(await startServer({ port: port!, dataDir: dirs[i]!, databaseUrl: db.url }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const auth = { ...bearer(await adminToken(a.base)), 'content-type': 'application/json' };
    const call = async (base: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, { method, headers: auth, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      expect(res.ok, `${method} ${url}: ${res.status} ${text}`).toBe(true);
      return (JSON.parse(text) as { data: Record<string, unknown> }).data;
    };

    const squad = await call(a.base, 'POST', '/api/squads', { name: 'U12 Two zones', season: '2026/27', min_age: 10, max_age: 13, capacity: 10 });
    const feedOf = async (s: ServerProcess) => (await fetch(`${s.base}${squadCalendarPath(Number(squad.id))}`)).text();
    expect(await feedOf(b)).toContain('X-WR-TIMEZONE:UTC');

    const facts = await call(a.base, 'GET', '/api/academy');
    await call(a.base, 'PUT', '/api/academy', { ...facts, time_zone: 'Europe/Berlin' });
    await eventually(async () => (await feedOf(b)).includes('X-WR-TIMEZONE:Europe/Berlin'), { what: "the other instance's feed in Berlin's zone" });

    await call(b.base, 'POST', `/api/squads/${String(squad.id)}/events`, {
      kind: 'training',
      starts_at: '2027-03-15T17:00:00.000Z',
      ends_at: '2027-03-15T18:30:00.000Z',
      venue: { name: 'Zone pitch', address: 'Unter den Linden 1' },
      recurrence: { weekly_until: '2027-04-05' },
    });
    const events = (await call(b.base, 'GET', `/api/squads/${String(squad.id)}/events`)) as unknown as { starts_at: string }[];
    expect(events.map((e) => e.starts_at)).toEqual([
      '2027-03-15T17:00:00.000Z',
      '2027-03-22T17:00:00.000Z',
      '2027-03-29T16:00:00.000Z',
      '2027-04-05T16:00:00.000Z',
    ]);
  }, 120_000);
});
