import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { albums } from './albums.ts';

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    album_id: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    filename: text('filename').notNull(),
    caption: text('caption'),
    /** The album's order, as the editor arranged it (ties: upload order). */
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    /**
     * Consent that fails closed (docs/decisions/054): a photo is public only once an editor has
     * marked it reviewed ("no children in it, or all of them tagged"), and never while it carries the
     * anonymous "no consent" mark, set by the database when a tagged child's record is deleted.
     */
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    no_consent: boolean('no_consent').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_album_id_idx').on(t.album_id, t.created_at, t.id), index('photos_album_position_idx').on(t.album_id, t.position, t.created_at, t.id)],
);
