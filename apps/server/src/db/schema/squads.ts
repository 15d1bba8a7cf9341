import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SquadPlaceState } from '@academy/contract/squad-constants';
import type { AvailabilityDefault } from '@academy/contract/availability-constants';
import { registrations } from './registrations.ts';
import { users } from './users.ts';

/** An age-group squad of a season (docs/decisions/031). Keys are the API's field names. */
export const squads = pgTable(
  'squads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    season: text('season').notNull(),
    min_age: integer('min_age').notNull(),
    max_age: integer('max_age').notNull(),
    capacity: integer('capacity').notNull(),
    /** What the squad assumes before a family answers for an event (docs/decisions/040): 'asking' reminds, 'attending' does not. */
    availability_default: text('availability_default').$type<AvailabilityDefault>().notNull().default('asking'),
    /** Reminders to families that have not answered, in hours before each event (DEFAULT_REMINDER_HOURS). */
    reminder_hours: integer('reminder_hours')
      .array()
      .notNull()
      .default(sql`'{144,24}'::integer[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('squads_season_name_idx').on(t.season, sql`lower(${t.name})`),
    check('squads_capacity_check', sql`${t.capacity} > 0`),
    check('squads_availability_default_check', sql`${t.availability_default} in ('attending', 'asking')`),
  ],
);

/** The coaches of a squad: a coach sees only these squads and their children. */
export const squadCoaches = pgTable(
  'squad_coaches',
  {
    squad_id: integer('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.squad_id, t.user_id] }), index('squad_coaches_user_idx').on(t.user_id)],
);

/**
 * Where a child stands with a squad: offered a place (until `respond_by`), enrolled (on the
 * roster) or waiting (in `queued_at`, `id` order). One row per child at most: a child holds one
 * place, offer or waiting spot at a time; a declined, expired or withdrawn offer's row is deleted
 * (the registration's history keeps it). Offered and enrolled rows count against the capacity.
 */
export const squadPlaces = pgTable(
  'squad_places',
  {
    id: serial('id').primaryKey(),
    squad_id: integer('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'restrict' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    state: text('state').$type<SquadPlaceState>().notNull(),
    respond_by: timestamp('respond_by', { withTimezone: true }),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('squad_places_registration_idx').on(t.registration_id),
    index('squad_places_squad_state_idx').on(t.squad_id, t.state, t.queued_at, t.id),
    check('squad_places_state_check', sql`${t.state} in ('offered', 'enrolled', 'waitlisted')`),
    check('squad_places_offer_deadline_check', sql`(${t.state} = 'offered') = (${t.respond_by} is not null)`),
  ],
);
