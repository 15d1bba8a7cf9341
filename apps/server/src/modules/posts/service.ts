import type { PagingQuery } from '@academy/contract/common';
import { htmlToText, POST_MESSAGES, PostInputSchema, type Post } from '@academy/contract/post';
import { deleteStored, withImage, type StoredImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { Storage } from '../../storage/storage.ts';
import type { PostRepository } from './repository.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

const EXCERPT_LENGTH = 200;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

export function excerptOf(html: string): string {
  const text = htmlToText(html).replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 120 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const notFound = () => new HttpError(404, POST_MESSAGES.notFound);

const coverColumns = (image: StoredImage | undefined) => (image ? { cover_image: image.url, cover_width: image.width, cover_height: image.height } : {});

/** The body as stored: sanitized HTML, and the plain-text excerpt lists show instead of it. */
function bodyOf(fields: Record<string, string>) {
  const input = parseOr400(PostInputSchema, fields);
  const content = sanitizePostHtml(input.content);
  return { input, values: { title: input.title, content, excerpt: excerptOf(content) } };
}

export function createPostService({ repo, storage }: { repo: PostRepository; storage: Storage }) {
  return {
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
