import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * Tags of posts (decision 047, Ghost's model): a name as the editor typed it and a slug (lowercase,
 * hyphens) that names the tag's page, /news/tag/{slug}. A tag is made the first time a post uses it.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_slug_idx').on(t.slug)],
);

/** Which tags a post carries, in the order the editor gave them (`position` from 0). */
export const postTags = pgTable(
  'post_tags',
  {
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.tag_id] }), index('post_tags_tag_idx').on(t.tag_id, t.post_id)],
);

/**
 * A tag's former slugs (decision 053): a renamed or merged tag's old page and feed answer 301 to the
 * tag's current ones, so links shared before keep working. A slug that is a tag's own again (a new
 * tag by that name) is that tag's page: tags are looked up before these.
 */
export const tagRedirects = pgTable('tag_redirects', {
  slug: text('slug').primaryKey(),
  tag_id: integer('tag_id')
    .notNull()
    .references(() => tags.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
