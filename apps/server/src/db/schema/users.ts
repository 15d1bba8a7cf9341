import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@academy/contract/auth-constants';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The role's key ('admin' or 'editor'); the header shows its label (ROLE_LABELS). */
    role: text('role').$type<Role>().notNull().default('admin'),
    /** false: deactivated, cannot sign in, and its tokens are refused at the next request. */
    active: boolean('active').notNull().default(true),
    /** Plaintext only for the generated demo account, wiped as soon as its password changes. */
    demoPassword: text('demo_password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), check('users_role_check', sql`${t.role} in ('admin', 'editor')`)],
);
