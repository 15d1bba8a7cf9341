import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_KINDS, type JobHandlers, type JobKind } from '../../src/background/job-kinds.ts';
import { cancelJob, scheduleJob, scheduleJobOnce } from '../../src/background/jobs.ts';
import { createRunner, type Runner } from '../../src/background/runner.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { freshPostgresUrl } from '../helpers.ts';

/**
 * The jobs table and its runner on a real database, with handlers of the test's own (decision 027):
 * a kind's payload is checked when it is scheduled and when it runs, and a job moved while it runs
 * stays queued at its new time. The app's handlers are exercised by the module tests.
 */
let database: Database;
let drop: () => Promise<void>;
let runner: Runner;
const runs: { kind: JobKind; payload: unknown; at: number }[] = [];
/** What the next run of a kind does before it returns (a test holds it open). */
const during: Partial<Record<JobKind, () => Promise<void>>> = {};

const record =
  <K extends JobKind>(kind: K) =>
  async (payload: unknown) => {
    runs.push({ kind, payload, at: Date.now() });
    const hold = during[kind];
    delete during[kind];
    await hold?.();
  };
const handlers: JobHandlers = {
  'trial-reminder': record('trial-reminder'),
  'publish-post': record('publish-post'),
  'newsletter-batch': record('newsletter-batch'),
  retention: record('retention'),
  'offer-expiry': record('offer-expiry'),
  'squad-fill': record('squad-fill'),
  'event-reminder': record('event-reminder'),
};

type JobRow = {
  kind: string;
  key: string;
  state: string;
  attempts: number;
  last_error: string | null;
  run_at: Date | string;
  payload: Record<string, unknown>;
};
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const job = async (key: string) =>
  rowsOf<JobRow>(await database.db.execute(sql`select kind, key, state, attempts, last_error, run_at, payload from jobs where key = ${key}`))[0];

beforeAll(async () => {
  const pg = await freshPostgresUrl();
  drop = pg.drop;
  database = await openDatabase({ databaseUrl: pg.url, inMemory: true });
  await database.migrate();
  // A poll far longer than the waits below: the runner must wake at a job's time by itself.
  runner = createRunner({
    db: database.db,
    log: pino({ level: 'silent' }) as FastifyBaseLogger,
    mailer: undefined,
    handlers,
    pollMs: 10_000,
    retryBaseMs: 60_000,
    exclusive: database.kind === 'pglite',
  });
  runner.start();
});
afterAll(async () => {
  await runner.stop();
  await database.close();
  await drop();
});
beforeEach(() => {
  runs.length = 0;
});

describe('job kinds', () => {
  it('every kind has a schema and a key; a payload that does not fit its kind is refused before it is stored', async () => {
    expect(Object.keys(JOB_KINDS).sort()).toEqual(Object.keys(handlers).sort());
    expect(JOB_KINDS['trial-reminder'].key({ invitationId: 42 })).toBe('trial-reminder:42');
    expect(JOB_KINDS['newsletter-batch'].key({ postId: 7, batch: 2 })).toBe('newsletter:7:batch:2');
    expect(JOB_KINDS.retention.key({ day: '2026-11-24' })).toBe('retention:2026-11-24');

    // @ts-expect-error: a reminder's payload is an invitation id, not a post id.
    await expect(scheduleJob(database.db, 'trial-reminder', { postId: 1 }, new Date())).rejects.toThrow(/invitationId/);
    // @ts-expect-error: no such kind.
    await expect(scheduleJob(database.db, 'no-such-kind', {}, new Date())).rejects.toThrow('unknown job kind no-such-kind');
    expect(rowsOf(await database.db.execute(sql`select id from jobs`))).toEqual([]);
  });

  it('a handler gets its payload as its kind reads it; a stored payload that does not fit, or an unknown kind, fails the attempt and is retried later', async () => {
    const day = '2031-01-02';
    expect(await scheduleJobOnce(database.db, 'retention', { day }, new Date())).toBe(true);
    expect(await scheduleJobOnce(database.db, 'retention', { day }, new Date(Date.now() + 60_000))).toBe(false);
    await database.db.execute(
      sql`insert into jobs (kind, key, run_at, payload) values ('publish-post', 'publish-post:bad', now(), '{"postId": "seven"}'), ('no-such-kind', 'no-such-kind:1', now(), '{}')`,
    );
    await runner.drain();

    expect(runs).toEqual([{ kind: 'retention', payload: { day }, at: expect.any(Number) }]);
    expect(await job(`retention:${day}`)).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    const bad = await job('publish-post:bad');
    expect(bad).toMatchObject({ state: 'queued', attempts: 1 });
    expect(bad!.last_error).toContain('postId');
    expect(new Date(bad!.run_at).getTime()).toBeGreaterThan(Date.now() + 30_000);
    const unknown = await job('no-such-kind:1');
    expect(unknown).toMatchObject({ state: 'queued', attempts: 1, last_error: 'no handler for job kind no-such-kind' });
    await database.db.execute(sql`delete from jobs where key in ('publish-post:bad', 'no-such-kind:1')`);
  });

  it('cancelling drops a job not run yet, by its kind and payload', async () => {
    await scheduleJob(database.db, 'trial-reminder', { invitationId: 9001 }, new Date(Date.now() + 3_600_000));
    expect(await job('trial-reminder:9001')).toMatchObject({ kind: 'trial-reminder', state: 'queued', payload: { invitationId: 9001 } });
    await cancelJob(database.db, 'trial-reminder', { invitationId: 9001 });
    expect(await job('trial-reminder:9001')).toBeUndefined();
  });

  it('a job scheduled again while it runs (a post moved to a later time) stays queued at its new time, and runs then', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    during['publish-post'] = () => {
      started();
      return new Promise<void>((r) => (release = r));
    };
    const postId = 9002;
    const key = `publish-post:${postId}`;
    await scheduleJob(database.db, 'publish-post', { postId }, new Date());
    runner.wake();
    await running;
    const later = new Date(Date.now() + 1500);
    await scheduleJob(database.db, 'publish-post', { postId }, later);
    release();
    await expect.poll(async () => (await job(key))!.state === 'queued' && runs.length === 1).toBe(true);
    expect(new Date((await job(key))!.run_at).toISOString()).toBe(later.toISOString());
    // And it runs at that time, though the next poll is 10 s away.
    await expect.poll(() => runs.length, { timeout: 5000 }).toBe(2);
    expect(runs[1]!.at).toBeGreaterThanOrEqual(later.getTime() - 5);
    expect(runs.map((r) => r.payload)).toEqual([{ postId }, { postId }]);
    await expect.poll(async () => (await job(key))!.state).toBe('done');
  });
});
