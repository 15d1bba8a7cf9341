import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** 1 for the first answer, raised by each change of it: the family feed's SEQUENCE of the event adds it (docs/decisions/052). */
    revision: integer('revision').notNull().default(1),
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

/**
 * The reminders sent for an event (docs/decisions/040): one row per child, event and reminder time,
 * written in the transaction that queues the family's reminder mail. A family is reminded only when
 * none of its children has a row yet, so a reminder job that runs again (a crash after its commit,
 * a second instance) sends nothing the second time.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => squadEvents.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    hours: integer('hours').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.registration_id, t.hours] }), index('event_reminders_registration_idx').on(t.registration_id)],
);

/**
 * The family's private calendar feed (docs/decisions/040): its own token, not the status link's
 * (calendar apps show and sync their URLs), derived from the app's secret and this row's nonce;
 * only its SHA-256 is stored. A new nonce revokes the old address.
 */
export const calendarFeedLinks = pgTable(
  'calendar_feed_links',
  {
    registration_id: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feed_links_token_hash_idx').on(t.token_hash)],
);
