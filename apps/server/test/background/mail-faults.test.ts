import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { EmailSchema, FORM_MAIL_SUBJECTS, OUTBOX_MESSAGES, type Email } from '@academy/contract/email';
import { pagedSchema } from '@academy/contract/common';
import { bearer, createTestApp, eventually, freshData, login } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import { report } from '../reliability/report.ts';
import { adminToken, exited, freePort, registration, startServer, type ServerProcess } from '../reliability/server-process.ts';

/**
 * The outbox against real faults: a real SMTP server (smtp-server) that is down and comes back on
 * the same port, and a real server process killed with SIGKILL after it acknowledged a registration
 * but before its mails went out. A registration queues two mails: the parent's and the academy's.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A public registration of `child`, from a parent with an address of its own. */
const family = (child: string) => ({ ...registration(child.toLowerCase().replace(/\s+/g, '-')), player_name: child });

describe('SMTP server down when a parent registers', () => {
  it('acknowledges at once, keeps the mail queued with its error, and delivers it when the server is back on the same port, without a restart', async () => {
    const port = await freePort(); // nothing listens here yet
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, backgroundPollMs: 100, mailRetryBaseMs: 50 });
    cleanups.push(() => t.close());
    const headers = bearer(await login(t.app));
    const outbox = async () => pagedSchema(EmailSchema).parse((await t.app.inject({ url: '/api/emails', headers })).json()).data;

    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: family('Outage Kid') });
    const answerMs = performance.now() - started;
    expect(res.statusCode).toBe(201);
    // The answer does not wait for the mail server (nodemailer's own timeouts are minutes long).
    expect(answerMs).toBeLessThan(2000);

    let queued: Email[] = [];
    await eventually(
      async () => {
        queued = await outbox();
        return queued.length === 2 && queued.every((m) => m.state === 'queued' && m.attempts >= 2 && m.last_error !== null);
      },
      { what: 'two queued mails with an error after two attempts' },
    );
    expect(queued.map((m) => m.kind).sort()).toEqual(['registration_notice', 'registration_received']);
    expect(queued[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(queued[0]!.last_error).not.toBe(OUTBOX_MESSAGES.notConfigured);
    const attemptsWhileDown = Math.max(...queued.map((m) => m.attempts));

    // The mail server comes back, on the same port: the runner's next retry delivers, no restart.
    const back = performance.now();
    const smtp: TestMailServer = await startMailServer(port);
    // The app first: the SMTP server's close waits for the app's pooled connection to end.
    cleanups.splice(cleanups.length - 1, 0, () => smtp.close());
    const mails = await smtp.waitFor(2, 15_000);
    const deliveredMs = performance.now() - back;
    expect(mails.map((m) => m.subject).sort()).toEqual([FORM_MAIL_SUBJECTS.registrationNotice, FORM_MAIL_SUBJECTS.registrationReceived]);
    expect(mails.find((m) => m.subject?.startsWith('We received'))!.to).toMatchObject({ text: 'outage-kid@example.com' });

    await eventually(async () => (await outbox()).every((m) => m.state === 'sent'), { timeout: 5_000, what: 'both mails sent' });
    const sent = await outbox();
    expect(sent.every((m) => m.last_error === null && m.sent_at !== null)).toBe(true);
    // Both sent (nothing left to claim) and the runner drained: no third message can come.
    await t.app.background.drain();
    expect(smtp.messages).toHaveLength(2);

    const figures = {
      answer_ms: Math.round(answerMs),
      attempts_while_down: attemptsWhileDown,
      delivered_after_back_ms: Math.round(deliveredMs),
      received: smtp.messages.length,
    };
    console.log('[mail-faults] SMTP down at registration:', JSON.stringify(figures));
    report('mail-smtp-down', figures);
  });
});

/** A port that accepts connections and never answers: an SMTP send to it hangs until the process dies. */
async function blackHole(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe(`SIGKILL between commit and send (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  async function serverWithMail(smtpPort: number, dataDir: string, databaseUrl: string | undefined, retryBaseMs = 50) {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      databaseUrl,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BACKGROUND_POLL_MS: '100', MAIL_RETRY_BASE_MS: String(retryBaseMs) },
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await exited(server.child);
    });
    return server;
  }

  async function register(server: ServerProcess, child: string) {
    const res = await fetch(`${server.base}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(family(child)),
    });
    expect(res.status).toBe(201);
  }

  async function outboxOf(server: ServerProcess, token?: string): Promise<Email[]> {
    const res = await fetch(`${server.base}/api/emails`, { headers: bearer(token ?? (await adminToken(server.base))) });
    return pagedSchema(EmailSchema).parse(await res.json()).data;
  }

  async function restartAndReceive(dataDir: string, databaseUrl: string | undefined, smtpPort: number, killed: ServerProcess, label: string) {
    killed.child.kill('SIGKILL');
    await exited(killed.child);
    expect(killed.child.signalCode).toBe('SIGKILL');
    const smtp = await startMailServer(smtpPort);
    cleanups.push(() => smtp.close());
    const restarted = performance.now();
    const server = await serverWithMail(smtpPort, dataDir, databaseUrl);
    const startMs = performance.now() - restarted;
    const mails = await smtp.waitFor(2, 30_000);
    const receivedMs = performance.now() - restarted;
    // Both rows sent: nothing left to claim, and the one live process sends what it claimed one mail
    // at a time, marking each sent after the SMTP server took it (so after it is in `mails`).
    await eventually(async () => (await outboxOf(server)).every((m) => m.state === 'sent'), { what: 'the outbox to show both mails sent' });
    expect(mails).toHaveLength(2); // once each: the lease of the killed process did not double them
    const figures = { restart_to_healthy_ms: Math.round(startMs), restart_to_received_ms: Math.round(receivedMs), received: mails.length };
    console.log(`[mail-faults] ${label}:`, JSON.stringify(figures));
    report(`mail-sigkill-${label.replace(/\s+/g, '-')}`, figures);
    server.child.kill('SIGTERM');
    await exited(server.child);
    return mails;
  }

  it('sends the mails of a registration acknowledged while nothing listened on the SMTP port, after a restart', async () => {
    const { dataDir, databaseUrl, remove } = await freshData('academy-mailkill-');
    cleanups.push(remove);
    const smtpPort = await freePort();
    // A slow first retry: the kill lands while the mails wait for it, not while one is being tried.
    const server = await serverWithMail(smtpPort, dataDir, databaseUrl, 3000);
    const token = await adminToken(server.base);
    await register(server, 'Killed Before Send');
    await eventually(async () => (await outboxOf(server, token)).filter((m) => m.state === 'queued' && m.attempts === 1 && m.last_error).length === 2, {
      what: 'two mails tried once',
    });
    const mails = await restartAndReceive(dataDir, databaseUrl, smtpPort, server, 'nothing listening');
    // Sent by the restarted process at their next retry time (at most 3 s after the first try), not doubled.
    expect(mails.map((m) => m.subject).sort()).toEqual([FORM_MAIL_SUBJECTS.registrationNotice, FORM_MAIL_SUBJECTS.registrationReceived]);
  }, 120_000);

  // PGlite only: there one process owns the database, so a restart drops the dead process's leases.
  // On PostgreSQL a lease may be another instance's; the mail waits for it to expire (2 minutes).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sends the mails a killed process was in the middle of sending (its lease), at once after a restart',
    async () => {
      const { dataDir, databaseUrl, remove } = await freshData('academy-mailkill-');
      cleanups.push(remove);
      const smtpPort = await freePort();
      const hole = await blackHole(smtpPort);
      cleanups.push(() => hole.close());
      const server = await serverWithMail(smtpPort, dataDir, databaseUrl);
      await register(server, 'Killed Mid Send');
      // The runner has claimed the mail and is waiting for the server's greeting: kill it now.
      await eventually(() => hole.connections() > 0, { what: 'the runner to connect' });
      await hole.close();
      const mails = await restartAndReceive(dataDir, databaseUrl, smtpPort, server, 'mid send');
      expect(mails.map((m) => m.subject).sort()).toEqual([FORM_MAIL_SUBJECTS.registrationNotice, FORM_MAIL_SUBJECTS.registrationReceived]);
    },
    120_000,
  );
});
