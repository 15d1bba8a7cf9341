import fsp from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/background/outbox.ts';
import { openDatabase } from '../../src/db/client.ts';
import { eventually, freshPostgresUrl } from '../helpers.ts';
import { report } from '../reliability/report.ts';
import { exited, freePort, startServer } from '../reliability/server-process.ts';

/**
 * The mail server as a fault with two instances on PostgreSQL (decision 021): slow, one mail per
 * 8 s, 20 mails (under the old batch claim the lease ran out mid-batch and the other instance sent
 * the rest again). Runs in the PostgreSQL stage only (apps/server/vitest.config.ts).
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

describe('two instances and a slow SMTP server (one mail per 8 s)', () => {
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
