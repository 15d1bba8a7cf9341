import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

/** The kinds of durable work, and the key that makes each idempotent. */
export const REMINDER_JOB = 'trial-reminder';
export const reminderKey = (invitationId: number) => `${REMINDER_JOB}:${invitationId}`;

export type JobRequest = { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> };

/**
 * Schedules durable work, in the caller's transaction. The key makes it idempotent: scheduling the
 * same key again moves the job (new time, new payload) instead of adding a second one, also while
 * it runs: the runner then leaves it queued at its new time instead of marking it done.
 */
export async function scheduleJob(tx: Db, job: JobRequest): Promise<void> {
  await tx
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, run_at: job.runAt, payload: job.payload ?? {} })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { kind: job.kind, run_at: job.runAt, payload: job.payload ?? {}, state: 'queued', attempts: 0, last_error: null, locked_until: null, done_at: null, updated_at: sql`now()` },
    });
}

/** Drops a job that has not run yet (a cancelled session's reminders). */
export async function cancelJob(tx: Db, key: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, key), ne(jobs.state, 'done')));
}
