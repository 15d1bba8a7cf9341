import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The academy's own facts (contract: AcademySchema): one row, id 1. A jsonb document rather than
 * columns: the record is read and written whole, is validated by the contract on the way in and
 * out, and a fact added later needs no migration (a stored row lacking it reads its default).
 */
export const academySettings = pgTable(
  'academy_settings',
  {
    id: integer('id').primaryKey().default(1),
    facts: jsonb('facts').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('academy_settings_one_row', sql`${t.id} = 1`)],
);
