import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ParsedMail } from 'mailparser';
import { eventually, freshData } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { adminToken, exited, freePort, registration, startServer, type ServerProcess } from '../reliability/server-process.ts';

/**
 * The server process SIGKILLed between a family's decline and the next child's offer (decision
 * 031): the decline commits with its 'squad-fill' job, the process dies before that job's
 * transaction commits, and after a restart on the same database the next child is offered the
 * place exactly once (one offer mail, one history entry). On PostgreSQL the test holds the waiting
 * child's place (the decline takes the squad's lock first, decision 031's lock order, so holding
 * the squad would block the decline itself), so the fill job is claimed, holds the squad and is
 * blocked inside its transaction when the process is killed, then moves the dead claim's lease to now instead of waiting the runner's two minutes. On
 * PGlite (one process owns the data directory) the process is killed as soon as the decline is
 * answered, and the restart clears the dead process's claims.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});
const recipient = (m: ParsedMail) => [m.to ?? []].flat()[0]?.value[0]?.address ?? '';
const isOffer = (m: ParsedMail) => /^A place in/.test(m.subject ?? '');

describe('an offer interrupted by a crash', () => {
  it('offers the freed place to the next child exactly once after a restart', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const data = await freshData('academy-offer-crash-');
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
    const call = async (server: ServerProcess, token: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { data: unknown };
      expect(res.ok, JSON.stringify(json)).toBe(true);
      return json.data as Record<string, unknown>;
    };

    let server = await start();
    let token = await adminToken(server.base);
    const squad = await call(server, token, 'POST', '/api/squads', { name: 'U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 1 });
    const [first, second] = [registration('crash-first'), registration('crash-second')];
    const ids: number[] = [];
    for (const form of [first, second]) {
      const res = await fetch(`${server.base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      });
      expect(res.status).toBe(201);
      // The public answer carries no id (decision 035): the administrator's list finds the child.
      const found = (await call(server, token, 'GET', `/api/registrations?q=${encodeURIComponent(form.parent_email)}`)) as unknown as { id: number }[];
      ids.push(found[0]!.id);
    }
    const respondBy = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    expect(await call(server, token, 'POST', `/api/registrations/${ids[0]}/offer`, { squad_id: squad.id, respond_by: respondBy })).toMatchObject({
      outcome: 'offered',
    });
    expect(await call(server, token, 'POST', `/api/registrations/${ids[1]}/offer`, { squad_id: squad.id, respond_by: respondBy })).toMatchObject({
      outcome: 'waitlisted',
    });

    // The first family declines from its mail's link.
    const offerMail = await eventually(() => smtp.messages.find((m) => recipient(m) === first.parent_email && isOffer(m)) ?? false);
    const declineUrl = new URL(offerMail.text!.match(/https?:\/\/\S+\?answer=decline_offer/)![0]);
    const statusToken = declineUrl.pathname.split('/').pop()!;

    let holder: pg.Client | undefined;
    if (data.databaseUrl) {
      holder = new pg.Client({ connectionString: data.databaseUrl });
      await holder.connect();
      cleanups.push(() => holder!.end());
      await holder.query('begin');
      await holder.query('select id from squad_places where registration_id = $1 for update', [ids[1]]);
    }
    const declined = await fetch(`${server.base}/api/public/status/${statusToken}/respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'decline_offer' }),
    });
    expect(declined.status).toBe(200);
    if (holder) {
      // The fill job is claimed, holds the squad and waits for the next child's place inside its transaction.
      await eventually(
        async () =>
          (
            await holder!.query(
              `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and query ilike '%"squad_places"%for update%'`,
            )
          ).rowCount! > 0,
        {
          what: "the fill job blocked on the next child's place",
          timeout: 30_000,
        },
      );
    }
    server.child.kill('SIGKILL');
    await exited(server.child);
    if (holder) {
      const claimed = await holder.query(`select locked_until is not null as claimed, state from jobs where key = $1`, [`squad-fill:${String(squad.id)}`]);
      expect(claimed.rows).toEqual([{ claimed: true, state: 'queued' }]);
      await holder.query('commit');
      // The dead process's claim, as it is once its lease has run out.
      await holder.query(`update jobs set locked_until = now() - interval '1 second' where key = $1`, [`squad-fill:${String(squad.id)}`]);
    }
    const offeredBefore = smtp.messages.filter((m) => recipient(m) === second.parent_email && isOffer(m)).length;

    server = await start();
    token = await adminToken(server.base);
    await eventually(async () => (await call(server, token, 'GET', `/api/registrations/${ids[1]}`)).status === 'offer_made', {
      timeout: 30_000,
      what: 'the next child offered after the restart',
    });
    await eventually(() => smtp.messages.some((m) => recipient(m) === second.parent_email && isOffer(m)));
    // Every mail queued so far has left the outbox (a second offer would be queued with its status change).
    await eventually(async () => {
      const res = await fetch(`${server.base}/api/emails?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { state: string }[] }).data.every((m) => m.state !== 'queued');
    });
    const history = (await call(server, token, 'GET', `/api/registrations/${ids[1]}/history`)) as unknown as { to_status: string }[];
    expect(history.filter((h) => h.to_status === 'offer_made')).toHaveLength(1);
    expect(smtp.messages.filter((m) => recipient(m) === second.parent_email && isOffer(m))).toHaveLength(1);
    expect(await call(server, token, 'GET', `/api/squads/${String(squad.id)}`)).toMatchObject({ offered: 1, waitlisted: 0, enrolled: 0 });
    if (holder) expect(offeredBefore).toBe(0);
  }, 120_000);
});
