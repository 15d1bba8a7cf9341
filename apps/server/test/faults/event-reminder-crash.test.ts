import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eventually, freshData } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { adminToken, exited, freePort, startServer, type ServerProcess } from '../reliability/server-process.ts';
import { call, enrolledFamily, isReminder, matchSoon, recipient } from './season-helpers.ts';

/**
 * The server process SIGKILLed between an availability reminder's claim and its mail (decision
 * 040): after a restart on the same database the family gets exactly one reminder. On PostgreSQL
 * the test holds the child's registration row, so the claimed job waits inside its transaction when
 * it marks the child reminded (its insert takes a key-share lock on that row), before its mail is
 * queued; the process is killed there, then the dead claim's lease is moved to now. On PGlite (one
 * process owns the data directory) the process is killed as soon as the event is created.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe('a reminder interrupted by a crash', () => {
  it('reminds the family exactly once after a restart', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const data = await freshData('academy-reminder-crash-');
    cleanups.push(data.remove);
    const port = await freePort();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}`, BACKGROUND_POLL_MS: '200' };
    const start = async () => {
      const server = await startServer({ port, dataDir: data.dataDir, databaseUrl: data.databaseUrl, env });
      cleanups.push(async () => {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await exited(server.child);
      });
      return server;
    };

    let server: ServerProcess = await start();
    let token = await adminToken(server.base);
    const squad = await call(server.base, token, 'POST', '/api/squads', { name: 'U11', season: '2026/27', min_age: 10, max_age: 14, capacity: 4 });
    const family = await enrolledFamily(server.base, token, smtp, squad.id, 'reminder-crash');

    let holder: pg.Client | undefined;
    if (data.databaseUrl) {
      holder = new pg.Client({ connectionString: data.databaseUrl });
      await holder.connect();
      cleanups.push(() => holder!.end());
      await holder.query('begin');
      await holder.query('select id from registrations where lower(parent_email) = lower($1) for update', [family]);
    }
    const event = await call(server.base, token, 'POST', `/api/squads/${String(squad.id)}/events`, matchSoon('Crash Rovers'));
    const key = `event-reminder:${String(event.id)}:144`;
    if (holder) {
      await eventually(
        async () =>
          (
            await holder!.query(
              `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and query ilike '%"event_reminders"%'`,
            )
          ).rowCount! > 0,
        { what: 'the reminder job blocked marking the child reminded', timeout: 30_000 },
      );
    }
    server.child.kill('SIGKILL');
    await exited(server.child);
    if (holder) {
      const claimed = await holder.query(`select locked_until is not null as claimed, state from jobs where key = $1`, [key]);
      expect(claimed.rows).toEqual([{ claimed: true, state: 'queued' }]);
      expect(smtp.messages.filter((m) => recipient(m) === family && isReminder(m))).toHaveLength(0);
      await holder.query('commit');
      await holder.query(`update jobs set locked_until = now() - interval '1 second' where key = $1`, [key]);
    }

    server = await start();
    token = await adminToken(server.base);
    await eventually(() => smtp.messages.some((m) => recipient(m) === family && isReminder(m)), { timeout: 30_000, what: 'the reminder after the restart' });
    // The job is done and every queued mail has left the outbox: a second reminder would be among them.
    await eventually(async () => {
      const res = await fetch(`${server.base}/api/emails?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      const mails = ((await res.json()) as { data: { state: string; kind: string }[] }).data;
      return mails.every((m) => m.state !== 'queued');
    });
    const res = await fetch(`${server.base}/api/emails?limit=100`, { headers: { authorization: `Bearer ${token}` } });
    const reminders = ((await res.json()) as { data: { kind: string; to: string }[] }).data.filter((m) => m.kind === 'event_reminder');
    expect(reminders.map((m) => m.to)).toEqual([family]);
    expect(smtp.messages.filter((m) => recipient(m) === family && isReminder(m))).toHaveLength(1);
  }, 120_000);
});
