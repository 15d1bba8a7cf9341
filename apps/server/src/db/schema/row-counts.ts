import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Row counts kept by triggers (migration 0003), so that paged lists answer their `total` without
 * counting the table on every request. Keys: the table name (`posts`) for all rows, and
 * `table.column=value` (`posts.published=true`, `registrations.status=pending`,
 * `team_members.role=defender`) for the columns lists filter on. Derived data: backups skip it
 * and the triggers rebuild it on restore.
 */
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
