import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    video_file: text('video_file'),
    video_url: text('video_url'),
    thumbnail: text('thumbnail'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
