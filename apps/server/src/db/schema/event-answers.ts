import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AvailabilityAnswer } from '@academy/contract/availability-constants';
import { registrations } from './registrations.ts';
import { squadEvents } from './squad-events.ts';
import { users } from './users.ts';

/**
 * A family's answer for one child and one event: coming, not coming, maybe. No row means no answer
 * (or, for a squad that defaults to attending, assumed coming). One row per child and event: a new
 * answer replaces the old one.
 */
export const eventAvailability = pgTable(
  'event_availability',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => squadEvents.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<AvailabilityAnswer>().notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.registration_id] }),
    index('event_availability_registration_idx').on(t.registration_id),
    check('event_availability_answer_check', sql`${t.answer} in ('yes', 'no', 'maybe')`),
  ],
);

/** Who came to an event, as the coach marked it at the pitch: one row per child marked. */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => squadEvents.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    attended: boolean('attended').notNull(),
    marked_by: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    marked_at: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.registration_id] }), index('event_attendance_registration_idx').on(t.registration_id)],
);

/** A match's scorers (children of the squad): shown in public only where the age group's policy publishes scores. */
export const eventScorers = pgTable(
  'event_scorers',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => squadEvents.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    goals: integer('goals').notNull(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.registration_id] }), check('event_scorers_goals_check', sql`${t.goals} > 0`)],
);
