import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS } from '@academy/contract/common';
import type { Storage } from '../storage/storage.ts';
import { keyFromUrl } from '../storage/storage.ts';
import { HttpError } from '../lib/http-error.ts';
import { ImageTypeError, processImage, type ProcessedImage } from './process.ts';

/** `width`/`height` are the stored main image's (at most 1920 px a side), not the upload's. */
export type StoredImage = { url: string; width: number; height: number };

async function processOr415(input: Buffer | string): Promise<ProcessedImage> {
  try {
    return await processImage(input);
  } catch (err) {
    if (err instanceof ImageTypeError) throw new HttpError(415, err.message);
    throw err;
  }
}

/** Re-encodes an uploaded image (rotation applied, metadata gone) and stores the WebP with its width variants. */
export async function storeImage(storage: Storage, input: Buffer | string, folder: 'images' | 'thumbnails'): Promise<StoredImage> {
  const processed = await processOr415(input);
  const name = randomUUID();
  const keys: string[] = [];
  try {
    for (const v of processed.variants) {
      const key = v.width === null ? `${folder}/${name}.webp` : `${folder}/${name}-${v.width}w.webp`;
      await storage.put(key, v.buffer, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k)));
    throw err;
  }
  return { url: storage.url(`${folder}/${name}.webp`), width: processed.width, height: processed.height };
}

/** Removes a stored file; for images also every width variant. Unknown or foreign URLs are ignored. */
export async function deleteStored(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = keyFromUrl(url);
  if (!key) return;
  const keys = [key];
  if (key.endsWith('.webp')) for (const w of IMAGE_WIDTHS) keys.push(key.replace(/\.webp$/, `-${w}w.webp`));
  await Promise.all(keys.map((k) => storage.delete(k)));
}

/**
 * Stores `file` (when one was sent) as a record's single image and runs `write` with it, keeping the
 * files in step with the outcome: when `write` throws (a 404 included) the new image is deleted and
 * the record keeps its old one; after a successful write the image it `replaced` is deleted. With no
 * file, `write` runs with `undefined` and nothing is deleted.
 */
export async function withImage<T>(
  storage: Storage,
  file: string | undefined,
  folder: 'images' | 'thumbnails',
  write: (image: StoredImage | undefined) => Promise<{ result: T; replaced?: string | null }>,
): Promise<T> {
  const image = file === undefined ? undefined : await storeImage(storage, file, folder);
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write(image);
  } catch (err) {
    await deleteStored(storage, image?.url);
    throw err;
  }
  if (image) await deleteStored(storage, outcome.replaced);
  return outcome.result;
}
