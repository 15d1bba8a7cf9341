import type { JobKind } from '../../src/background/job-kinds.ts';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { NewsletterProgress } from '@academy/contract/newsletter';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { newsletterSubscribers } from '../../src/db/schema/newsletter-subscribers.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { ADMIN, bearer, eventually, freshData, login } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';

/**
 * A newsletter send interrupted in the middle of a batch: the app is closed, a new one is started
 * on the same database (PGlite's data directory, or one PostgreSQL database with
 * TEST_DATABASE_URL), and each confirmed subscriber still gets the post exactly once. The
 * interruption is a database error raised on the 36th newsletter mail, inside the fourth batch of
 * ten: what a process dying mid-transaction leaves is the same, the batch's transaction rolled back.
 * (test/multi-instance/newsletter-send.test.ts kills a real server process on PostgreSQL.)
 */
const SUBSCRIBERS = 200;
const BATCH = 10;
const CRASH_AT = 36;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const one = async (app: FastifyInstance, query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await app.db.execute(query))[0]!.n;
const recipient = (m: ParsedMail) => [m.to ?? []].flat()[0]?.value[0]?.address ?? '';
const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `crash${String(i).padStart(3, '0')}@example.com`);

describe('a newsletter send interrupted mid-batch', () => {
  it(`reaches each of ${SUBSCRIBERS} confirmed subscribers exactly once after a restart on the same database`, async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const { dataDir, databaseUrl, remove } = await freshData('academy-newsletter-crash-');
    cleanups.push(remove);
    const config = (overrides: Partial<Config>): Config => ({
      ...loadConfig({}),
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      inMemoryDb: false,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      jwtSecret: 'test-secret-test-secret-test-secret-0123',
      logLevel: 'silent',
      seed: false,
      webDist: path.join(dataDir, 'no-web'),
      smtpUrl: smtp.url,
      publicUrl: 'https://academy.example',
      backgroundPollMs: 100,
      newsletterBatchSize: BATCH,
      ...overrides,
    });

    // The first app: its failed batch would be retried only after a minute.
    const a = await buildApp(config({ mailRetryBaseMs: 60_000 }));
    cleanups.push(() => a.close());
    await a.ready();
    const token = () => randomBytes(32).toString('base64url');
    await a.db
      .insert(newsletterSubscribers)
      .values(addresses.map((email) => ({ email, status: 'confirmed' as const, confirmed_at: new Date(), unsubscribe_token: token() })));
    await a.db.insert(newsletterSubscribers).values([
      { email: 'crash-pending@example.com', status: 'pending', unsubscribe_token: token() },
      { email: 'crash-left@example.com', status: 'unsubscribed', unsubscribed_at: new Date(), unsubscribe_token: token() },
    ]);
    const [post] = await a.db
      .insert(posts)
      .values({ title: 'Match report', content: '<p>We won 3-1.</p>', excerpt: 'We won 3-1.', status: 'published', published: true })
      .returning({ id: posts.id });
    // The 36th newsletter mail fails its transaction (the counter rolls back with it, so every retry fails there too).
    await a.db.execute(sql`create table crash_switch (made int not null)`);
    await a.db.execute(sql`insert into crash_switch values (0)`);
    await a.db.execute(
      sql.raw(`create function crash_newsletter() returns trigger language plpgsql as $$
        declare n int;
        begin
          update crash_switch set made = made + 1 returning made into n;
          if n >= ${CRASH_AT} then raise exception 'simulated crash in the middle of a batch'; end if;
          return new;
        end $$`),
    );
    await a.db.execute(
      sql`create trigger crash_newsletter before insert on emails for each row when (new.kind = 'newsletter') execute function crash_newsletter()`,
    );

    const authA = bearer(await login(a));
    const started = await a.inject({ method: 'POST', url: `/api/posts/${post!.id}/newsletter`, headers: authA });
    expect(started.statusCode).toBe(202);
    await eventually(async () => (await one(a, sql`select count(*)::int as n from jobs where kind = 'newsletter-batch' and last_error is not null`)) > 0, {
      timeout: 30_000,
      what: 'the fourth batch to fail',
    });

    // Three whole batches were made; nothing of the fourth (no delivery without its mail, no mail without its delivery).
    const madeBefore = await one(a, sql`select count(*)::int as n from newsletter_deliveries where post_id = ${post!.id}`);
    expect(madeBefore).toBe(3 * BATCH);
    expect(await one(a, sql`select count(*)::int as n from emails where kind = 'newsletter'`)).toBe(3 * BATCH);
    expect(await one(a, sql`select count(*)::int as n from newsletter_deliveries where post_id = ${post!.id} and email_id is null`)).toBe(0);
    await a.db.execute(sql`drop trigger crash_newsletter on emails`);
    await a.close();
    const sentBefore = smtp.messages.length;

    // A new app on the same database; the failed batch's retry is due now.
    const b = await buildApp(config({ mailRetryBaseMs: 50 }));
    cleanups.push(() => b.close());
    await b.ready();
    await b.db.execute(sql`update jobs set run_at = now() where kind = 'newsletter-batch' and state = 'queued'`);
    b.background.wake();

    await smtp.waitFor(SUBSCRIBERS, 60_000);
    // Drained, with no job (but the daily retention job) or mail left queued: nothing can send anything more.
    await b.background.drain();
    expect(await one(b, sql`select count(*)::int as n from jobs where state = 'queued' and kind <> ${'retention' satisfies JobKind}`)).toBe(0);
    expect(await one(b, sql`select count(*)::int as n from emails where state <> 'sent'`)).toBe(0);
    const to = smtp.messages.map(recipient);
    console.log(
      '[newsletter-crash-restart]',
      JSON.stringify({
        database: databaseUrl ? 'postgresql' : 'pglite',
        made_before: madeBefore,
        sent_before_close: sentBefore,
        received: to.length,
        distinct: new Set(to).size,
      }),
    );
    expect(to).toHaveLength(SUBSCRIBERS);
    expect([...to].sort()).toEqual(addresses);

    const authB = bearer(await login(b));
    const progress = (await b.inject({ url: `/api/posts/${post!.id}/newsletter`, headers: authB })).json().data as NewsletterProgress;
    expect(progress).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, queued: 0, failed: 0, finished: true });
  }, 120_000);
});
