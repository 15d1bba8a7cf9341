import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EmailKind, EmailState } from '@academy/contract/email';

/** An attachment kept with its mail until it is sent (small files only: calendar invitations). */
export type StoredAttachment = { filename: string; contentType: string; content: string /* base64 */ };

/**
 * The outbox: a mail is written in the same transaction as the change that causes it, and sent by
 * the background runner (docs/decisions/011). Keys are the API's field names.
 */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** Extra header lines sent with the mail (e.g. List-Unsubscribe); keys are header names. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    kind: text('kind').$type<EmailKind>().notNull(),
    subject_type: text('subject_type'),
    subject_id: integer('subject_id'),
    state: text('state').$type<EmailState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** A runner holds the mail until then; a runner that died leaves it to the next one afterwards. */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    /** When a runner first tried to send it: the retry window counts from here, not from created_at (decision 021). */
    first_attempt_at: timestamp('first_attempt_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emails_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.state} = 'queued'`),
    index('emails_created_at_idx').on(t.created_at.desc(), t.id.desc()),
    index('emails_subject_idx').on(t.subject_type, t.subject_id),
  ],
);
