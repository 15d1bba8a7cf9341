import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, freshPostgresUrl } from '../helpers.ts';
import { report } from './report.ts';
import { adminToken, exited, freePort, registration, startServer, type ServerProcess } from './server-process.ts';

/**
 * Two real server processes on one PostgreSQL (decision 031): 100 offers in four squads expire at the
 * same moment, both instances' runners take the expiry jobs and the squad's fill jobs as they
 * come, and each of the 100 children waiting is offered a place exactly once: one offer_made
 * history entry and one offer mail each, each squad at exactly its capacity.
 * Long-running: only with RELIABILITY=1 (`npm run reliability`) and PostgreSQL.
 */
const OFFERS = 100;
/** Four squads of 25 (a squad holds at most SQUAD_CAPACITY_MAX children). */
const SQUADS = 4;
const enabled = process.env.RELIABILITY === '1' && !!process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(!enabled)('offers expiring at once on two instances (PostgreSQL)', () => {
  it(`offers each of ${OFFERS} waiting children exactly once`, async () => {
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-offers-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const ports = await Promise.all([freePort(), freePort()]);
    const servers: ServerProcess[] = [];
    // One after the other: the second starts on migrations the first has run.
    for (const [i, port] of ports.entries())
      servers.push(await startServer({ port, dataDir: dirs[i]!, databaseUrl: db.url, env: { BACKGROUND_POLL_MS: '300' } }));
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await exited(s.child);
      }
    });
    const base = servers[0]!.base;
    const token = await adminToken(base);
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { data: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const squads: Record<string, unknown>[] = [];
    for (let i = 0; i < SQUADS; i++)
      squads.push(await call('POST', '/api/squads', { name: `U12 ${i}`, season: '2026/27', min_age: 10, max_age: 14, capacity: OFFERS / SQUADS }));
    const respondBy = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < OFFERS * 2; i++) {
      const res = await fetch(`${servers[i % 2]!.base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration(`expiry-${i}`)),
      });
      expect(res.status).toBe(201);
      // The public answer carries no id (decision 035): the administrator's list finds the child.
      const found = (await call('GET', `/api/registrations?q=${encodeURIComponent(`expiry-${i}@example.com`)}`)) as unknown as { id: number }[];
      ids.push(found[0]!.id);
    }
    for (const [i, id] of ids.entries()) {
      const outcome = (await call('POST', `/api/registrations/${id}/offer`, { squad_id: squads[i % SQUADS]!.id, respond_by: respondBy })).outcome;
      expect(outcome).toBe(i < OFFERS ? 'offered' : 'waitlisted');
    }
    const [offered, waiting] = [ids.slice(0, OFFERS), ids.slice(OFFERS)];

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    cleanups.push(() => client.end());
    // Every deadline at once: the offers' rows and their expiry jobs.
    const started = performance.now();
    await client.query('begin');
    await client.query(`update squad_places set respond_by = now() - interval '1 second' where state = 'offered'`);
    await client.query(`update jobs set run_at = now() where kind = 'offer-expiry' and state = 'queued'`);
    await client.query('commit');

    const count = async (q: string, params: unknown[] = []) => Number((await client.query(q, params)).rows[0].n);
    await eventually(
      async () => (await count(`select count(*)::int as n from registrations where status = 'offer_made' and id = any($1)`, [waiting])) === OFFERS,
      {
        timeout: 120_000,
        interval: 250,
        what: 'every waiting child offered',
      },
    );
    const seconds = (performance.now() - started) / 1000;
    // Nothing left to run, then count.
    await eventually(
      async () =>
        (await count(`select count(*)::int as n from jobs where kind in ('offer-expiry', 'squad-fill') and state <> 'done' and run_at <= now()`)) === 0,
      {
        timeout: 60_000,
        what: 'the expiry and fill jobs done',
      },
    );
    expect(await count(`select count(*)::int as n from registrations where status = 'offer_expired' and id = any($1)`, [offered])).toBe(OFFERS);
    const perChild = await client.query(
      `select r.id, (select count(*)::int from registration_status_history h where h.registration_id = r.id and h.to_status = 'offer_made') as offers,
              (select count(*)::int from emails e where e.kind = 'squad_offer' and e.subject_type = 'registration' and e.subject_id = r.id) as mails
         from registrations r where r.id = any($1)`,
      [waiting],
    );
    const wrong = perChild.rows.filter((r: { offers: number; mails: number }) => r.offers !== 1 || r.mails !== 1);
    expect(wrong).toEqual([]);
    for (const squad of squads) {
      expect(await call('GET', `/api/squads/${String(squad.id)}`)).toMatchObject({ offered: OFFERS / SQUADS, waitlisted: 0, enrolled: 0, places_left: 0 });
    }
    const fillRuns = await count(`select count(*)::int as n from audit_log where summary like 'waitlisted → offer_made%'`);
    expect(fillRuns).toBe(OFFERS);
    report('offer-expiry', { offers: OFFERS, instances: 2, seconds: Number(seconds.toFixed(1)), duplicate_offers: wrong.length });
  }, 240_000);
});
