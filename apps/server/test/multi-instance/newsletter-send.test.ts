import type { JobKind } from '../../src/background/job-kinds.ts';
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { NewsletterProgress } from '@academy/contract/newsletter';
import { openDatabase } from '../../src/db/client.ts';
import { newsletterSubscribers } from '../../src/db/schema/newsletter-subscribers.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { eventually, freshPostgresUrl } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import { adminToken, exited, freePort, startServer, type ServerProcess } from '../reliability/server-process.ts';

/**
 * A post's newsletter reaches each confirmed subscriber exactly once when the process making it is
 * killed between batches and another takes over on the same database, and
 * when two instances on one PostgreSQL both start it and both run its batches.
 */
const SUBSCRIBERS = 300;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const recipient = (m: ParsedMail) => [m.to ?? []].flat()[0]?.value[0]?.address ?? '';
const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${String(i).padStart(3, '0')}@example.com`);

/** Confirmed subscribers, a pending and an unsubscribed one, and a published post; returns the post's id. */
async function prepare(target: { databaseUrl?: string; dataDir: string }): Promise<number> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await database.migrate();
    const token = () => randomBytes(32).toString('base64url');
    await database.db
      .insert(newsletterSubscribers)
      .values(addresses.map((email) => ({ email, status: 'confirmed' as const, confirmed_at: new Date(), unsubscribe_token: token() })));
    await database.db.insert(newsletterSubscribers).values([
      { email: 'not-yet@example.com', status: 'pending', unsubscribe_token: token() },
      { email: 'left@example.com', status: 'unsubscribed', unsubscribe_token: token() },
    ]);
    const [post] = await database.db
      .insert(posts)
      .values({ title: 'Season opener', content: '<p>We start on Saturday.</p>', excerpt: 'We start on Saturday.', published: true })
      .returning({ id: posts.id });
    return post!.id;
  } finally {
    await database.close();
  }
}

async function tempDir() {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-newsletter-'));
  cleanups.push(() => fsp.rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(server: ServerProcess) {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await exited(server.child);
  });
  return server;
}

const send = async (base: string, token: string, id: number) =>
  (await fetch(`${base}/api/posts/${id}/newsletter`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status;
const progress = async (base: string, token: string, id: number) =>
  ((await (await fetch(`${base}/api/posts/${id}/newsletter`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: NewsletterProgress }).data;

/**
 * Every mail arrived once: one per confirmed address, none to another, none twice. Checked once no
 * job (but the daily retention job) is left to run and no mail to send (nothing can be claimed any more), and the SMTP server has
 * received one message per claim (each claim counts an attempt): no copy can still be under way.
 */
async function expectEachOnce(smtp: TestMailServer, databaseUrl: string | undefined) {
  await smtp.waitFor(SUBSCRIBERS, 60_000);
  const database = await openDatabase({ databaseUrl });
  try {
    const claims = await eventually(
      async () => {
        const [row] = rowsOf<{ jobs: number; mails: number; claims: number }>(
          await database.db.execute(
            sql`select (select count(*) from jobs where state = 'queued' and kind <> ${'retention' satisfies JobKind})::int as jobs, (select count(*) from emails where state = 'queued')::int as mails, (select coalesce(sum(attempts), 0) from emails)::int as claims`,
          ),
        );
        return row!.jobs === 0 && row!.mails === 0 && row!.claims;
      },
      { timeout: 60_000, what: 'no job left to run and no mail left to send' },
    );
    await eventually(() => smtp.messages.length >= claims, { what: `one message per claim (${claims})` });
  } finally {
    await database.close();
  }
  const to = smtp.messages.map(recipient);
  expect(to.length).toBe(SUBSCRIBERS);
  expect([...to].sort()).toEqual(addresses);
}

// PostgreSQL only: on PGlite the one process that owns the database makes all batches back to back
// without yielding to HTTP, so a test cannot see (and kill it) in the middle; the PGlite crash path
// differs only in the runner dropping a dead process's leases at start (covered by the outbox tests).
describe.skipIf(!process.env.TEST_DATABASE_URL)('a newsletter send survives a crash between batches', () => {
  it(`still reaches each of ${SUBSCRIBERS} subscribers exactly once`, async () => {
    const pg = await freshPostgresUrl();
    cleanups.push(() => pg.drop());
    const dataDir = await tempDir();
    const postId = await prepare({ databaseUrl: pg.url, dataDir });
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());

    // The first instance makes the mails in batches of 3 but has no mail server: nothing leaves it.
    const a = track(
      await startServer({ port: await freePort(), dataDir, databaseUrl: pg.url, env: { NEWSLETTER_BATCH_SIZE: '3', BACKGROUND_POLL_MS: '100' } }),
    );
    const tokenA = await adminToken(a.base);
    expect(await send(a.base, tokenA, postId)).toBe(202);
    let made = 0;
    for (let i = 0; i < 2000 && made < 30; i++) {
      const p = await progress(a.base, tokenA, postId);
      made = p.queued + p.sent;
    }
    a.child.kill('SIGKILL');
    await exited(a.child);
    const database = await openDatabase({ databaseUrl: pg.url, dataDir });
    cleanups.push(() => database.close().catch(() => {}));
    const [atCrash] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from newsletter_deliveries where post_id = ${postId}`));
    // Killed mid-send: some batches made, not all.
    expect(atCrash!.n).toBeGreaterThanOrEqual(30);
    expect(atCrash!.n).toBeLessThan(SUBSCRIBERS);
    // A job the dead instance held waits for its 2-minute lease: let it expire now.
    await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where locked_until is not null`);
    await database.close();

    const b = track(
      await startServer({
        port: await freePort(),
        dataDir,
        databaseUrl: pg.url,
        env: { SMTP_URL: smtp.url, NEWSLETTER_BATCH_SIZE: '10', BACKGROUND_POLL_MS: '100', MAIL_RETRY_BASE_MS: '50' },
      }),
    );
    await expectEachOnce(smtp, pg.url);
    const tokenB = await adminToken(b.base);
    expect(await progress(b.base, tokenB, postId)).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, queued: 0, failed: 0, finished: true });
    console.log('[newsletter-crash]', JSON.stringify({ made_before_crash: atCrash!.n, received: smtp.messages.length }));
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances send one newsletter on PostgreSQL', () => {
  it(`both start it and both run its batches: each of ${SUBSCRIBERS} subscribers gets it once`, async () => {
    const pg = await freshPostgresUrl();
    cleanups.push(() => pg.drop());
    const dirs = [await tempDir(), await tempDir()];
    const postId = await prepare({ databaseUrl: pg.url, dataDir: dirs[0]! });
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const env = (name: string) => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: `Instance ${name} <${name}@academy.test>`,
      NEWSLETTER_BATCH_SIZE: '20',
      BACKGROUND_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '50',
    });
    const [pa, pb] = [await freePort(), await freePort()];
    const servers = await Promise.all([
      startServer({ port: pa, dataDir: dirs[0]!, databaseUrl: pg.url, env: env('a') }).then(track),
      startServer({ port: pb, dataDir: dirs[1]!, databaseUrl: pg.url, env: env('b') }).then(track),
    ]);
    const tokens = await Promise.all(servers.map((s) => adminToken(s.base)));

    // Both administrators press "Send" at once: one send starts, the other is told it was sent.
    const statuses = await Promise.all(servers.map((s, i) => send(s.base, tokens[i]!, postId)));
    expect([...statuses].sort()).toEqual([202, 409]);
    // More batch jobs for the same post, so that both runners make batches of it at the same time.
    const database = await openDatabase({ databaseUrl: pg.url });
    cleanups.push(() => database.close().catch(() => {}));
    await database.db.execute(sql`
      insert into jobs (kind, key, run_at, payload)
      select 'newsletter-batch', 'newsletter:' || ${postId}::int || ':extra:' || g, now(), jsonb_build_object('postId', ${postId}::int, 'batch', 1000 + g)
      from generate_series(1, 6) g`);

    await expectEachOnce(smtp, pg.url);
    const [deliveries] = rowsOf<{ n: number; distinct_subscribers: number }>(
      await database.db.execute(
        sql`select count(*)::int as n, count(distinct subscriber_id)::int as distinct_subscribers from newsletter_deliveries where post_id = ${postId}`,
      ),
    );
    expect(deliveries).toEqual({ n: SUBSCRIBERS, distinct_subscribers: SUBSCRIBERS });
    const bySender = { a: 0, b: 0 };
    for (const m of smtp.messages) bySender[m.from?.value[0]?.address === 'a@academy.test' ? 'a' : 'b']++;
    console.log('[newsletter-two-instances]', JSON.stringify({ received: smtp.messages.length, deliveries: deliveries!.n, ...bySender }));
  }, 180_000);
});
