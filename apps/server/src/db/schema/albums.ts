import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    caption: text('caption'),
    coverImage: text('cover_image'),
    cover_width: integer('cover_width'),
    cover_height: integer('cover_height'),
    created_by: integer('created_by').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('albums_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
