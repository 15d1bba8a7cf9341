import type { PagingQuery } from '@academy/contract/common';
import { POST_MESSAGES, PostInputSchema, type Post } from '@academy/contract/post';
import { deleteStored, withImage, type StoredImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { Storage } from '../../storage/storage.ts';
import type { PostRepository } from './repository.ts';
import { excerptOf } from './excerpt.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

export { excerptOf };

/**
 * The version of the rules that turn a post's HTML into what is stored (sanitizer, excerpt). A row
 * made with older rules is made again at start-up (`refreshBodies`), so a fix to either reaches the
 * posts already written. Raise it whenever sanitizePostHtml or excerptOf changes their output.
 * 1: excerpts space blocks apart and keep inline elements glued; links to the site open in place.
 */
export const POST_BODY_VERSION = 1;

/** What is stored for a post's HTML: the sanitized body, its excerpt and the rules' version. */
export function storedBody(html: string, siteOrigin: string | undefined) {
  const content = sanitizePostHtml(html, { siteOrigin });
  return { content, excerpt: excerptOf(content), body_version: POST_BODY_VERSION };
}

const notFound = () => new HttpError(404, POST_MESSAGES.notFound);

const coverColumns = (image: StoredImage | undefined) => (image ? { cover_image: image.url, cover_width: image.width, cover_height: image.height } : {});

export function createPostService({ repo, storage, siteOrigin }: { repo: PostRepository; storage: Storage; siteOrigin?: string }) {
  /** The body as stored: sanitized HTML, and the plain-text excerpt lists show instead of it. */
  function bodyOf(fields: Record<string, string>) {
    const input = parseOr400(PostInputSchema, fields);
    return { input, values: { title: input.title, ...storedBody(input.content, siteOrigin) } };
  }

  return {
    /** Makes again, with today's rules, the stored body of every post written with older ones. */
    async refreshBodies(): Promise<number> {
      let refreshed = 0;
      for (;;) {
        const stale = await repo.staleBodies(POST_BODY_VERSION, 50);
        for (const post of stale) await repo.setBody(post.id, post.content, storedBody(post.content, siteOrigin));
        refreshed += stale.length;
        if (stale.length < 50) return refreshed;
      }
    },

    /** Visitors see published posts only; a signed-in editor sees drafts too. */
    list: (q: PagingQuery & { q?: string }, opts: { drafts: boolean }) => repo.list({ publishedOnly: !opts.drafts, q: q.q, offset: offsetOf(q), limit: q.limit }),

    /** A draft is unknown to visitors (404, as for a missing id). */
    async get(id: number, opts: { drafts: boolean }): Promise<Post> {
      const post = await repo.get(id);
      if (!post || (!post.published && !opts.drafts)) throw notFound();
      return post;
    },

    async create(fields: Record<string, string>, cover: TempFile | undefined): Promise<Post> {
      const { input, values } = bodyOf(fields);
      return withImage(storage, cover?.path, 'images', async (image) => ({
        result: await repo.insert({ ...values, published: input.published ?? true, ...coverColumns(image) }),
      }));
    },

    /** Absent `published` keeps the state; a new cover replaces the old one (deleted once the row points at the new). */
    async update(id: number, fields: Record<string, string>, cover: TempFile | undefined): Promise<Post> {
      const existing = await repo.get(id);
      if (!existing) throw notFound();
      const { input, values } = bodyOf(fields);
      return withImage(storage, cover?.path, 'images', async (image) => {
        const post = await repo.update(id, { ...values, ...(input.published === undefined ? {} : { published: input.published }), ...coverColumns(image) });
        if (!post) throw notFound();
        return { result: post, replaced: existing.cover_image };
      });
    },

    async publish(id: number, published: boolean): Promise<Post> {
      const post = await repo.update(id, { published });
      if (!post) throw notFound();
      return post;
    },

    async remove(id: number): Promise<{ id: number }> {
      const post = await repo.remove(id);
      if (!post) throw notFound();
      await deleteStored(storage, post.cover_image);
      return { id };
    },
  };
}
