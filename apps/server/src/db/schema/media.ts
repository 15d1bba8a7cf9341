import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    videoFile: text('video_file'),
    videoUrl: text('video_url'),
    thumbnail: text('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
