import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Post, PostSummary } from '@academy/contract/post';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';
import { rowCountKey, totalOf } from '../../lib/row-counts.ts';
import { iso, likePattern } from '../../lib/serialize.ts';

type Row = typeof posts.$inferSelect;

const base = (r: Row) => ({
  id: r.id,
  title: r.title,
  cover_image: r.coverImage,
  cover_width: r.coverWidth,
  cover_height: r.coverHeight,
  published: r.published,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
export const toPost = (r: Row): Post => ({ ...base(r), content: r.content });

const summaryColumns = {
  id: posts.id,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImage: posts.coverImage,
  coverWidth: posts.coverWidth,
  coverHeight: posts.coverHeight,
  published: posts.published,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

export function createPostRepository(db: Db) {
  return {
    async list(opts: { publishedOnly: boolean; q?: string; offset: number; limit: number }): Promise<{ rows: PostSummary[]; total: number }> {
      const conds: SQL[] = [];
      if (opts.publishedOnly) conds.push(eq(posts.published, true));
      if (opts.q) conds.push(ilike(posts.title, likePattern(opts.q)));
      const where = conds.length ? and(...conds) : undefined;
      const rows = await db
        .select(summaryColumns)
        .from(posts)
        .where(where)
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(opts.limit)
        .offset(opts.offset);
      const key = opts.q ? undefined : opts.publishedOnly ? rowCountKey('posts', { column: 'published', value: true }) : rowCountKey('posts');
      const total = await totalOf(db, posts, where, key);
      return { rows: rows.map((r) => ({ ...base({ ...r, content: '' }), excerpt: r.excerpt })), total };
    },
    async get(id: number) {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row;
    },
    async insert(values: typeof posts.$inferInsert) {
      const [row] = await db.insert(posts).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof posts.$inferInsert>) {
      const [row] = await db.update(posts).set({ ...values, updatedAt: new Date() }).where(eq(posts.id, id)).returning();
      return row;
    },
    async remove(id: number) {
      const [row] = await db.delete(posts).where(eq(posts.id, id)).returning();
      return row;
    },
  };
}
export type PostRepository = ReturnType<typeof createPostRepository>;
