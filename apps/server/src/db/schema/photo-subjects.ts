import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PhotoConsent } from '@academy/contract/registration-constants';
import { photos } from './photos.ts';
import { registrations } from './registrations.ts';

/**
 * The children an editor tagged in an album photo (decision 046). A photo with a tagged child whose
 * family has not said yes to photos on the website is not public anywhere: not in the API, the pages,
 * the feeds, the sitemap, nor its own file URLs.
 */
export const photoSubjects = pgTable(
  'photo_subjects',
  {
    photo_id: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.photo_id, t.registration_id] }), index('photo_subjects_registration_idx').on(t.registration_id)],
);

/**
 * Every answer a family gave to the three parts of photo consent, with the text version and the
 * time (decision 046): the registration form's answer, then each change on the status page or by staff.
 */
export const photoConsentChanges = pgTable(
  'photo_consent_changes',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    website: text('website').$type<PhotoConsent>().notNull(),
    name_with_photo: text('name_with_photo').$type<PhotoConsent>().notNull(),
    social_media: text('social_media').$type<PhotoConsent>().notNull(),
    version: text('version').notNull(),
    /** Who answered: 'registration' (the form), 'family' (the status page) or 'staff'. */
    source: text('source').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_consent_changes_registration_idx').on(t.registration_id, t.created_at)],
);
