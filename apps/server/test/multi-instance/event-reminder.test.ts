import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eventually, freshPostgresUrl } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { call, enrolledFamily, isReminder, matchSoon, recipient } from '../faults/season-helpers.ts';
import { adminToken, exited, freePort, startServer } from '../reliability/server-process.ts';

/**
 * Two real server processes on one PostgreSQL running the job runner (decision 040): each family
 * gets one availability reminder per event, and running every reminder job again afterwards (as
 * after a crash between the mail's commit and the job's end) sends none more.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('availability reminders with two instances on PostgreSQL', () => {
  it('reminds each family once per event', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-remind-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const ports = await Promise.all([freePort(), freePort()]);
    const servers = await Promise.all(
      ports.map((port, i) =>
        startServer({
          port: port!,
          dataDir: dirs[i]!,
          databaseUrl: db.url,
          env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${ports[0]}`, BACKGROUND_POLL_MS: '100' },
        }),
      ),
    );
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await exited(s.child);
      }
    });
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const token = await adminToken(a.base);
    const squad = await call(a.base, token, 'POST', '/api/squads', { name: 'U13', season: '2026/27', min_age: 10, max_age: 14, capacity: 6 });
    const families = [await enrolledFamily(a.base, token, smtp, squad.id, 'two-a'), await enrolledFamily(b.base, token, smtp, squad.id, 'two-b')];
    // Three events, each with one reminder due at once, created on both instances.
    const events = [
      await call(a.base, token, 'POST', `/api/squads/${String(squad.id)}/events`, matchSoon('Twin Rovers')),
      await call(b.base, token, 'POST', `/api/squads/${String(squad.id)}/events`, matchSoon('Twin United')),
      await call(a.base, token, 'POST', `/api/squads/${String(squad.id)}/events`, matchSoon('Twin City')),
    ];
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    cleanups.push(() => client.end());
    const keys = events.map((e) => `event-reminder:${String(e.id)}:144`);
    const allDone = async () =>
      (await client.query(`select count(*)::int as n from jobs where key = any($1) and state = 'done'`, [keys])).rows[0].n === keys.length;
    const outboxEmpty = async () => (await client.query(`select count(*)::int as n from emails where state = 'queued'`)).rows[0].n === 0;
    const count = (to: string) => smtp.messages.filter((m) => recipient(m) === to && isReminder(m)).length;

    await eventually(async () => (await allDone()) && (await outboxEmpty()) && families.every((f) => count(f) === 3), {
      timeout: 30_000,
      what: 'three reminders per family',
    });
    // Every reminder job run again, by whichever instance claims it first.
    await client.query(`update jobs set state = 'queued', run_at = now(), locked_until = null, done_at = null where key = any($1)`, [keys]);
    await eventually(async () => (await allDone()) && (await outboxEmpty()), { timeout: 30_000, what: 'the reminder jobs run again' });
    const queued = (await client.query(`select "to", subject_type, subject_id from emails where kind = 'event_reminder' order by id`)).rows;
    expect(queued).toHaveLength(6);
    expect(queued.every((r: { subject_type: string }) => r.subject_type === 'event')).toBe(true);
    for (const f of families) expect(count(f)).toBe(3);
  }, 180_000);
});
