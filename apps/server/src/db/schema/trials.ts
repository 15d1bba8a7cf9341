import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvitationState } from '@academy/contract/trial';
import { registrations } from './registrations.ts';

/** A trial session children are invited to. Keys are the API's field names. */
export const trialSessions = pgTable(
  'trial_sessions',
  {
    id: serial('id').primaryKey(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    min_age: integer('min_age').notNull(),
    max_age: integer('max_age').notNull(),
    capacity: integer('capacity').notNull(),
    notes: text('notes'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_sessions_starts_at_idx').on(t.starts_at)],
);

/** A child invited to a session, and the family's answer. */
export const trialInvitations = pgTable(
  'trial_invitations',
  {
    id: serial('id').primaryKey(),
    trial_id: integer('trial_id')
      .notNull()
      .references(() => trialSessions.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    state: text('state').$type<InvitationState>().notNull().default('invited'),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trial_invitations_trial_registration_idx').on(t.trial_id, t.registration_id),
    index('trial_invitations_registration_idx').on(t.registration_id),
  ],
);
