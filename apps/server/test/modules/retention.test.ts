import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionStatus } from '@academy/contract/retention';
import { bearer, createTestApp, login, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

/** Retention on a real database: what is old enough goes, nothing else, and the run is durable and recorded. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
  // The start-up run (nothing to erase in a new database) is done before the test begins.
  await t.app.background.drain();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const count = async (query: ReturnType<typeof sql>) => Number(rowsOf(await t.app.db.execute(query))[0]?.n ?? 0);

async function register(player: string, status?: string, ageDays = 0) {
  const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, player_name: player } });
  expect(res.statusCode, res.body).toBe(201);
  const id = await registrationIdOf(t.app, res.json().data);
  if (status) {
    const changed = await t.app.inject({ method: 'PUT', url: `/api/registrations/${id}/status`, headers: auth, payload: { status, notify: true } });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  if (ageDays) await t.app.db.execute(sql`update registrations set updated_at = now() - make_interval(days => ${ageDays}) where id = ${id}`);
  return id;
}

async function status(): Promise<RetentionStatus> {
  const res = await t.app.inject({ url: '/api/retention', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('retention', () => {
  it('the first start ran the daily job, recorded it, and queued the next run a day later', async () => {
    const s = await status();
    expect(s.policy).toEqual({ registration_days: 365, message_days: 365, audit_days: 730 });
    expect(s.last_run?.summary).toBe('Erased 0 ended applications, 0 contact messages, 0 mails and 0 activity entries');
    const next = Date.parse(s.next_run!);
    expect(next - Date.parse(s.last_run!.at)).toBeGreaterThan(23.9 * 3600_000);
    expect(await count(sql`select count(*)::int as n from jobs where kind = 'retention' and state = 'queued'`)).toBe(1);
  });

  it('erases ended applications and old messages past their period, with their mails, and keeps everything else', async () => {
    const oldRejected = await register('Old Rejected', 'rejected', 400);
    const oldWithdrawn = await register('Old Withdrawn', 'withdrawn', 366);
    const recentRejected = await register('Recent Rejected', 'rejected', 300);
    const oldActive = await register('Old Accepted', 'accepted', 800);
    const oldPending = await register('Old Pending', undefined, 800);
    expect(await count(sql`select count(*)::int as n from emails where subject_type = 'registration' and subject_id = ${oldRejected}`)).toBeGreaterThan(0);

    for (const [name, age] of [
      ['Old message', 400],
      ['New message', 10],
    ] as const) {
      const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullname: name, email: 'writer@example.com', message: 'Hello' } });
      expect(sent.statusCode).toBe(201);
      await t.app.db.execute(sql`update contact_messages set created_at = now() - make_interval(days => ${age}) where id = ${sent.json().data.id}`);
    }
    await t.app.db.execute(
      sql`insert into audit_log (at, actor, action, summary) values (now() - interval '731 days', 'system', 'settings.update', 'ancient'), (now() - interval '700 days', 'system', 'settings.update', 'kept')`,
    );

    // The day's run comes due (as after a night with the server down): the runner does it without a restart.
    await t.app.db.execute(sql`update jobs set run_at = now() - interval '1 hour' where kind = 'retention' and state = 'queued'`);
    await t.app.background.drain();

    const left = rowsOf(await t.app.db.execute(sql`select id from registrations order by id`)).map((r) => Number(r.id));
    expect(left).toEqual([recentRejected, oldActive, oldPending].sort((a, b) => a - b));
    expect(left).not.toContain(oldWithdrawn);
    expect(
      await count(sql`select count(*)::int as n from emails where subject_type = 'registration' and subject_id in (${oldRejected}, ${oldWithdrawn})`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from registration_status_history where registration_id in (${oldRejected}, ${oldWithdrawn})`)).toBe(0);
    const messages = rowsOf(await t.app.db.execute(sql`select fullname from contact_messages`)).map((r) => r.fullname);
    expect(messages).toEqual(['New message']);
    const summaries = rowsOf(await t.app.db.execute(sql`select summary from audit_log where action = 'settings.update'`)).map((r) => r.summary);
    expect(summaries).toEqual(['kept']);

    const s = await status();
    expect(s.last_run!.summary).toMatch(/^Erased 2 ended applications, 1 contact messages, \d+ mails and 1 activity entries$/);
    // One queued run at a time, a day ahead.
    expect(await count(sql`select count(*)::int as n from jobs where kind = 'retention' and state = 'queued'`)).toBe(1);
    expect(Date.parse(s.next_run!) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  it('a restart does not queue a second run, and a day whose run is done queues the next day', async () => {
    const { createRetentionRepository, dayOf, nextDay, retentionKey } = await import('../../src/modules/retention/repository.ts');
    expect(retentionKey(dayOf(new Date('2026-11-24T10:00:00Z')))).toBe('retention:2026-11-24');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    const repo = createRetentionRepository(t.app.db);
    const queued = sql`select key from jobs where kind = 'retention' and state = 'queued'`;
    const before = rowsOf(await t.app.db.execute(queued));
    expect(before).toHaveLength(1);
    // What start-up does, again: nothing new.
    await repo.ensureScheduled(new Date());
    expect(rowsOf(await t.app.db.execute(queued))).toEqual(before);
    // Without a queued run (say a run failed to queue the next), the day after the last one is queued.
    const { key } = before[0] as { key: string };
    await t.app.db.execute(sql`delete from jobs where kind = 'retention' and state = 'queued'`);
    const last = rowsOf(await t.app.db.execute(sql`select max(payload->>'day') as day from jobs where kind = 'retention'`))[0]!.day as string;
    await repo.ensureScheduled(new Date());
    expect(rowsOf(await t.app.db.execute(queued))).toEqual([{ key: retentionKey(nextDay(last)) }]);
    expect(key).toBe(retentionKey(nextDay(last)));
  });
});
