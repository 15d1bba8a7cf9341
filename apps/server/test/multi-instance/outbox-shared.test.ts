import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/background/outbox.ts';
import { openDatabase } from '../../src/db/client.ts';
import { eventually, freshPostgresUrl } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { report } from '../reliability/report.ts';
import { exited, freePort, startServer } from '../reliability/server-process.ts';

/**
 * Two real server processes share one PostgreSQL outbox and one real SMTP server: every one of 200
 * mails is received exactly once (FOR UPDATE SKIP LOCKED), and every row ends `sent`. Each
 * instance signs with its own MAIL_FROM, so the test also sees that both took part.
 */
const MAILS = 200;
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances share the outbox on PostgreSQL', () => {
  it(`delivers each of ${MAILS} mails exactly once`, async () => {
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-outbox-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const [pa, pb] = await Promise.all([freePort(), freePort()]);
    const env = (name: string) => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: `Instance ${name} <${name}@academy.test>`,
      BACKGROUND_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '50',
    });
    const servers = await Promise.all([
      startServer({ port: pa!, dataDir: dirs[0]!, databaseUrl: db.url, env: env('a') }),
      startServer({ port: pb!, dataDir: dirs[1]!, databaseUrl: db.url, env: env('b') }),
    ]);
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await exited(s.child);
      }
    });

    // The mails are written by a third client, in one transaction: both runners find them due at once.
    const database = await openDatabase({ databaseUrl: db.url });
    cleanups.push(() => database.close());
    const subjects = Array.from({ length: MAILS }, (_, i) => `Shared outbox ${String(i).padStart(3, '0')}`);
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      for (const subject of subjects) await enqueueMail(tx, { to: 'family@example.com', kind: 'status_changed', content: { subject, paragraphs: [subject] } });
    });
    await smtp.waitFor(MAILS, 60_000);
    const deliveredMs = performance.now() - started;
    // Every row sent: nothing can be claimed any more. Each claim counts an attempt, so with one
    // attempt per mail (checked below) no second copy can be under way.
    await eventually(
      async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from emails where state <> 'sent'`))[0]!.n === 0,
      { what: 'every mail sent' },
    );

    const received = new Map<string, number>();
    for (const m of smtp.messages) received.set(m.subject ?? '', (received.get(m.subject ?? '') ?? 0) + 1);
    const twice = [...received].filter(([, n]) => n > 1).map(([s]) => s);
    const missing = subjects.filter((s) => !received.has(s));
    expect(twice).toEqual([]);
    expect(missing).toEqual([]);
    expect(smtp.messages).toHaveLength(MAILS);

    const rows = rowsOf<{ state: string; n: number; attempts: number }>(
      await database.db.execute(sql`select state, count(*)::int as n, sum(attempts)::int as attempts from emails group by state`),
    );
    expect(rows).toEqual([{ state: 'sent', n: MAILS, attempts: MAILS }]);

    const bySender = { a: 0, b: 0 };
    for (const m of smtp.messages) bySender[m.from?.value[0]?.address === 'a@academy.test' ? 'a' : 'b']++;
    // Both runners took part (each claims 20 at a time, so neither can have taken everything alone in practice).
    expect(bySender.a).toBeGreaterThan(0);
    expect(bySender.b).toBeGreaterThan(0);
    const figures = {
      mails: MAILS,
      received: smtp.messages.length,
      duplicates: twice.length,
      sent_rows: rows[0]!.n,
      by_instance_a: bySender.a,
      by_instance_b: bySender.b,
      all_delivered_ms: Math.round(deliveredMs),
    };
    console.log('[outbox-shared]', JSON.stringify(figures));
    report('mail-two-instances', figures);
  }, 180_000);
});
