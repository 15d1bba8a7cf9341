import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PostSummarySchema, relatedPosts, relatedTitleWord, RELATED_POSTS_MAX, RELATED_WINDOW_DAYS, type PostSummary } from '@academy/contract/post';
import { tagSlug, type TagCount, type TagRef } from '@academy/contract/tag';
import type { Db, Tx } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';
import { postTags, tagRedirects, tags } from '../../db/schema/tags.ts';
import { columnsOf } from '../../lib/columns.ts';
import { likePattern, withIsoDates } from '../../lib/serialize.ts';

/** Tags of posts (decision 047): a tag is made the first time a post names it; a post keeps them in the editor's order. */

const summaryColumns = columnsOf(posts, PostSummarySchema);
const publicPost = () => eq(posts.published, true);

/** Each post's tags in order, by post id (a post without tags is absent). */
export async function tagsOfPosts(db: Db | Tx, ids: readonly number[]): Promise<Map<number, TagRef[]>> {
  const byPost = new Map<number, TagRef[]>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .select({ post_id: postTags.post_id, slug: tags.slug, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tag_id))
    .where(inArray(postTags.post_id, [...new Set(ids)]))
    .orderBy(asc(postTags.post_id), asc(postTags.position));
  for (const { post_id, slug, name } of rows) {
    const list = byPost.get(post_id) ?? [];
    list.push({ slug, name });
    byPost.set(post_id, list);
  }
  return byPost;
}

/** Rows of posts with their tags (one query for the whole list). */
export async function withTags<T extends { id: number }>(db: Db | Tx, rows: T[]): Promise<(T & { tags: TagRef[] })[]> {
  const byPost = await tagsOfPosts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, tags: byPost.get(r.id) ?? [] }));
}

/**
 * Gives a post exactly these tags, in this order, inside the caller's transaction. Names that make
 * the same slug are one tag (the first spelling wins); a tag new to the site is made with the name
 * as typed, an existing one keeps its name.
 */
export async function setPostTags(tx: Db | Tx, postId: number, names: readonly string[]): Promise<void> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const slug = tagSlug(name);
    if (slug && !wanted.has(slug)) wanted.set(slug, name.trim());
  }
  await tx.delete(postTags).where(eq(postTags.post_id, postId));
  if (wanted.size === 0) return;
  // Made once even when two editors name a new tag at the same moment: the unique slug decides.
  await tx
    .insert(tags)
    .values([...wanted].map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: tags.slug });
  const found = await tx
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(inArray(tags.slug, [...wanted.keys()]));
  const idOf = new Map(found.map((t) => [t.slug, t.id]));
  await tx.insert(postTags).values([...wanted.keys()].map((slug, position) => ({ post_id: postId, tag_id: idOf.get(slug)!, position })));
}

/** Posts with the tag whose slug this is: a condition for the posts list. */
export const taggedWith = (slug: string): SQL =>
  exists(
    sql`(select 1 from ${postTags} inner join ${tags} on ${tags.id} = ${postTags.tag_id} where ${postTags.post_id} = ${posts.id} and ${tags.slug} = ${slug})`,
  );

/**
 * Tags with how many posts carry them, most used first: published posts only for visitors (a tag
 * of drafts alone is not listed), every post for editors (the editor's suggestions).
 */
export async function listTags(db: Db, opts: { publishedOnly: boolean; slug?: string }): Promise<TagCount[]> {
  const n = count(postTags.post_id);
  const slug = opts.slug === undefined ? undefined : await currentSlug(db, opts.slug);
  const conds = [opts.publishedOnly ? publicPost() : undefined, slug === undefined ? undefined : eq(tags.slug, slug)];
  return db
    .select({ slug: tags.slug, name: tags.name, count: n })
    .from(tags)
    .innerJoin(postTags, eq(postTags.tag_id, tags.id))
    .innerJoin(posts, eq(posts.id, postTags.post_id))
    .where(and(...conds))
    .groupBy(tags.id)
    .orderBy(desc(n), asc(tags.name));
}

/**
 * The slug a tag has now: `slug` itself when a tag has it, else the tag it was renamed or merged
 * into (decision 053), else `slug` (no tag: the caller answers 404).
 */
export async function currentSlug(db: Db | Tx, slug: string): Promise<string> {
  const [own] = await db.select({ slug: tags.slug }).from(tags).where(eq(tags.slug, slug)).limit(1);
  if (own) return slug;
  const [moved] = await db
    .select({ slug: tags.slug })
    .from(tagRedirects)
    .innerJoin(tags, eq(tags.id, tagRedirects.tag_id))
    .where(eq(tagRedirects.slug, slug))
    .limit(1);
  return moved?.slug ?? slug;
}

type Current = { id: number; title: string; created_at: string; tags: readonly TagRef[] };

/**
 * Up to 3 public posts related to `post` (the contract's rule, `relatedPosts`: tags shared first,
 * then the spec's title-word or 7-day rule). SQL preselects only what can win: the 3 sharing most
 * tags, and the newest few the spec's rule admits (3 more than could be taken by the first ones).
 */
export async function relatedOf(db: Db, post: Current): Promise<PostSummary[]> {
  const mine = db.select({ id: postTags.tag_id }).from(postTags).where(eq(postTags.post_id, post.id));
  const shared = count(postTags.tag_id);
  const byTag = post.tags.length
    ? await db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(postTags, eq(postTags.post_id, posts.id))
        .where(and(publicPost(), ne(posts.id, post.id), inArray(postTags.tag_id, mine)))
        .groupBy(posts.id)
        .orderBy(desc(shared), desc(posts.created_at), desc(posts.id))
        .limit(RELATED_POSTS_MAX)
    : [];
  const word = relatedTitleWord(post.title);
  const at = new Date(post.created_at);
  const windowMs = RELATED_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const near = and(gte(posts.created_at, new Date(at.getTime() - windowMs)), lte(posts.created_at, new Date(at.getTime() + windowMs)))!;
  const byRule = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(publicPost(), ne(posts.id, post.id), word ? or(ilike(posts.title, likePattern(word)), near) : near))
    .orderBy(desc(posts.created_at), desc(posts.id))
    .limit(RELATED_POSTS_MAX * 2);
  const candidates = new Map([...byTag, ...byRule].map((r) => [r.id, withIsoDates(r)]));
  return relatedPosts(post, await withTags(db, [...candidates.values()]));
}
