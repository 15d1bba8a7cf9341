import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { PostSchema, PostSummarySchema, type Post, type PostStatus, type PostSummary } from '@academy/contract/post';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';
import { columnsOf } from '../../lib/columns.ts';
import { rowCountKey, totalOf } from '../../lib/row-counts.ts';
import { withIsoDates } from '../../lib/serialize.ts';
import { matchesSearch, searchRank } from './search.ts';
import { taggedWith, withTags } from './tags.ts';

/** A post with its body; lists read the summary (the excerpt kept beside the HTML), never the body. */
const postColumns = columnsOf(posts, PostSchema);
const summaryColumns = columnsOf(posts, PostSummarySchema);

/**
 * What makes a post public (on /news, in the feed and the sitemap): every public read of posts uses
 * this one condition, so a change to what "public" means reaches them all.
 */
export const publicPost = () => eq(posts.published, true);

export type PostValues = Omit<typeof posts.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export function createPostRepository(db: Db) {
  return {
    async list(opts: {
      publishedOnly: boolean;
      q?: string;
      status?: PostStatus;
      /** A tag's slug: only posts with it (decision 047). */
      tag?: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: PostSummary[]; total: number }> {
      const conds: SQL[] = [];
      if (opts.publishedOnly) conds.push(publicPost());
      if (opts.status) conds.push(eq(posts.status, opts.status));
      // A search is full text over title and body, best match first (docs/decisions/048).
      if (opts.q) conds.push(matchesSearch(opts.q));
      if (opts.tag) conds.push(taggedWith(opts.tag));
      const where = conds.length ? and(...conds) : undefined;
      const rows = await db
        .select(summaryColumns)
        .from(posts)
        .where(where)
        .orderBy(...(opts.q ? [searchRank(opts.q)] : []), desc(posts.created_at), desc(posts.id))
        .limit(opts.limit)
        .offset(opts.offset);
      const key =
        opts.q || opts.status || opts.tag ? undefined : opts.publishedOnly ? rowCountKey('posts', { column: 'published', value: true }) : rowCountKey('posts');
      const total = await totalOf(db, posts, where, key);
      return { rows: await withTags(db, rows.map(withIsoDates)), total };
    },
    /** The newest public posts with their bodies, newest first (the RSS feed; a tag's feed with `tag`, its slug). */
    async latestPublic(limit: number, tag?: string): Promise<Post[]> {
      const rows = await db
        .select(postColumns)
        .from(posts)
        .where(tag ? and(publicPost(), taggedWith(tag)) : publicPost())
        .orderBy(desc(posts.created_at), desc(posts.id))
        .limit(limit);
      return withTags(db, rows.map(withIsoDates));
    },
    /** Every public post's id, title (its address) and last change, newest first (the sitemap). */
    async publicStamps(): Promise<{ id: number; title: string; updated_at: string }[]> {
      const rows = await db
        .select({ id: posts.id, title: posts.title, updated_at: posts.updated_at })
        .from(posts)
        .where(publicPost())
        .orderBy(desc(posts.created_at), desc(posts.id));
      return rows.map(withIsoDates);
    },
    async get(id: number): Promise<Post | undefined> {
      const [row] = await db.select(postColumns).from(posts).where(eq(posts.id, id)).limit(1);
      return row && (await withTags(db, [withIsoDates(row)]))[0];
    },
    async insert(values: PostValues): Promise<Post> {
      const [row] = await db.insert(posts).values(values).returning(postColumns);
      return (await withTags(db, [withIsoDates(row!)]))[0]!;
    },
    async update(id: number, values: Partial<PostValues>): Promise<Post | undefined> {
      const [row] = await db
        .update(posts)
        .set({ ...values, updated_at: new Date() })
        .where(eq(posts.id, id))
        .returning(postColumns);
      return row && (await withTags(db, [withIsoDates(row)]))[0];
    },
    /** Posts whose stored body was made with rules older than `version`, oldest id first. */
    async staleBodies(version: number, limit: number): Promise<{ id: number; content: string }[]> {
      return db.select({ id: posts.id, content: posts.content }).from(posts).where(lt(posts.body_version, version)).orderBy(asc(posts.id)).limit(limit);
    },
    /**
     * Replaces what is derived from the HTML, unless the post changed since `previous` was read (an
     * editor saved meanwhile); updated_at stays, as no one edited the post. The editor's own excerpt
     * stays what lists show (decision 047).
     */
    async setBody(id: number, previous: string, body: Pick<PostValues, 'content' | 'excerpt' | 'body_text' | 'body_version'>): Promise<void> {
      await db
        .update(posts)
        .set({ ...body, excerpt: sql`coalesce(${posts.custom_excerpt}, ${body.excerpt ?? ''})` })
        .where(and(eq(posts.id, id), eq(posts.content, previous)));
    },
    async remove(id: number): Promise<Pick<Post, 'id' | 'cover_image'> | undefined> {
      const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id, cover_image: posts.cover_image });
      return row;
    },
  };
}
export type PostRepository = ReturnType<typeof createPostRepository>;
