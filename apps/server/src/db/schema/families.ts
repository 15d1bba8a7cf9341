import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A family (household, docs/decisions/054): it owns its registrations (the children) and one or two
 * guardians. The status link, the calendar feed, the export and the erasure are scoped by its id.
 */
export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A guardian of a family: position 1 is the one the academy writes to (the registration's
 * `parent_*` columns mirror it), position 2 an optional second one. An email here is confirmed:
 * the registration's link was mailed to it, or its owner followed the confirmation link.
 */
export const familyGuardians = pgTable(
  'family_guardians',
  {
    id: serial('id').primaryKey(),
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_guardians_position_idx').on(t.family_id, t.position),
    index('family_guardians_email_idx').on(sql`lower(${t.email})`),
    check('family_guardians_position_check', sql`${t.position} in (1, 2)`),
  ],
);

/**
 * A guardian email change waiting for its new address (docs/decisions/054): it takes effect when
 * the link mailed to the new address is followed; the old address can undo it for 7 days after.
 * Only the SHA-256 of either token is stored.
 */
export const familyEmailChanges = pgTable(
  'family_email_changes',
  {
    id: serial('id').primaryKey(),
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
    old_email: text('old_email').notNull(),
    new_email: text('new_email').notNull(),
    /** A second guardian waiting for its address (position 2, docs/decisions/063): the name and phone written with it once confirmed. */
    name: text('name'),
    phone: text('phone'),
    confirm_token_hash: text('confirm_token_hash').notNull(),
    undo_token_hash: text('undo_token_hash').notNull(),
    /** pending → confirmed → undone; or pending → replaced (a newer change) / expired. */
    state: text('state').notNull().default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    undo_until: timestamp('undo_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_email_changes_confirm_idx').on(t.confirm_token_hash),
    uniqueIndex('family_email_changes_undo_idx').on(t.undo_token_hash),
    index('family_email_changes_family_idx').on(t.family_id),
    check('family_email_changes_state_check', sql`${t.state} in ('pending', 'confirmed', 'undone', 'replaced')`),
  ],
);

/**
 * A one-time code the family asked for to erase its data (docs/decisions/059): mailed to the first
 * guardian, stored only as a keyed hash, valid ERASURE_CODE_MINUTES and ERASURE_CODE_ATTEMPTS tries,
 * used once. Only the family's newest code counts.
 */
export const familyErasureCodes = pgTable(
  'family_erasure_codes',
  {
    id: serial('id').primaryKey(),
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_erasure_codes_family_idx').on(t.family_id, t.created_at)],
);
