import { and, eq, like, or, gt, asc } from 'drizzle-orm';
import sharp from 'sharp';
import { postImages } from '../../db/schema/post-images.ts';
import { posts } from '../../db/schema/posts.ts';
import { ImageTypeError } from '../../images/process.ts';
import { deleteStored, storeImage } from '../../images/store.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { keyFromUrl } from '../../storage/storage.ts';
import { loggableError } from '../../plugins/error-handler.ts';
import { bodyImageSizes, uploadedSrcsOf } from './body-images.ts';
import { storedBody } from './stored-body.ts';

/** An `<img>` tag with its `src` (quoted or not): the migration's unit of work. */
const IMG_TAG_RE = /<img\b[^<>]*>/gi;
const SRC_RE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ALT_RE = /\balt\s*=\s*"[^"]*"/i;
const DATA_URL_RE = /^\s*data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/\s]+={0,2})\s*$/i;

export type BodyImageMigration = { posts: number; images: number; dropped: number; registered: number };

const srcOf = (tag: string) => {
  const m = SRC_RE.exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
};

/** Pictures the server refuses (not an image, or one it cannot decode): kept out of the post. */
const undecodable = (err: unknown) => err instanceof ImageTypeError || (err instanceof HttpError && err.statusCode === 415);

/**
 * The start-up migration of decision 044: every post whose body still holds base64 pictures gets
 * each picture decoded, run through the covers' pipeline, stored (disk or S3) and recorded in
 * post_images, and its `src` replaced by the stored URL; a picture that cannot be decoded is left
 * out and logged. Pictures an older version stored under /uploads/images/ and named in a body are
 * recorded too (their size read from the stored file), so the sanitizer keeps them.
 *
 * Idempotent and safe with two instances: it runs under the start-up lock (runStartup), a post is
 * written only if its body is still the one read (else its new files go and the next start
 * retries), and a migrated body has nothing left to migrate. A post whose pictures could not be
 * stored (the file store down) keeps its base64 and is retried at the next start.
 */
export async function migrateBodyImages({
  db,
  storage,
  config,
  log,
  change,
}: Pick<ModuleDeps, 'db' | 'storage' | 'config' | 'log' | 'change'>): Promise<BodyImageMigration> {
  const result: BodyImageMigration = { posts: 0, images: 0, dropped: 0, registered: 0 };
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: posts.id, content: posts.content })
      .from(posts)
      .where(and(gt(posts.id, after), or(like(posts.content, '%data:image/%'), like(posts.content, '%/uploads/images/%'))))
      .orderBy(asc(posts.id))
      .limit(20);
    for (const post of batch) {
      after = post.id;
      try {
        await migratePost(post);
      } catch (err) {
        log.warn({ err: loggableError(err), post: post.id }, 'post body pictures not migrated; retried at the next start');
      }
    }
    if (batch.length < 20) return result;
  }

  async function registerStored(html: string): Promise<void> {
    const known = await bodyImageSizes(db, html);
    for (const src of uploadedSrcsOf(html)) {
      if (known[src]) continue;
      const key = keyFromUrl(src);
      const object = key ? await storage.get(key) : undefined;
      if (!object) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of object.stream) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      if (!meta.width || !meta.height) continue;
      await db.insert(postImages).values({ url: src, width: meta.width, height: meta.height }).onConflictDoNothing();
      result.registered++;
    }
  }

  async function migratePost(post: { id: number; content: string }): Promise<void> {
    await registerStored(post.content);
    const tags = [...new Set(post.content.match(IMG_TAG_RE) ?? [])].filter((tag) => srcOf(tag)?.trim().startsWith('data:'));
    if (tags.length === 0) return;
    const stored: { url: string; width: number; height: number }[] = [];
    const replacements = new Map<string, string>();
    let dropped = 0;
    try {
      for (const tag of tags) {
        const base64 = DATA_URL_RE.exec(srcOf(tag)!)?.[1];
        let image: { url: string; width: number; height: number } | undefined;
        try {
          image = base64 ? await storeImage(storage, Buffer.from(base64.replace(/\s/g, ''), 'base64'), 'images') : undefined;
        } catch (err) {
          if (!undecodable(err)) throw err;
        }
        if (image) {
          stored.push(image);
          const alt = ALT_RE.exec(tag)?.[0];
          replacements.set(tag, `<img src="${image.url}"${alt ? ` ${alt}` : ''}>`);
        } else {
          dropped++;
          replacements.set(tag, '');
          log.warn({ post: post.id }, 'a base64 picture in a post could not be decoded: left out of the post');
        }
      }
      const html = post.content.replace(IMG_TAG_RE, (tag) => replacements.get(tag) ?? tag);
      const known = await bodyImageSizes(db, html);
      for (const s of stored) known[s.url] = { width: s.width, height: s.height };
      const body = storedBody(html, config.publicUrl, { images: known, dataImages: true });
      const written = await change(null, async (c) => {
        if (stored.length > 0) await c.tx.insert(postImages).values(stored);
        const rows = await c.tx
          .update(posts)
          .set(body)
          .where(and(eq(posts.id, post.id), eq(posts.content, post.content)))
          .returning({ id: posts.id });
        if (rows.length === 0) throw new Error('post changed meanwhile');
        await c.audit({
          action: 'content.upload',
          record: { type: 'post', id: post.id },
          summary: `Pictures of the post stored as files (${stored.length} stored, ${dropped} left out)`,
        });
        return true;
      });
      if (written) {
        result.posts++;
        result.images += stored.length;
        result.dropped += dropped;
      }
    } catch (err) {
      await Promise.all(stored.map((s) => deleteStored(storage, s.url)));
      throw err;
    }
  }
}
