import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { emails } from './emails.ts';
import { newsletterSubscribers } from './newsletter-subscribers.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** A post sent to the subscribers: one row per post (sending it again is refused, decision 016). */
export const newsletterSends = pgTable('newsletter_sends', {
  post_id: integer('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  started_by: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the batch that found no confirmed subscriber left to mail. */
  finished_at: timestamp('finished_at', { withTimezone: true }),
});

/**
 * One row per subscriber a post's newsletter was made for. The unique (post, subscriber) pair is
 * what keeps a subscriber to one mail per post, across crashes and instances.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    post_id: integer('post_id')
      .notNull()
      .references(() => newsletterSends.post_id, { onDelete: 'cascade' }),
    /** Removing a subscriber (by an administrator or a family's erasure) removes its deliveries too. */
    subscriber_id: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email_id: integer('email_id').references(() => emails.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_deliveries_post_subscriber_idx').on(t.post_id, t.subscriber_id), index('newsletter_deliveries_email_idx').on(t.email_id)],
);
