import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registrations } from './registrations.ts';

/**
 * The family's status link of a registration (no account): the token is derived from the app's
 * secret and this row's random nonce, so every mail can carry it again; only its SHA-256 is stored
 * and looked up.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    registration_id: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    token_hash: text('token_hash').notNull(),
    /** Not read since docs/decisions/062 (a link lives by the child's activity); written for an older instance during a rolling upgrade. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_links_token_hash_idx').on(t.token_hash)],
);
