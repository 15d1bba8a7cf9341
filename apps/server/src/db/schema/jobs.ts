import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Durable background work other than mail (trial reminders, later scheduled posts, newsletter
 * batches, purges): due rows are claimed by the runner with FOR UPDATE SKIP LOCKED, retried with
 * backoff, and `key` makes scheduling idempotent (`trial-reminder:42`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    run_at: timestamp('run_at', { withTimezone: true }).notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    done_at: timestamp('done_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.run_at)
      .where(sql`${t.state} = 'queued'`),
  ],
);
