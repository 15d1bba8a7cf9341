import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RegistrationStatus, STATUS_ACTORS } from '@academy/contract/registration';
import { emails } from './emails.ts';
import { registrations } from './registrations.ts';
import { users } from './users.ts';

/** Every status change of a registration: from, to, who, when, the parent's note, the staff note and the mail it caused. */
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
    /** The note to the parent: mailed with the change (decision 032: every note from before 032 is one). */
    note: text('note'),
    /** The private staff note: shown to staff in the history, never mailed nor shown to the family (decision 032). */
    staff_note: text('staff_note'),
    email_id: integer('email_id').references(() => emails.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_status_history_registration_idx').on(t.registration_id, t.created_at)],
);
