import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { checkedPayload, jobKey, type JobKind, type JobPayload } from './job-kinds.ts';

/**
 * Schedules durable work of a kind of JOB_KINDS, in the caller's transaction. Its key (from the
 * payload) makes it idempotent: scheduling the same key again moves the job (new time, new payload)
 * instead of adding a second one, also while it runs: the runner then leaves it queued at its new
 * time instead of marking it done.
 */
export async function scheduleJob<K extends JobKind>(tx: Db, kind: K, input: JobPayload<K>, runAt: Date): Promise<void> {
  const payload = checkedPayload(kind, input);
  await tx
    .insert(jobs)
    .values({ kind, key: jobKey(kind, payload), run_at: runAt, payload })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { kind, run_at: runAt, payload, state: 'queued', attempts: 0, last_error: null, locked_until: null, done_at: null, updated_at: sql`now()` },
    });
}

/** Schedules the job unless its key exists (run or not); false when it did. */
export async function scheduleJobOnce<K extends JobKind>(tx: Db, kind: K, input: JobPayload<K>, runAt: Date): Promise<boolean> {
  const payload = checkedPayload(kind, input);
  const rows = await tx
    .insert(jobs)
    .values({ kind, key: jobKey(kind, payload), run_at: runAt, payload })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Drops a job that has not run yet (a cancelled session's reminders). */
export async function cancelJob<K extends JobKind>(tx: Db, kind: K, payload: JobPayload<K>): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, jobKey(kind, payload)), ne(jobs.state, 'done')));
}

/** Drops every job of `kind` not run yet whose payload matches `where` (a condition on the `payload` column). */
export async function cancelJobsWhere(tx: Db, kind: JobKind, where: SQL): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.kind, kind), ne(jobs.state, 'done'), where));
}
