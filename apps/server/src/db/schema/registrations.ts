import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Registration } from '@academy/contract/registration';
import { families } from './families.ts';

/** Keys are the API's field names, so a row is a `Registration` once its dates are strings. */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    /** The family the child belongs to (docs/decisions/054); `parent_*` mirror its first guardian. */
    // Filled by the database when not given (migration 0022's trigger): the family of the first
    // guardian with this email, or a new one, so every insert path (seeds, an older instance during
    // an upgrade) keeps the rule.
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id)
      .$defaultFn(() => sql`null`),
    parent_name: text('parent_name').notNull(),
    parent_email: text('parent_email').notNull(),
    contact_phone: text('contact_phone').notNull(),
    residence: text('residence').notNull(),
    contact_permission: text('contact_permission').$type<Registration['contact_permission']>().notNull(),
    player_name: text('player_name').notNull(),
    player_age: integer('player_age').notNull(),
    years_playing: text('years_playing').notNull(),
    current_school: text('current_school').notNull(),
    uniform_size: text('uniform_size').notNull(),
    health_conditions: text('health_conditions').notNull(),
    status: text('status').$type<Registration['status']>().notNull().default('pending'),
    source: text('source').$type<Registration['source']>().notNull().default('public'),
    /** Consent (migration 0009): each with the version of its text and when it was given. */
    data_consent: boolean('data_consent').notNull().default(false),
    data_consent_version: text('data_consent_version'),
    data_consent_at: timestamp('data_consent_at', { withTimezone: true }),
    /**
     * Photo consent in three parts (decision 046): `photo_consent` is "photos on the website" (the
     * registration form's question), `photo_name_consent` "the child's name with a photo",
     * `photo_social_consent` "photos on the academy's social media". The version and time are those
     * of the last answer to any part; every answer is kept in photo_consent_changes.
     */
    photo_consent: text('photo_consent').$type<Registration['photo_consent']>().notNull().default('no'),
    photo_name_consent: text('photo_name_consent').$type<Registration['photo_name_consent']>().notNull().default('no'),
    photo_social_consent: text('photo_social_consent').$type<Registration['photo_social_consent']>().notNull().default('no'),
    photo_consent_version: text('photo_consent_version'),
    photo_consent_at: timestamp('photo_consent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('registrations_status_created_at_idx').on(t.status, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('registrations_family_idx').on(t.family_id),
    index('registrations_parent_email_idx').on(sql`lower(${t.parent_email})`),
    check('registrations_photo_consent_check', sql`${t.photo_consent} in ('yes', 'no')`),
    check('registrations_photo_name_consent_check', sql`${t.photo_name_consent} in ('yes', 'no')`),
    check('registrations_photo_social_consent_check', sql`${t.photo_social_consent} in ('yes', 'no')`),
  ],
);
