import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_album_id_idx').on(t.album_id, t.created_at, t.id), index('photos_album_position_idx').on(t.album_id, t.position, t.created_at, t.id)],
);
