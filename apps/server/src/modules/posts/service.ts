import { sql } from 'drizzle-orm';
import type { PagingQuery } from '@academy/contract/common';
import { POST_MESSAGES, PostInputSchema, type Post, type PostStatus } from '@academy/contract/post';
import { deleteStored, withImage, type StoredImage } from '../../images/store.ts';
import { sentFields, storedFields } from '../../lib/columns.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import { createPostRepository } from './repository.ts';
import { excerptOf } from './excerpt.ts';
import { POST_BODY_VERSION, storedBody } from './stored-body.ts';
import type { BodyWorker } from './body-worker.ts';
import { bodyImageSizes, storeBodyImage } from './body-images.ts';
import { relatedOf, setPostTags, tagsOfPosts } from './tags.ts';

export { excerptOf, POST_BODY_VERSION, storedBody };

const notFound = () => new HttpError(404, POST_MESSAGES.notFound);

const coverColumns = (image: StoredImage | undefined) => (image ? { cover_image: image.url, cover_width: image.width, cover_height: image.height } : {});

type PostInput = ReturnType<typeof PostInputSchema.parse>;

/**
 * The form's fields whose columns the service computes: the sanitized body, the state (`stateOf`),
 * the tags (their own table) and the editor's own excerpt (`excerptColumns`).
 */
const COMPUTED = ['content', 'published', 'status', 'publish_at', 'tags', 'custom_excerpt'] as const;

/**
 * What lists show (decision 047): the editor's own excerpt when there is one, else the one made from
 * the body. `kept` is the post's own excerpt when the write does not send one (an update keeps it).
 */
const excerptColumns = (input: PostInput, sent: boolean, kept: string | null, generated: string) => {
  const custom = sent ? input.custom_excerpt || null : kept;
  return { custom_excerpt: custom, excerpt: custom ?? generated };
};

/** Gives the post the tags the write sent (none sent: they stay), and answers it with its tags as stored. */
async function withWrittenTags(c: Change, post: Post, names: string[] | undefined): Promise<Post> {
  if (names === undefined) return post;
  await setPostTags(c.tx, post.id, names);
  // Tag pages, their feeds and GET /api/tags change with it, on every instance (decision 013).
  c.publicChanged();
  return { ...post, tags: (await tagsOfPosts(c.tx, [post.id])).get(post.id) ?? [] };
}

/** The state a write asks for: `status` wins, else the old `published` flag, else `fallback`. */
function stateOf(input: PostInput, fallback: PostStatus | undefined): { status: PostStatus; publish_at: Date | null } | undefined {
  const status = input.status ?? (input.published === undefined ? fallback : input.published ? 'published' : 'draft');
  if (!status) return undefined;
  return { status, publish_at: status === 'scheduled' ? new Date(input.publish_at!) : null };
}

const stateColumns = (state: { status: PostStatus; publish_at: Date | null }) => ({
  status: state.status,
  published: state.status === 'published',
  publish_at: state.publish_at,
});

/**
 * A post's date on the site is its publication time: a draft or scheduled post published by hand
 * takes the time it goes out as its `created_at` (the job does the same with its `publish_at`).
 */
const publishedNow = (before: PostStatus, after: PostStatus) => (before !== 'published' && after === 'published' ? { created_at: new Date() } : {});

/** The activity entry of a write that made the post public. */
const published = (id: number) => ({ action: 'content.publish', record: { type: 'post', id }, summary: 'Post published' }) as const;

/**
 * Posts: drafts, scheduled and published. A scheduled post has a durable job
 * ('publish-post', one per post, moved when the time changes, dropped when the post stops being
 * scheduled) written in the same transaction as the post; the job publishes it (`publishDue`).
 */
export function createPostService({ db, storage, config, change }: Pick<ModuleDeps, 'db' | 'storage' | 'config' | 'change'>, bodies?: BodyWorker) {
  const repo = createPostRepository(db);
  const siteOrigin = config.publicUrl;
  /**
   * The body as stored: sanitized HTML, and the plain-text excerpt lists show instead of it. The
   * contract refuses oversized or too deeply nested markup before this parses anything; the
   * sanitizing itself runs on the worker thread when there is one (docs/decisions/023).
   */
  async function bodyOf(fields: Record<string, string>) {
    const input = parseOr400(PostInputSchema, fields);
    // The pictures it may keep, with the sizes written onto them (decision 044); the contract refused base64 ones.
    const rules = { images: await bodyImageSizes(db, input.content) };
    const body = bodies ? await bodies.storedBody(input.content, siteOrigin, rules) : storedBody(input.content, siteOrigin, rules);
    return { input, body };
  }

  /** Keeps the post's publishing job in step with its state, in the write's change. */
  async function syncJob(c: Change, post: Post) {
    if (post.status === 'scheduled' && post.publish_at) {
      await c.schedule('publish-post', { postId: post.id }, new Date(post.publish_at));
    } else {
      await c.cancel('publish-post', { postId: post.id });
    }
  }

  return {
    /** Stores a picture for a post's body (POST /api/posts/images): the answer's `src` is what the editor inserts. */
    uploadImage: (by: Actor, file: TempFile) => storeBodyImage({ storage, change }, by, file.path),

    /** Makes again, with today's rules, the stored body of every post written with older ones. */
    async refreshBodies(): Promise<number> {
      let refreshed = 0;
      for (;;) {
        const stale = await repo.staleBodies(POST_BODY_VERSION, 50);
        // A stored base64 picture stays until the start-up migration has made it a file (decision 044).
        for (const post of stale)
          await repo.setBody(post.id, post.content, storedBody(post.content, siteOrigin, { images: await bodyImageSizes(db, post.content), dataImages: true }));
        refreshed += stale.length;
        if (stale.length < 50) return refreshed;
      }
    },

    /** Visitors see published posts only; a signed-in editor sees drafts and scheduled posts too, optionally of one state. */
    list: (q: PagingQuery & { q?: string; status?: PostStatus; tag?: string }, opts: { drafts: boolean }) =>
      repo.list({ publishedOnly: !opts.drafts, q: q.q, status: opts.drafts ? q.status : undefined, tag: q.tag, offset: offsetOf(q), limit: q.limit }),

    /** Up to 3 public posts related to a post (decision 047); a post visitors may not read is a 404, as `get`. */
    async related(id: number, opts: { drafts: boolean }) {
      const post = await repo.get(id);
      if (!post || (!post.published && !opts.drafts)) throw notFound();
      return relatedOf(db, post);
    },

    /** A draft or scheduled post is unknown to visitors (404, as for a missing id). */
    async get(id: number, opts: { drafts: boolean }): Promise<Post> {
      const post = await repo.get(id);
      if (!post || (!post.published && !opts.drafts)) throw notFound();
      return post;
    },

    async create(by: Actor, fields: Record<string, string>, cover: TempFile | undefined): Promise<Post> {
      const { input, body } = await bodyOf(fields);
      const state = stateOf(input, 'published')!;
      return withImage(storage, cover?.path, 'images', async (image) => ({
        result: await change(by, async (c) => {
          const inserted = await createPostRepository(c.tx).insert({
            ...storedFields(input, COMPUTED),
            ...body,
            ...excerptColumns(input, true, null, body.excerpt),
            ...stateColumns(state),
            ...coverColumns(image),
          });
          const created = await withWrittenTags(c, inserted, input.tags);
          await syncJob(c, created);
          if (created.status === 'published') await c.audit(published(created.id));
          return created;
        }),
      }));
    },

    /** Absent fields keep their values (`status` and `published`: the state); a new cover replaces the old one (deleted once the row points at the new). */
    async update(by: Actor, id: number, fields: Record<string, string>, cover: TempFile | undefined): Promise<Post> {
      const existing = await repo.get(id);
      if (!existing) throw notFound();
      const { input, body } = await bodyOf(fields);
      const state = stateOf(input, undefined);
      return withImage(storage, cover?.path, 'images', async (image) => {
        const updated = await change(by, async (c) => {
          const stateValues = state ? { ...stateColumns(state), ...publishedNow(existing.status, state.status) } : {};
          const excerpt = excerptColumns(input, Object.hasOwn(fields, 'custom_excerpt'), existing.custom_excerpt, body.excerpt);
          const stored = await createPostRepository(c.tx).update(id, {
            ...sentFields(input, fields, COMPUTED),
            ...body,
            ...excerpt,
            ...stateValues,
            ...coverColumns(image),
          });
          const row = stored && (await withWrittenTags(c, stored, Object.hasOwn(fields, 'tags') ? input.tags : undefined));
          if (row && state) await syncJob(c, row);
          if (row && existing.status !== 'published' && row.status === 'published') await c.audit(published(id));
          return row;
        });
        if (!updated) throw notFound();
        return { result: updated, replaced: existing.cover_image };
      });
    },

    async publish(by: Actor, id: number, publish: boolean): Promise<Post> {
      const existing = await repo.get(id);
      if (!existing) throw notFound();
      const status: PostStatus = publish ? 'published' : 'draft';
      const post = await change(by, async (c) => {
        const row = await createPostRepository(c.tx).update(id, { ...stateColumns({ status, publish_at: null }), ...publishedNow(existing.status, status) });
        if (row) await syncJob(c, row);
        if (row && existing.status !== 'published' && publish) await c.audit(published(id));
        return row;
      });
      if (!post) throw notFound();
      return post;
    },

    /**
     * The job's work: publishes the post if it is still scheduled and its time has come (one
     * conditional UPDATE, so with several instances it happens once), with its activity entry. Its
     * date on the site becomes its publication time. Returns whether this call published it.
     */
    publishDue: (id: number): Promise<boolean> =>
      change(null, async (c) => {
        const rows = (await c.tx.execute(sql`
          update posts set status = 'published', published = true, created_at = publish_at, publish_at = null, updated_at = now()
          where id = ${id} and status = 'scheduled' and publish_at <= now()
          returning id`)) as unknown as { rows?: unknown[] } | unknown[];
        const done = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])).length > 0;
        if (done) await c.audit({ action: 'content.publish', record: { type: 'post', id }, summary: 'Scheduled post published' });
        return done;
      }),

    async remove(by: Actor, id: number): Promise<{ id: number }> {
      const post = await change(by, async (c) => {
        const row = await createPostRepository(c.tx).remove(id);
        if (row) {
          await c.cancel('publish-post', { postId: id });
          await c.audit({ action: 'content.delete', record: { type: 'post', id }, summary: 'Post deleted' });
        }
        return row;
      });
      if (!post) throw notFound();
      await deleteStored(storage, post.cover_image);
      return { id };
    },
  };
}
