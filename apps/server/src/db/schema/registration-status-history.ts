import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RegistrationStatus, STATUS_ACTORS } from '@academy/contract/registration';
import { emails } from './emails.ts';
import { registrations } from './registrations.ts';
import { users } from './users.ts';

/** Every status change of a registration: from, to, who, when, the note and the mail it caused. */
export const registrationStatusHistory = pgTable(
  'registration_status_history',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    from_status: text('from_status').$type<RegistrationStatus>(),
    to_status: text('to_status').$type<RegistrationStatus>().notNull(),
    actor: text('actor').$type<(typeof STATUS_ACTORS)[number]>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    email_id: integer('email_id').references(() => emails.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_status_history_registration_idx').on(t.registration_id, t.created_at)],
);
