import type { Readable } from 'node:stream';

export type StoredObject = { stream: Readable; size: number; contentType: string; start: number; end: number };

export type ByteRange = { start: number; end: number };

/** Where uploaded files live. Keys look like `images/<name>.webp`; see isValidKey. */
export interface Storage {
  put(key: string, data: Readable | Buffer, contentType: string): Promise<void>;
  /** Resolves undefined when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /** Public URL path the API returns for the key. */
  url(key: string): string;
  /** Every stored file with its last change, for the sweep of files no row refers to (background/sweeps.ts). */
  list?(): AsyncIterable<{ key: string; modifiedMs: number }>;
  /** Releases what the driver holds open (the S3 client's sockets); called when the app closes. */
  close?(): void;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Strict on purpose: keys come from URLs, and nothing like `..` or `/` may reach the file system. */
const KEY_PATTERN = /^(images|videos|thumbnails)\/[a-z0-9][a-z0-9-]{0,80}\.(webp|mp4|webm|mov)$/;

export const isValidKey = (key: string): boolean => KEY_PATTERN.test(key);

export function keyFromUrl(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith(UPLOADS_PREFIX)) return undefined;
  const key = url.slice(UPLOADS_PREFIX.length);
  return isValidKey(key) ? key : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export const contentTypeOf = (key: string): string => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * The file store (the S3 server) did not answer in time, refused, or failed: answered 503 with its
 * own message and logged as "file storage unavailable", never as the database (decision 021).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`file storage unavailable: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}
