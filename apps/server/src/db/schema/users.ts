import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@academy/contract/auth-constants';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The role's key ('admin', 'editor' or 'coach'); the header shows its label (ROLE_LABELS). */
    role: text('role').$type<Role>().notNull().default('admin'),
    /** false: deactivated, cannot sign in, and its tokens are refused at the next request. */
    active: boolean('active').notNull().default(true),
    /**
     * Every token carries the version it was issued under; raising it (password change, role change,
     * deactivation, reactivation, "sign out everywhere") refuses every earlier token (decision 022).
     */
    sessionVersion: integer('session_version').notNull().default(1),
    /** The TOTP secret, encrypted with a key derived from the signing secret (auth/secret-box.ts); set while enrolling. */
    totpSecret: text('totp_secret'),
    /** When the second factor was confirmed with a first code; null: sign-in needs the password only. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), check('users_role_check', sql`${t.role} in ('admin', 'editor', 'coach')`)],
);

/** One row per signed-in browser: a token names its row (`sid`), and signing out deletes it. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent when it signed in (shortened), so the owner can tell sessions apart. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward when the token is renewed (at most every few minutes), not on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session: renewals never reach past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/** Two-factor recovery codes, stored as keyed hashes; a code is deleted when it is used. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [uniqueIndex('user_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** Security settings of the academy (one row, id 1; a missing row reads the defaults). */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
    /** Coaches too (they read their squads' health notes, decision 061): off in every academy until an administrator turns it on. */
    requireCoachTwoFactor: boolean('require_coach_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id} = 1`)],
);
