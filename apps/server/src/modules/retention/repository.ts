import { and, desc, eq, sql } from 'drizzle-orm';
import { jobKey, type JobKind } from '../../background/job-kinds.ts';
import { cancelJobsWhere, scheduleJobOnce } from '../../background/jobs.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { jobs } from '../../db/schema/jobs.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const idList = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

const RETENTION_JOB = 'retention' satisfies JobKind;

export const DAY_MS = 86_400_000;
/** A run's day (UTC), and its key: one run per day, so instances starting together queue it once. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const retentionKey = (day: string) => jobKey(RETENTION_JOB, { day });
export const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

export function createRetentionRepository(db: Db) {
  return {
    /**
     * Erases the applications that ended (rejected, withdrawn) more than `days` ago, with what hangs
     * off them (status history, links and invitations by cascade; their mails and trial reminders).
     * Run on a change's transaction (decision 026).
     */
    async eraseEndedRegistrations(days: number): Promise<{ registrations: number; emails: number }> {
      const ids = rowsOf(
        await db.execute(
          sql`select id from registrations where status in ('rejected', 'withdrawn') and updated_at < now() - make_interval(days => ${days}) for update skip locked`,
        ),
      ).map((r) => Number(r.id));
      if (!ids.length) return { registrations: 0, emails: 0 };
      const mails = rowsOf(
        await db.execute(sql`delete from emails where subject_type = 'registration' and subject_id in (${idList(ids)}) returning id`),
      ).length;
      await cancelJobsWhere(
        db,
        'trial-reminder',
        sql`(payload->>'invitationId')::int in (select id from trial_invitations where registration_id in (${idList(ids)}))`,
      );
      const gone = rowsOf(await db.execute(sql`delete from registrations where id in (${idList(ids)}) returning id`)).length;
      return { registrations: gone, emails: mails };
    },

    /** Erases contact messages older than `days`, with the mails about them (on a change's transaction). */
    async eraseOldMessages(days: number): Promise<{ contact_messages: number; emails: number }> {
      const ids = rowsOf(
        await db.execute(sql`select id from contact_messages where created_at < now() - make_interval(days => ${days}) for update skip locked`),
      ).map((r) => Number(r.id));
      if (!ids.length) return { contact_messages: 0, emails: 0 };
      const mails = rowsOf(
        await db.execute(sql`delete from emails where subject_type = 'contact_message' and subject_id in (${idList(ids)}) returning id`),
      ).length;
      const gone = rowsOf(await db.execute(sql`delete from contact_messages where id in (${idList(ids)}) returning id`)).length;
      return { contact_messages: gone, emails: mails };
    },

    /** Queues the run of `day` at `runAt` (once per day, whoever asks); false when that day's run exists. */
    async schedule(day: string, runAt: Date): Promise<boolean> {
      return scheduleJobOnce(db, RETENTION_JOB, { day }, runAt);
    },

    /**
     * Start-up: unless a run is queued, queues one for the first day after the last run (today at
     * the earliest), due at once when that day has begun. Instances starting together pick the same day.
     */
    async ensureScheduled(now: Date): Promise<void> {
      const [queued] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, RETENTION_JOB), eq(jobs.state, 'queued')))
        .limit(1);
      if (queued) return;
      const [last] = rowsOf(await db.execute(sql`select max(payload->>'day') as day from jobs where kind = ${RETENTION_JOB}`));
      const today = dayOf(now);
      const after = typeof last?.day === 'string' ? nextDay(last.day) : today;
      const day = after > today ? after : today;
      await this.schedule(day, new Date(Math.max(now.getTime(), Date.parse(`${day}T00:00:00Z`))));
    },

    async nextRun(): Promise<Date | null> {
      const [row] = await db
        .select({ run_at: jobs.run_at })
        .from(jobs)
        .where(and(eq(jobs.kind, RETENTION_JOB), eq(jobs.state, 'queued')))
        .orderBy(jobs.run_at)
        .limit(1);
      return row?.run_at ?? null;
    },

    async lastRun(): Promise<{ at: Date; summary: string } | null> {
      const [row] = await db
        .select({ at: auditLog.at, summary: auditLog.summary })
        .from(auditLog)
        .where(eq(auditLog.action, 'retention.purge'))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
