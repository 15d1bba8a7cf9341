import { count, eq, sql } from 'drizzle-orm';
import { TAG_MESSAGES, tagSlug, type TagChangeResult, type TagDeleteResult } from '@academy/contract/tag';
import type { Db } from '../../db/client.ts';
import { postTags, tagRedirects, tags } from '../../db/schema/tags.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';

/**
 * The editors' care of tags (decision 053): rename a tag, merge it into another by giving it that
 * tag's name, delete it from every post. Each is one audited change; the public cache empties after
 * it like after any write, so the news pages, tag pages and feeds show it at once.
 */
export function createTagService({ change }: Pick<ModuleDeps, 'change'>) {
  const tagOf = async (tx: Db, slug: string) => {
    const [tag] = await tx.select().from(tags).where(eq(tags.slug, slug)).limit(1);
    if (!tag) throw new HttpError(404, TAG_MESSAGES.notFound);
    return tag;
  };
  const postsWith = async (tx: Db, tagId: number) => (await tx.select({ n: count() }).from(postTags).where(eq(postTags.tag_id, tagId)))[0]!.n;

  return {
    /**
     * A new name. The same slug: only the name changes. A slug no tag has: the tag and its page move
     * there. Another tag's slug: this tag is merged into that one (each post keeps its place for it,
     * a post with both keeps that one once) and is gone.
     */
    async rename(by: Actor, slug: string, name: string): Promise<TagChangeResult> {
      const newName = name.trim();
      const newSlug = tagSlug(newName);
      return change(by, async (c) => {
        const tag = await tagOf(c.tx, slug);
        const [target] = newSlug === tag.slug ? [] : await c.tx.select().from(tags).where(eq(tags.slug, newSlug)).limit(1);
        // The old page and feed answer 301 to the tag they are now; a slug that is a tag's own again is no redirect.
        const remember = async (tagId: number) => {
          if (newSlug === tag.slug) return;
          await c.tx.delete(tagRedirects).where(eq(tagRedirects.slug, newSlug));
          await c.tx
            .insert(tagRedirects)
            .values({ slug: tag.slug, tag_id: tagId })
            .onConflictDoUpdate({ target: tagRedirects.slug, set: { tag_id: tagId, created_at: new Date() } });
        };
        if (!target) {
          await c.tx.update(tags).set({ name: newName, slug: newSlug }).where(eq(tags.id, tag.id));
          await remember(tag.id);
          await c.audit({ action: 'tag.rename', record: { type: 'tag', id: newSlug }, summary: `Tag “${tag.name}” renamed to “${newName}”` });
          return { tag: { slug: newSlug, name: newName, count: await postsWith(c.tx, tag.id) }, merged: false };
        }
        await c.tx.execute(
          sql`insert into ${postTags} (post_id, tag_id, position) select post_id, ${target.id}, position from ${postTags} where tag_id = ${tag.id} on conflict do nothing`,
        );
        // The merged tag's former slugs lead where it went, with its own.
        await c.tx.update(tagRedirects).set({ tag_id: target.id }).where(eq(tagRedirects.tag_id, tag.id));
        await remember(target.id);
        await c.tx.delete(tags).where(eq(tags.id, tag.id));
        await c.audit({ action: 'tag.rename', record: { type: 'tag', id: target.slug }, summary: `Tag “${tag.name}” merged into “${target.name}”` });
        return { tag: { slug: target.slug, name: target.name, count: await postsWith(c.tx, target.id) }, merged: true };
      });
    },

    /** The tag is taken off every post (the posts stay) and is gone; its page answers 404. */
    async remove(by: Actor, slug: string): Promise<TagDeleteResult> {
      return change(by, async (c) => {
        const tag = await tagOf(c.tx, slug);
        const posts = await postsWith(c.tx, tag.id);
        await c.tx.delete(tags).where(eq(tags.id, tag.id));
        await c.audit({ action: 'tag.delete', record: { type: 'tag', id: tag.slug }, summary: `Tag “${tag.name}” deleted from ${posts} posts` });
        return { slug: tag.slug, posts };
      });
    },
  };
}
