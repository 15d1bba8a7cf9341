import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per failed sign-in, keyed `ip:<address>` or `account:<email>`. In the database rather
 * than in memory so that the limit survives a restart and is shared by every app instance.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.attemptedAt), index('login_attempts_at_idx').on(t.attemptedAt)],
);
