import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportCriterion } from '@academy/contract/report';
import { registrations } from './registrations.ts';
import { users } from './users.ts';

/**
 * A coach's progress report on a child (docs/decisions/034): the criteria as they were when it was
 * written (name, score 1–5, comment) and a summary. A draft (`published_at` null) is staff only;
 * once published the family reads it on its status page and it is no longer edited. Family data:
 * it goes with the registration.
 */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    criteria: jsonb('criteria').$type<ReportCriterion[]>().notNull(),
    summary: text('summary').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp('published_at', { withTimezone: true }),
    published_by: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('progress_reports_registration_idx').on(t.registration_id, t.created_at)],
);
