import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    caption: text('caption'),
    coverImage: text('cover_image'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    createdBy: integer('created_by').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('albums_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
