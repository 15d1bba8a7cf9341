import { afterAll, expect } from 'vitest';
import pg from 'pg';
import type { ParsedMail } from 'mailparser';
import { eventually, freshData } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import { exited, freePort, registration, startServer, type ServerProcess } from '../reliability/server-process.ts';

/** Helpers of the season's fault tests (the squad offer's and the availability reminder's, docs/decisions/031, 040), against a running server process. */
export const recipient = (m: ParsedMail) => [m.to ?? []].flat()[0]?.value[0]?.address ?? '';
export const isReminder = (m: ParsedMail) => /^Can .* come\?/.test(m.subject ?? '');

export async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: unknown };
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json.data as Record<string, unknown>;
}

/** A child registered on the public form, offered a place in the squad and accepted from the offer mail's link; the parent's address. */
export async function enrolledFamily(base: string, token: string, smtp: TestMailServer, squadId: unknown, tag: string): Promise<string> {
  const form = registration(tag);
  const res = await fetch(`${base}/api/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
  expect(res.status).toBe(201);
  const found = (await call(base, token, 'GET', `/api/registrations?q=${encodeURIComponent(form.parent_email)}`)) as unknown as { id: number }[];
  const respondBy = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  await call(base, token, 'POST', `/api/registrations/${found[0]!.id}/offer`, { squad_id: squadId, respond_by: respondBy });
  const offer = await eventually(() => smtp.messages.find((m) => recipient(m) === form.parent_email && /^A place in/.test(m.subject ?? '')) ?? false);
  const statusToken = new URL(offer.text!.match(/https?:\/\/\S+\?answer=accept_offer/)![0]).pathname.split('/').pop()!;
  const accepted = await fetch(`${base}/api/public/status/${statusToken}/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answer: 'accept_offer' }),
  });
  expect(accepted.status).toBe(200);
  return form.parent_email;
}

/** A match two days ahead: its six-day reminder is past, so one reminder is due at once (the one-day one later). */
export const matchSoon = (opponent: string) => {
  const start = Date.now() + 2 * 24 * 3600 * 1000;
  return {
    kind: 'match',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 2 * 3600 * 1000).toISOString(),
    venue: { name: 'Fault ground', address: '1 Fault Road' },
    opponent,
  };
};

/** Work undone after the file's tests, last first (server processes, connections, the mail server, the data). */
export function useCleanups(): (() => Promise<void>)[] {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });
  return cleanups;
}

/**
 * The crash tests' setup: a real SMTP server and a fresh database (a PGlite data directory, or a
 * PostgreSQL database with TEST_DATABASE_URL); `start()` runs a server process on them, again after
 * `kill()` on the same data. On PostgreSQL `hold` keeps rows locked from the test's own connection,
 * so a job claimed by the server waits inside its transaction where the test kills the process;
 * `released` then lets go and ends the dead claim's lease (what the runner finds once it has run
 * out). `hold` answers undefined on PGlite (one process owns the data directory).
 */
export async function crashRig(cleanups: (() => Promise<void>)[], prefix: string) {
  const smtp = await startMailServer();
  cleanups.push(() => smtp.close());
  const data = await freshData(prefix);
  cleanups.push(data.remove);
  const port = await freePort();
  const env = { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}`, BACKGROUND_POLL_MS: '200' };

  return {
    smtp,
    async start(): Promise<ServerProcess> {
      const server = await startServer({ port, dataDir: data.dataDir, databaseUrl: data.databaseUrl, env });
      cleanups.push(async () => {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await exited(server.child);
      });
      return server;
    },
    /** SIGKILL: the process dies where it is, its open transaction never committed. */
    async kill(server: ServerProcess) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    },
    /** On PostgreSQL: `lock` (a `select … for update`) run in an open transaction of the test's connection; undefined on PGlite. */
    async hold(lock: string, params: unknown[]): Promise<pg.Client | undefined> {
      if (!data.databaseUrl) return undefined;
      const holder = new pg.Client({ connectionString: data.databaseUrl });
      await holder.connect();
      cleanups.push(() => holder.end());
      await holder.query('begin');
      await holder.query(lock, params);
      return holder;
    },
    /**
     * Waits until a statement of the server matching `like` (an ILIKE pattern) waits for a lock.
     * The holder's transaction would keep reading its first snapshot of pg_stat_activity: each
     * look clears it first.
     */
    blocked: (holder: pg.Client, like: string, what: string) =>
      eventually(
        async () => {
          await holder.query('select pg_stat_clear_snapshot()');
          const found = await holder.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and query ilike $1`,
            [like],
          );
          return found.rowCount! > 0;
        },
        { what, timeout: 30_000 },
      ),
    /** After the kill: the job `key` was claimed and is still queued; the hold is released and the claim's lease ended. */
    async released(holder: pg.Client, key: string) {
      const claimed = await holder.query(`select locked_until is not null as claimed, state from jobs where key = $1`, [key]);
      expect(claimed.rows).toEqual([{ claimed: true, state: 'queued' }]);
      await holder.query('commit');
      await holder.query(`update jobs set locked_until = now() - interval '1 second' where key = $1`, [key]);
    },
  };
}

/** The outbox's mails (the newest hundred) as the administrator's list shows them. */
export async function outboxOf(server: ServerProcess, token: string): Promise<{ state: string; kind: string; to: string }[]> {
  const res = await fetch(`${server.base}/api/emails?limit=100`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { state: string; kind: string; to: string }[] }).data;
}

/** Every mail queued so far has left the outbox: a second one of a kind would be among them. */
export const outboxEmpty = (server: ServerProcess, token: string) =>
  eventually(async () => (await outboxOf(server, token)).every((m) => m.state !== 'queued'), { what: 'an empty outbox' });
