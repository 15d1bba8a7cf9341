import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Kept beside the HTML so lists never load the body. */
    excerpt: text('excerpt').notNull().default(''),
    coverImage: text('cover_image'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_published_created_at_idx').on(t.published, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
