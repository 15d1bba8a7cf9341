import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Attendance } from '@academy/contract/trial-day-constants';
import { registrations } from './registrations.ts';
import { trialSessions } from './trials.ts';
import { users } from './users.ts';

/** The coaches assigned to a trial session (decision 030): a coach sees only these sessions and their children. */
export const trialCoaches = pgTable(
  'trial_coaches',
  {
    trial_id: integer('trial_id')
      .notNull()
      .references(() => trialSessions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trial_id, t.user_id] }), index('trial_coaches_user_idx').on(t.user_id)],
);

/**
 * A child's attendance at a trial session. `recorded_at` is the time the mark was made on the
 * device (an offline queue sends it late): an upsert keeps the newest (decision 030).
 */
export const trialCheckins = pgTable(
  'trial_checkins',
  {
    trial_id: integer('trial_id')
      .notNull()
      .references(() => trialSessions.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    attendance: text('attendance').$type<Attendance>().notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.trial_id, t.registration_id] }),
    index('trial_checkins_registration_idx').on(t.registration_id),
    check('trial_checkins_attendance_check', sql`${t.attendance} in ('present', 'absent', 'late')`),
  ],
);

/**
 * A child's evaluation at a trial session: a score 1–5 per criterion and a private staff note.
 * Each score and the note keep the device time they were recorded at (`score_times`,
 * `note_recorded_at`), so late, out-of-order writes merge field by field and the newest wins.
 */
export const trialEvaluations = pgTable(
  'trial_evaluations',
  {
    trial_id: integer('trial_id')
      .notNull()
      .references(() => trialSessions.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
    score_times: jsonb('score_times').$type<Record<string, string>>().notNull().default({}),
    note: text('note').notNull().default(''),
    note_recorded_at: timestamp('note_recorded_at', { withTimezone: true }),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trial_id, t.registration_id] }), index('trial_evaluations_registration_idx').on(t.registration_id)],
);
