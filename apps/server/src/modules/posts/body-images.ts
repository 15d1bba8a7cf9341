import { and, inArray, lt, sql } from 'drizzle-orm';
import { imageSrcSet } from '@academy/contract/common-constants';
import { POST_BODY_IMAGE_SIZES, type PostImage } from '@academy/contract/post';
import type { Db } from '../../db/client.ts';
import { postImages } from '../../db/schema/post-images.ts';
import { posts } from '../../db/schema/posts.ts';
import { deleteStored, storeImage } from '../../images/store.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';

/** What the sanitizer knows of a picture in a post's body: its stored size, by its URL (docs/decisions/044). */
export type BodyImageSizes = Record<string, { width: number; height: number }>;

/** `src="/uploads/images/<name>.webp"` as the editor and the sanitizer write it. */
const UPLOAD_SRC_RE = /\bsrc\s*=\s*["']?(\/uploads\/images\/[a-z0-9][a-z0-9-]{0,80}\.webp)/gi;

export const uploadedSrcsOf = (html: string): string[] => [...new Set([...html.matchAll(UPLOAD_SRC_RE)].map((m) => m[1]!))];

/** The stored sizes of the uploaded pictures `html` names; a URL that is not a body picture is absent. */
export async function bodyImageSizes(db: Db, html: string): Promise<BodyImageSizes> {
  const srcs = uploadedSrcsOf(html);
  if (srcs.length === 0) return {};
  const rows = await db
    .select({ url: postImages.url, width: postImages.width, height: postImages.height })
    .from(postImages)
    .where(inArray(postImages.url, srcs));
  return Object.fromEntries(rows.map((r) => [r.url, { width: r.width, height: r.height }]));
}

export const postImageOf = (row: { url: string; width: number; height: number }): PostImage => ({
  src: row.url,
  srcset: imageSrcSet(row.url) ?? '',
  sizes: POST_BODY_IMAGE_SIZES,
  width: row.width,
  height: row.height,
});

/**
 * Stores a picture for a post's body through the covers' pipeline (type by its bytes, EXIF rotation,
 * metadata gone, WebP in every width) and records its size, so the sanitizer keeps it and writes
 * `srcset` and dimensions onto it. The files go when the row cannot be written.
 */
export async function storeBodyImage({ storage, change }: Pick<ModuleDeps, 'storage' | 'change'>, by: Actor, input: Buffer | string): Promise<PostImage> {
  const image = await storeImage(storage, input, 'images');
  try {
    return await change(by, async (c) => {
      const [row] = await c.tx.insert(postImages).values({ url: image.url, width: image.width, height: image.height }).returning();
      await c.audit({ action: 'content.upload', record: { type: 'post_image', id: row!.id }, summary: `Picture for a post (${image.width}×${image.height})` });
      return postImageOf(row!);
    });
  } catch (err) {
    await deleteStored(storage, image.url);
    throw err;
  }
}

/**
 * How long a picture uploaded for a post's body is kept once no post names it (docs/decisions/044):
 * long enough for a browser-kept unsaved post to be restored, and for a sent newsletter's readers.
 */
export const UNUSED_BODY_IMAGE_DAYS = 30;

/**
 * Removes the body pictures no post (draft, scheduled or published) has named for `days`: their rows
 * in one audited change, then their files (every width). A file whose removal fails is logged and
 * left: an orphan file is harmless, a row without its file would not be.
 */
export async function removeUnusedBodyImages(
  { storage, change, log }: Pick<ModuleDeps, 'storage' | 'change' | 'log'>,
  days = UNUSED_BODY_IMAGE_DAYS,
): Promise<number> {
  const urls = await change(null, async (c) => {
    const rows = await c.tx
      .delete(postImages)
      .where(
        and(
          lt(postImages.created_at, sql`now() - make_interval(days => ${days})`),
          sql`not exists (select 1 from ${posts} where strpos(${posts.content}, ${postImages.url}) > 0)`,
        ),
      )
      .returning({ url: postImages.url });
    if (rows.length > 0) await c.audit({ action: 'content.delete', summary: `Removed ${rows.length} pictures no post has used for ${days} days` });
    return rows.map((r) => r.url);
  });
  for (const url of urls) await deleteStored(storage, url).catch((err: unknown) => log.warn({ err, url }, 'an unused post picture could not be removed'));
  return urls.length;
}
