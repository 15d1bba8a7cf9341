import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_RETRY_WINDOW_MS } from '@academy/contract/email';
import type { Db } from '../db/client.ts';
import type { StoredAttachment } from '../db/schema/emails.ts';
import { isPermanentFailure, type Mailer } from '../mail/transport.ts';
import { redactLinks } from '../mail/retention.ts';
import { loggableError } from '../plugins/error-handler.ts';
import { runJobHandler, type JobHandlers } from './job-kinds.ts';

export type Runner = {
  start(): void;
  /** Runs again at once: call it after a commit that queued mail or due work. */
  wake(): void;
  /** Runs until nothing is due (tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

type ClaimedMail = {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachment[];
  headers: Record<string, string>;
  attempts: number;
  first_attempt_at: Date | string;
  lease: string;
};
type ClaimedJob = { id: number; kind: string; key: string; payload: Record<string, unknown>; attempts: number };

/** Jobs claimed per statement (mail is claimed one at a time). */
const BATCH = 20;
/** The kinds of mail deleted from the outbox once sent: the erasure receipt (decision 019) and the erasure code (docs/decisions/059). */
const FORGET_AFTER_SENDING: readonly string[] = ['erasure_receipt', 'erasure_code'];
/** A claimed row is this runner's until then; if the process dies, another runner takes it after. */
const LEASE = sql`interval '2 minutes'`;
const MAX_DELAY_MS = 60 * 60 * 1000;
const JOB_MAX_ATTEMPTS = 10;
/** The shortest sleep between passes, so that work due now but not claimable cannot spin the loop. */
const MIN_DELAY_MS = 25;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);
const rowCount = (result: unknown) =>
  (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;

/**
 * One background runner per process for the outbox and the jobs table. Due rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so several instances on one PostgreSQL never take the same
 * row; work due while the server was down is simply due when it starts. Nothing lives only in memory.
 */
export function createRunner(deps: {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer | undefined;
  /** One per kind of JOB_KINDS (background/job-handlers.ts). */
  handlers: JobHandlers;
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
  let stopped = true;

  const backoff = (attempts: number) => Math.min(deps.retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

  /**
   * One mail at a time, each under its own lease (decision 021): a batch claimed under one lease
   * and sent one after another outlived it under a slow SMTP server, and another instance sent the
   * rest again. A send is bounded by MAIL_SEND_TIMEOUT_MS (at most 90 s), well inside the lease.
   */
  async function claimMail(): Promise<ClaimedMail | undefined> {
    const [mail] = rowsOf<ClaimedMail>(
      await db.execute(sql`
        update emails set locked_until = now() + ${LEASE}, attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, now()), updated_at = now()
        where id = (
          select id from emails
          where state = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by next_attempt_at, id limit 1
          for update skip locked)
        returning id, "to", kind, subject, text, html, attachments, headers, attempts, first_attempt_at, locked_until::text as lease`),
    );
    return mail;
  }

  /** Only while the row is still this runner's claim (its lease unchanged, compared to the microsecond as text). */
  const stillOurs = (mail: ClaimedMail) => sql`id = ${mail.id} and locked_until = ${mail.lease}::timestamptz`;

  async function sendOne(mail: ClaimedMail) {
    try {
      // A family's erasure receipt is the last trace of its address: once delivered, no copy is kept.
      // The links that open a family's status page or set a password are not kept readable once
      // delivered (decision 021); the rest of the body stays for MAIL_BODY_RETENTION_DAYS. The
      // record is made before sending, so that only its round trip follows the SMTP answer: a
      // crash in that window sends the mail again (at least once), with the same Message-ID (054).
      const record = FORGET_AFTER_SENDING.includes(mail.kind)
        ? sql`delete from emails where id = ${mail.id}`
        : sql`update emails set state = 'sent', sent_at = now(), locked_until = null, last_error = null, text = ${redactLinks(mail.text)}, html = ${redactLinks(mail.html)}, headers = '{}'::jsonb, updated_at = now() where ${stillOurs(mail)}`;
      await mailer!.send({ ...mail, key: `outbox-${mail.id}-${new Date(mail.first_attempt_at).getTime()}` });
      const done = await db.execute(record);
      if (!FORGET_AFTER_SENDING.includes(mail.kind) && !rowCount(done)) log.warn({ emailId: mail.id }, 'mail sent after its claim ended');
    } catch (err) {
      // The retry window counts from the first attempt: a mail queued days before a mail server was
      // configured still gets its retries.
      const givenUp = isPermanentFailure(err) || Date.now() - new Date(mail.first_attempt_at).getTime() > EMAIL_RETRY_WINDOW_MS;
      log.warn({ err: loggableError(err), emailId: mail.id, attempts: mail.attempts, givenUp }, 'mail not sent');
      if (givenUp && FORGET_AFTER_SENDING.includes(mail.kind)) {
        // Not kept either when it cannot be delivered: the address was erased on purpose.
        await db.execute(sql`delete from emails where id = ${mail.id}`);
      } else if (givenUp) {
        await db.execute(
          sql`update emails set state = 'failed', locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where ${stillOurs(mail)}`,
        );
      } else {
        const next = new Date(Date.now() + backoff(mail.attempts));
        await db.execute(
          sql`update emails set next_attempt_at = ${next.toISOString()}, locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where ${stillOurs(mail)}`,
        );
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
    try {
      await runJobHandler(handlers, job.kind, job.payload, { db, log, wake });
      // `locked_until is not null`: still the run this runner claimed. Work scheduled again under the
      // same key while it ran (a post moved to a later time) cleared the lease and stays queued.
      await db.execute(
        sql`update jobs set state = 'done', done_at = now(), locked_until = null, last_error = null, updated_at = now() where id = ${job.id} and locked_until is not null`,
      );
    } catch (err) {
      log.error({ err: loggableError(err), jobId: job.id, key: job.key }, 'job failed');
      if (job.attempts >= JOB_MAX_ATTEMPTS) {
        await db.execute(
          sql`update jobs set state = 'failed', locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where id = ${job.id} and locked_until is not null`,
        );
      } else {
        const next = new Date(Date.now() + backoff(job.attempts));
        await db.execute(
          sql`update jobs set run_at = ${next.toISOString()}, locked_until = null, last_error = ${messageOf(err)}, updated_at = now() where id = ${job.id} and locked_until is not null`,
        );
      }
    }
  }

  /** Every due job; returns whether it found work. */
  async function jobsTick(): Promise<boolean> {
    let found = false;
    for (let batch = await claimJobs(); batch.length; batch = await claimJobs()) {
      found = true;
      for (const job of batch) await runJob(job);
    }
    return found;
  }

  /** Every due mail, one claim each; returns whether it found work. */
  async function mailTick(): Promise<boolean> {
    if (!mailer) return false;
    let found = false;
    // Stopping ends the loop between mails, never between a claim and its send.
    for (;;) {
      const mail = await claimMail();
      if (!mail) break;
      found = true;
      await sendOne(mail);
      if (stopped) break;
    }
    return found;
  }

  /** Milliseconds until the earliest queued row can be claimed (its time, or its lease's end), if any. */
  const dueIn = (query: ReturnType<typeof sql>) => async (): Promise<number | undefined> => {
    const [row] = rowsOf<{ due: Date | string | null }>(await db.execute(query));
    return row?.due ? new Date(row.due).getTime() - Date.now() : undefined;
  };

  /**
   * Jobs and mail run in loops of their own (decision 021): a hung or slow mail server never holds
   * a scheduled post or a reminder back.
   */
  const loops = [
    createLoop('jobs', jobsTick, dueIn(sql`select min(greatest(run_at, coalesce(locked_until, run_at))) as due from jobs where state = 'queued'`)),
    ...(mailer
      ? [
          createLoop(
            'mail',
            mailTick,
            dueIn(sql`select min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) as due from emails where state = 'queued'`),
          ),
        ]
      : []),
  ];

  function createLoop(name: string, tick: () => Promise<boolean>, nextDue: () => Promise<number | undefined>) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;

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
            log.warn({ err: loggableError(err), loop: name }, 'background runner: pass failed');
          }
        } while (again && !stopped);
      })().finally(() => {
        running = undefined;
        // Sleep until the next poll, or until the earliest queued row is due if that is sooner
        // (a post scheduled for 10:00 goes out at 10:00, not at the next poll after it).
        nextDue()
          .then((ms) => schedule(ms === undefined ? deps.pollMs : Math.min(deps.pollMs, Math.max(MIN_DELAY_MS, ms))))
          .catch(() => schedule(deps.pollMs));
      });
      return running;
    }

    return {
      run,
      schedule,
      /** A pass already under way holds its rows: let it finish, then run until nothing is due. */
      async drain(): Promise<boolean> {
        await running;
        let found = false;
        while (await tick()) found = true;
        return found;
      },
      async stop() {
        clearTimeout(timer);
        await running;
      },
    };
  }

  function wake() {
    if (!stopped) for (const loop of loops) void loop.run();
  }

  const schedule = (delay: number) => {
    for (const loop of loops) loop.schedule(delay);
  };

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
      // Jobs may queue mail: until neither loop finds work.
      for (;;) {
        const jobsFound = await loops[0]!.drain();
        let mailFound = false;
        for (const loop of loops.slice(1)) mailFound = (await loop.drain()) || mailFound;
        if (!jobsFound && !mailFound) return;
      }
    },
    async stop() {
      stopped = true;
      await Promise.all(loops.map((l) => l.stop()));
      mailer?.close();
    },
  };
}
