import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MESSAGES, IMAGE_WIDTHS } from '@academy/contract/common';
import type { Storage } from '../storage/storage.ts';
import { keyFromUrl } from '../storage/storage.ts';
import { HttpError } from './http-error.ts';

export type StoredImage = { url: string; width: number; height: number };

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

// Local stand-in for lib/images.ts until that module lands.
async function processImage(input: Buffer | string) {
  const buf = typeof input === 'string' ? await fsp.readFile(input) : input;
  const type = await fileTypeFromBuffer(buf);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new HttpError(415, IMAGE_MESSAGES.invalidType);
  const base = () => sharp(buf, { failOn: 'error' }).rotate();
  const meta = await base().toBuffer({ resolveWithObject: true }).catch(() => {
    throw new HttpError(415, IMAGE_MESSAGES.invalidType);
  });
  const main = await base().resize({ width: 1920, height: 1920, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const variants: { width: number | null; buffer: Buffer }[] = [{ width: null, buffer: main }];
  for (const w of IMAGE_WIDTHS) {
    variants.push({ width: w, buffer: await base().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer() });
  }
  return { variants, width: meta.info.width, height: meta.info.height };
}

/** Re-encodes an uploaded image (rotation applied, metadata gone) and stores the WebP with its width variants. */
export async function storeImage(storage: Storage, input: Buffer | string, folder: 'images' | 'thumbnails'): Promise<StoredImage> {
  const processed = await processImage(input);
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
