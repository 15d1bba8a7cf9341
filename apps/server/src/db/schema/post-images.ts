import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pictures uploaded for post bodies (POST /api/posts/images, and the start-up migration of inline
 * base64 pictures): the sanitizer keeps an `<img>` only when its `src` is one of these, and writes
 * `srcset`, `sizes`, `width` and `height` from the row (docs/decisions/044).
 */
export const postImages = pgTable('post_images', {
  id: serial('id').primaryKey(),
  /** `/uploads/images/<name>.webp`; the width variants live beside it (IMAGE_WIDTHS). */
  url: text('url').notNull().unique(),
  /** The stored main image's size (at most 1920 px a side). */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
