import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_RETRY_WINDOW_MS } from '@academy/contract/email';
import type { Db } from '../db/client.ts';
import type { StoredAttachment } from '../db/schema/emails.ts';
import { isPermanentFailure, type Mailer } from '../mail/transport.ts';

export type JobContext = { db: Db; log: FastifyBaseLogger; wake: () => void };
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export type Runner = {
  start(): void;
  /** Runs again at once: call it after a commit that queued mail or due work. */
  wake(): void;
  /** Runs until nothing is due (tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

type ClaimedMail = { id: number; to: string; kind: string; subject: string; text: string; html: string; attachments: StoredAttachment[]; headers: Record<string, string>; attempts: number; created_at: Date | string };
type ClaimedJob = { id: number; kind: string; key: string; payload: Record<string, unknown>; attempts: number };

const BATCH = 20;
/** The kind of mail deleted from the outbox once sent (decision 019). */
const FORGET_AFTER_SENDING = 'erasure_receipt';
/** A claimed row is this runner's until then; if the process dies, another runner takes it after. */
const LEASE = sql`interval '2 minutes'`;
const MAX_DELAY_MS = 60 * 60 * 1000;
const JOB_MAX_ATTEMPTS = 10;
/** The shortest sleep between passes, so that work due now but not claimable cannot spin the loop. */
const MIN_DELAY_MS = 25;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * One background runner per process for the outbox and the jobs table. Due rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so several instances on one PostgreSQL never take the same
 * row; work due while the server was down is simply due when it starts. Nothing lives only in memory.
 */
export function createRunner(deps: {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer | undefined;
  handlers: Record<string, JobHandler>;
  pollMs: number;
  retryBaseMs: number;
  /**
   * Only this process uses the database (PGlite behind its directory lock): a lease left at start
   * belongs to a process that died mid-send, so it is dropped and the work runs at once instead of
   * waiting for the lease to expire. Never with PostgreSQL, where a lease may be another instance's.
   */
  exclusive?: boolean;
}): Runner {
  const { db, log, mailer, handlers } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  const backoff = (attempts: number) => Math.min(deps.retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

  async function claimMail(): Promise<ClaimedMail[]> {
    return rowsOf<ClaimedMail>(
      await db.execute(sql`
        update emails set locked_until = now() + ${LEASE}, attempts = attempts + 1, updated_at = now()
        where id in (
          select id from emails
          where state = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by next_attempt_at, id limit ${BATCH}
          for update skip locked)
        returning id, "to", kind, subject, text, html, attachments, headers, attempts, created_at`),
    );
  }

  async function sendOne(mail: ClaimedMail) {
    try {
      await mailer!.send(mail);
      // A family's erasure receipt is the last trace of its address: once delivered, no copy is kept.
      if (mail.kind === FORGET_AFTER_SENDING) await db.execute(sql`delete from emails where id = ${mail.id}`);
      else await db.execute(sql`update emails set state = 'sent', sent_at = now(), locked_until = null, last_error = null, updated_at = now() where id = ${mail.id}`);
    } catch (err) {
      const givenUp = isPermanentFailure(err) || Date.now() - new Date(mail.created_at).getTime() > EMAIL_RETRY_WINDOW_MS;
      log.warn({ err, emailId: mail.id, attempts: mail.attempts, givenUp }, 'mail not sent');
      if (givenUp && mail.kind === FORGET_AFTER_SENDING) {
        // Not kept either when it cannot be delivered: the address was erased on purpose.
        await db.execute(sql`delete from emails where id = ${mail.id}`);
      } else if (givenUp) {
        await db.execute(sql`update emails set state = 'failed', locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where id = ${mail.id}`);
      } else {
        const next = new Date(Date.now() + backoff(mail.attempts));
        await db.execute(sql`update emails set next_attempt_at = ${next.toISOString()}, locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where id = ${mail.id}`);
      }
    }
  }

  async function claimJobs(): Promise<ClaimedJob[]> {
    return rowsOf<ClaimedJob>(
      await db.execute(sql`
        update jobs set locked_until = now() + ${LEASE}, attempts = attempts + 1, updated_at = now()
        where id in (
          select id from jobs
          where state = 'queued' and run_at <= now() and (locked_until is null or locked_until < now())
          order by run_at, id limit ${BATCH}
          for update skip locked)
        returning id, kind, key, payload, attempts`),
    );
  }

  async function runJob(job: ClaimedJob) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { db, log, wake });
      // `locked_until is not null`: still the run this runner claimed. Work scheduled again under the
      // same key while it ran (a post moved to a later time) cleared the lease and stays queued.
      await db.execute(sql`update jobs set state = 'done', done_at = now(), locked_until = null, last_error = null, updated_at = now() where id = ${job.id} and locked_until is not null`);
    } catch (err) {
      log.error({ err, jobId: job.id, key: job.key }, 'job failed');
      if (job.attempts >= JOB_MAX_ATTEMPTS) {
        await db.execute(sql`update jobs set state = 'failed', locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where id = ${job.id} and locked_until is not null`);
      } else {
        const next = new Date(Date.now() + backoff(job.attempts));
        await db.execute(sql`update jobs set run_at = ${next.toISOString()}, locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where id = ${job.id} and locked_until is not null`);
      }
    }
  }

  /** One pass: every due job, then every due mail (jobs may queue mail). Returns whether it found work. */
  async function tick(): Promise<boolean> {
    let found = false;
    for (let batch = await claimJobs(); batch.length; batch = await claimJobs()) {
      found = true;
      for (const job of batch) await runJob(job);
    }
    if (mailer) {
      for (let batch = await claimMail(); batch.length; batch = await claimMail()) {
        found = true;
        for (const mail of batch) await sendOne(mail);
      }
    }
    return found;
  }

  /** Milliseconds until the earliest queued job or mail can be claimed (its time, or its lease's end), if any. */
  async function nextDue(): Promise<number | undefined> {
    const [row] = rowsOf<{ due: Date | string | null }>(
      await db.execute(sql`
        select least(
          (select min(greatest(run_at, coalesce(locked_until, run_at))) from jobs where state = 'queued'),
          ${mailer ? sql`(select min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) from emails where state = 'queued')` : sql`null`}
        ) as due`),
    );
    return row?.due ? new Date(row.due).getTime() - Date.now() : undefined;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await tick();
        } catch (err) {
          // The database may be away for a moment: the next poll tries again.
          log.warn({ err }, 'background runner: pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      // Sleep until the next poll, or until the earliest queued job or mail is due if that is sooner
      // (a post scheduled for 10:00 goes out at 10:00, not at the next poll after it).
      nextDue()
        .then((ms) => schedule(ms === undefined ? deps.pollMs : Math.min(deps.pollMs, Math.max(MIN_DELAY_MS, ms))))
        .catch(() => schedule(deps.pollMs));
    });
    return running;
  }

  function wake() {
    if (!stopped) void run();
  }

  return {
    start() {
      stopped = false;
      if (!deps.exclusive) return schedule(0);
      void Promise.all([
        db.execute(sql`update emails set locked_until = null where locked_until is not null and state = 'queued'`),
        db.execute(sql`update jobs set locked_until = null where locked_until is not null and state = 'queued'`),
      ])
        .catch((err: unknown) => log.warn({ err }, 'background runner: leases not released'))
        .finally(() => schedule(0));
    },
    wake,
    async drain() {
      // A pass already under way holds its rows: let it finish, then run until nothing is due.
      await running;
      while (await tick()) {
        /* until nothing is due */
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    },
  };
}
