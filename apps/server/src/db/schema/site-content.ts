import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The site content the academy edits (contract: site-content.ts): one row per section (`hero`,
 * `about`), its document as jsonb, checked by the contract on the way in and out. No row: the
 * section shows the contract's default; "Reset to default" deletes the row (docs/decisions/049).
 */
export const siteContent = pgTable('site_content', {
  section: text('section').primaryKey(),
  content: jsonb('content').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
