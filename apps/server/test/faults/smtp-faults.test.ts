import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_RETRY_WINDOW_MS } from '@academy/contract/email';
import { enqueueMail } from '../../src/background/outbox.ts';
import { openDatabase } from '../../src/db/client.ts';
import { bearer, createTestApp, eventually, freshPostgresUrl, login } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { report } from '../reliability/report.ts';
import { exited, freePort, registration, startServer } from '../reliability/server-process.ts';

/**
 * The mail server as a fault (decision 021): slow with two instances (one mail per 8 s, 20 mails:
 * under the old batch claim the lease ran out mid-batch and the other instance sent the rest
 * again), hung (accepts and never answers: jobs used to wait behind mail forever), and a mail
 * queued long before the first attempt (it used to get one try before "failed").
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** A real SMTP server that takes `delayMs` to accept each message. */
async function slowMailServer(delayMs: number) {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    socketTimeout: 600_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          simpleParser(Buffer.concat(chunks)).then((m) => {
            messages.push(m);
            callback();
          }, callback);
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A TCP server that accepts connections and never says a word (no SMTP greeting). */
async function hungServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances and a slow SMTP server (one mail per 8 s)', () => {
  it('delivers each of 20 mails exactly once', async () => {
    const MAILS = 20;
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const smtp = await slowMailServer(8000);
    cleanups.push(() => smtp.close());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-slowsmtp-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const env = (name: string) => ({ SMTP_URL: smtp.url, MAIL_FROM: `Instance ${name} <${name}@academy.test>`, BACKGROUND_POLL_MS: '200' });
    const servers = await Promise.all(
      ['a', 'b'].map(async (name, i) => startServer({ port: await freePort(), dataDir: dirs[i]!, databaseUrl: db.url, env: env(name) })),
    );
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await exited(s.child);
      }
    });
    const database = await openDatabase({ databaseUrl: db.url });
    cleanups.push(() => database.close());
    const subjects = Array.from({ length: MAILS }, (_, i) => `Slow SMTP ${String(i).padStart(2, '0')}`);
    await database.db.transaction(async (tx) => {
      for (const subject of subjects) await enqueueMail(tx, { to: 'family@example.com', kind: 'status_changed', content: { subject, paragraphs: [subject] } });
    });
    const started = performance.now();
    const outbox = async () =>
      rowsOf<{ sent: number; claims: number }>(
        await database.db.execute(sql`select count(*) filter (where state = 'sent')::int as sent, sum(attempts)::int as claims from emails`),
      )[0]!;
    await eventually(async () => (await outbox()).sent === MAILS, { timeout: 170_000, interval: 500, what: `all ${MAILS} mails sent` });
    const deliveredMs = Math.round(performance.now() - started);
    // Every send follows a claim, and a claim counts an attempt: once every mail is sent (no claim
    // can follow) and the SMTP server has received one message per claim, no copy is under way.
    const { claims } = await outbox();
    await eventually(() => smtp.messages.length >= claims, { timeout: 30_000, what: `one message per claim (${claims})` });

    const received = new Map<string, number>();
    for (const m of smtp.messages) received.set(m.subject ?? '', (received.get(m.subject ?? '') ?? 0) + 1);
    const twice = [...received].filter(([, n]) => n > 1).map(([s]) => s);
    expect(twice).toEqual([]);
    expect(subjects.filter((s) => !received.has(s))).toEqual([]);
    expect(smtp.messages).toHaveLength(MAILS);
    const bySender = { a: 0, b: 0 };
    for (const m of smtp.messages) bySender[m.from?.value[0]?.address === 'a@academy.test' ? 'a' : 'b']++;
    const figures = {
      mails: MAILS,
      deliveries: smtp.messages.length,
      duplicates: twice.length,
      max_deliveries_per_mail: Math.max(...received.values()),
      by_a: bySender.a,
      by_b: bySender.b,
      all_sent_ms: deliveredMs,
    };
    console.log('[slow-smtp two instances]', JSON.stringify(figures));
    report('slow-smtp', figures);
  }, 240_000);
});

describe('a hung SMTP server (accepts, never answers)', () => {
  it('publishes a scheduled post on time and still tries every new mail', async () => {
    const hung = await hungServer();
    cleanups.push(() => hung.close());
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${hung.port}`, backgroundPollMs: 200, mailRetryBaseMs: 60_000, mailSendTimeoutMs: 1500 });
    cleanups.push(() => t.close());
    const headers = bearer(await login(t.app));
    // Mail first: a registration queues two mails, which hang.
    for (const kid of ['hung-one', 'hung-two'])
      expect((await t.app.inject({ method: 'POST', url: '/api/registrations', payload: registration(kid) })).statusCode).toBe(201);
    const at = new Date(Date.now() + 1500);
    const form = { title: `Hung SMTP ${Date.now()}`, content: '<p>On time.</p>', status: 'scheduled', publish_at: at.toISOString() };
    const created = await t.app.inject({ method: 'POST', url: '/api/posts', headers, payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const lateMs = await eventually(
      async () =>
        ((await t.app.inject({ url: `/api/posts/${id}`, headers })).json().data as { status: string }).status === 'published' && Date.now() - at.getTime(),
      { timeout: 20_000, what: 'the post to be published' },
    );
    expect(lateMs).toBeGreaterThanOrEqual(0);
    expect(lateMs).toBeLessThan(1500);
    // Every queued mail was tried (each send bounded by MAIL_SEND_TIMEOUT_MS), none is stuck.
    const tried = async () => rowsOf<{ attempts: number; last_error: string | null }>(await t.app.db.execute(sql`select attempts, last_error from emails`));
    await eventually(async () => (await tried()).every((m) => m.attempts > 0 && m.last_error), { timeout: 15_000, what: 'every mail tried' });
    const mails = await tried();
    expect(mails.length).toBe(4);
    expect(mails.every((m) => m.attempts >= 1 && m.last_error)).toBe(true);
    console.log('[hung-smtp]', JSON.stringify({ post_published_late_ms: lateMs, mails_tried: mails.length }));
    report('hung-smtp', { post_published_late_ms: lateMs, mails_tried: mails.length });
  });
});

describe('the retry window counts from the first attempt', () => {
  it('retries a mail queued more than 24 h before the first try instead of failing it at once', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    smtp.refuse(451, 'try again later');
    const t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 20 });
    cleanups.push(() => t.close());
    const id = await enqueueMail(t.app.db, { to: 'old@example.com', kind: 'status_changed', content: { subject: 'Queued long ago', paragraphs: ['hello'] } });
    await t.app.db.execute(sql`update emails set created_at = now() - make_interval(secs => ${(EMAIL_RETRY_WINDOW_MS + 3_600_000) / 1000}) where id = ${id}`);
    const row = async () => rowsOf<{ state: string; attempts: number }>(await t.app.db.execute(sql`select state, attempts from emails where id = ${id}`))[0]!;
    await eventually(
      async () => {
        t.app.background.wake();
        return (await row()).attempts >= 3;
      },
      { what: 'three attempts' },
    );
    expect(await row()).toMatchObject({ state: 'queued' });
    expect((await row()).attempts).toBeGreaterThanOrEqual(3);
    smtp.accept();
    const mails = await smtp.waitFor(1, 10_000);
    expect(mails[0]!.subject).toBe('Queued long ago');
  });
});
