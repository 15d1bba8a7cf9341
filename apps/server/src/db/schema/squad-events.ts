import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventKind, EventStatus, HomeAway } from '@academy/contract/event-constants';
import { posts } from './posts.ts';
import { squads } from './squads.ts';

/**
 * A weekly training series (docs/decisions/038): its occurrences are rows of `squad_events` with
 * this `series_id`, so one of them can be moved or cancelled alone (an exception is just that row).
 */
export const squadEventSeries = pgTable('squad_event_series', {
  id: serial('id').primaryKey(),
  squad_id: integer('squad_id')
    .notNull()
    .references(() => squads.id, { onDelete: 'cascade' }),
  weekly_until: timestamp('weekly_until', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A squad's training, match or tournament (docs/decisions/038). `sequence` is the iCalendar
 * SEQUENCE: raised on every change a calendar must see (time, venue, status, opponent), so calendar
 * apps replace their copy of the event (same UID) instead of keeping the old one.
 */
export const squadEvents = pgTable(
  'squad_events',
  {
    id: serial('id').primaryKey(),
    squad_id: integer('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    series_id: integer('series_id').references(() => squadEventSeries.id, { onDelete: 'set null' }),
    kind: text('kind').$type<EventKind>().notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    venue_name: text('venue_name').notNull(),
    venue_address: text('venue_address').notNull(),
    opponent: text('opponent'),
    home_away: text('home_away').$type<HomeAway>(),
    competition: text('competition'),
    meet_at: timestamp('meet_at', { withTimezone: true }),
    /** The start before the last change that moved it (null: never moved): the match page's previousStartDate (docs/decisions/052). */
    previous_starts_at: timestamp('previous_starts_at', { withTimezone: true }),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    /** A match's or tournament's result (null until entered): what is public follows the age group's results policy. */
    goals_for: integer('goals_for'),
    goals_against: integer('goals_against'),
    report_post_id: integer('report_post_id').references(() => posts.id, { onDelete: 'set null' }),
    result_at: timestamp('result_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('squad_events_squad_starts_idx').on(t.squad_id, t.starts_at),
    index('squad_events_series_idx').on(t.series_id),
    check('squad_events_kind_check', sql`${t.kind} in ('training', 'match', 'tournament')`),
    check('squad_events_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('squad_events_home_away_check', sql`${t.home_away} is null or ${t.home_away} in ('home', 'away')`),
    check('squad_events_times_check', sql`${t.ends_at} > ${t.starts_at}`),
    check(
      'squad_events_result_check',
      sql`(${t.goals_for} is null) = (${t.goals_against} is null) and coalesce(${t.goals_for}, 0) >= 0 and coalesce(${t.goals_against}, 0) >= 0`,
    ),
  ],
);
