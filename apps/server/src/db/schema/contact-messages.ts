import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactMessage } from '@academy/contract/contact';

/** Keys are the API's field names, so a row is a `ContactMessage` once its date is a string. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    city: text('city'),
    message: text('message').notNull(),
    status: text('status').$type<ContactMessage['status']>().notNull().default('new'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_status_idx').on(t.status, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
  ],
);
