import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Kept beside the HTML so lists never load the body. */
    excerpt: text('excerpt').notNull().default(''),
    /** The version of the rules `content` and `excerpt` were made with (POST_BODY_VERSION); 0 = unknown, made again at start-up. */
    body_version: smallint('body_version').notNull().default(0),
    cover_image: text('cover_image'),
    cover_width: integer('cover_width'),
    cover_height: integer('cover_height'),
    published: boolean('published').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_published_created_at_idx').on(t.published, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
