import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { PostStatus } from '@academy/contract/post-constants';

/** PostgreSQL's full-text document type (drizzle has none built in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration of post search (docs/decisions/048): English stemming, which
 * PGlite ships too, so both databases find "matches" for "match".
 */
export const POST_SEARCH_CONFIG = 'english';

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Kept beside the HTML so lists never load the body. */
    excerpt: text('excerpt').notNull().default(''),
    /** The editor's own excerpt (decision 047); when set, `excerpt` is this text, else the one made from the body. */
    custom_excerpt: text('custom_excerpt'),
    /** The version of the rules `content` and `excerpt` were made with (POST_BODY_VERSION); 0 = unknown, made again at start-up. */
    body_version: smallint('body_version').notNull().default(0),
    /** The body's visible text (no markup), written with `content`; what search reads of the body (docs/decisions/048). */
    body_text: text('body_text').notNull().default(''),
    /** Title (weight A) and body text (weight B) as one search document, kept by the database (docs/decisions/048). */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body_text, '')), 'B')`,
    ),
    cover_image: text('cover_image'),
    cover_width: integer('cover_width'),
    cover_height: integer('cover_height'),
    /** True exactly when `status` is 'published' (a check keeps them equal): the indexed public condition. */
    published: boolean('published').notNull().default(true),
    /** draft, scheduled (for `publish_at`) or published (migration 0007). */
    status: text('status').$type<PostStatus>().notNull().default('published'),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_published_created_at_idx').on(t.published, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_search_idx').using('gin', t.search),
    check('posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('posts_published_status_check', sql`${t.published} = (${t.status} = 'published')`),
    check('posts_scheduled_at_check', sql`${t.status} <> 'scheduled' or ${t.publish_at} is not null`),
  ],
);
