import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_RETRY_WINDOW_MS } from '@academy/contract/email';
import { enqueueMail } from '../../src/background/outbox.ts';
import { bearer, createTestApp, eventually, login } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { report } from '../reliability/report.ts';
import { registration } from '../reliability/server-process.ts';

/**
 * The mail server as a fault (decision 021): hung (accepts and never answers: jobs used to wait
 * behind mail forever), and a mail queued long before the first attempt (it used to get one try
 * before "failed"). Slow with two instances: smtp-faults-postgres.test.ts.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

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
