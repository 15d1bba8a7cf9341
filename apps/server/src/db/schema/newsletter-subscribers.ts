import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SubscriberStatus } from '@academy/contract/newsletter-constants';

/**
 * Newsletter addresses with double opt-in (docs/decisions/016): `pending` until the link of the
 * confirmation mail is used, then `confirmed` (the only ones newsletters go to), or `unsubscribed`.
 * The confirmation token is an HMAC of the app secret and `confirm_nonce`; only its SHA-256 is
 * kept. The unsubscribe token is random and kept as it is: every newsletter carries it.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    confirm_nonce: text('confirm_nonce'),
    confirm_token_hash: text('confirm_token_hash'),
    /** When the latest confirmation mail was queued: resends are rate-limited and links expire from it. */
    confirm_sent_at: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribe_token: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribed_at: timestamp('unsubscribed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirm_token_hash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(t.unsubscribe_token),
    index('newsletter_subscribers_status_idx').on(t.status, t.id),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
