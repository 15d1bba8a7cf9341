import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_PHOTO_WINDOW_MINUTES } from '@academy/contract/album-constants';
import type { Db } from '../../db/client.ts';
import { keyFromUrl, UPLOADS_PREFIX } from '../../storage/storage.ts';
import { createAlbumRepository } from './repository.ts';

/**
 * The files of photos visitors must not see (decision 051). `/uploads/…` answers 404 for them to
 * anyone without a signed address; staff get one (`view_url`) in the admin album answer, which an
 * <img> can load (the admin signs in with a bearer token, which an <img> cannot send).
 *
 * A signed address: `/uploads/images/signed/{expires}-{signature}/{name}.webp`. The signature covers
 * the name without its width, so the width variants the web derives from it
 * (`{name}-640w.webp`, imageSrcSet) are signed as well.
 */
const SIGNED = /^images\/signed\/(\d{1,15})-([a-f0-9]{32})\/([a-z0-9][a-z0-9-]{0,80}\.webp)$/;
/**
 * A signed address lasts until the end of the next window (decision 061; it was the next UTC day,
 * up to 48 hours): the same address for a window, so browsers keep the file.
 */
const WINDOW_MS = SIGNED_PHOTO_WINDOW_MINUTES * 60 * 1000;

/** `images/abc-640w.webp` → `images/abc.webp`: every width variant is hidden with its photo. */
export const baseKeyOf = (key: string) => key.replace(/-\d+w\.webp$/, '.webp');

export function createPhotoFileSigner(secret: Uint8Array) {
  const sign = (expires: number, baseKey: string) => createHmac('sha256', secret).update(`photo-file:${expires}:${baseKey}`).digest('hex').slice(0, 32);
  return {
    /** A signed address of a stored photo's file, or the URL as it is when it is not a stored image. */
    url(url: string, now = Date.now()): string {
      const key = keyFromUrl(url);
      if (!key?.startsWith('images/')) return url;
      const expires = Math.floor(now / WINDOW_MS) * WINDOW_MS + 2 * WINDOW_MS;
      return `${UPLOADS_PREFIX}images/signed/${expires}-${sign(expires, key)}/${key.slice('images/'.length)}`;
    },
    /** The time a signed path stops working (ms), or undefined when it is not a signed path. */
    expiresOf(path: string): number | undefined {
      const m = SIGNED.exec(path);
      return m ? Number(m[1]) : undefined;
    },
    /** The storage key a signed path names, when its signature holds and has not expired; otherwise undefined. */
    verify(path: string, now = Date.now()): string | undefined {
      const m = SIGNED.exec(path);
      if (!m) return undefined;
      const [, expiresText, signature, file] = m;
      const expires = Number(expiresText);
      const key = `images/${file}`;
      if (expires < now) return undefined;
      const expected = Buffer.from(sign(expires, baseKeyOf(key)));
      const given = Buffer.from(signature!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? key : undefined;
    },
  };
}
export type PhotoFileSigner = ReturnType<typeof createPhotoFileSigner>;

/**
 * The keys of hidden photos' files, kept in memory and loaded again only when the public cache's
 * generation has moved (a write here, or another instance's NOTIFY, decisions 013 and 051): a
 * consent change that hides a photo hides its files at the same moment as its pages, and a file
 * request costs no query. Concurrent requests after a change share one load.
 */
type PhotoKeys = { photos: Set<string>; hidden: Set<string> };

export function createHiddenPhotoFiles(db: Db, generation: () => number) {
  const repo = createAlbumRepository(db);
  let loaded: { generation: number; keys: PhotoKeys } | undefined;
  let loading: { generation: number; keys: Promise<PhotoKeys> } | undefined;
  let loads = 0;

  const keys = (): Promise<PhotoKeys> => {
    const current = generation();
    if (loaded?.generation === current) return Promise.resolve(loaded.keys);
    if (loading?.generation === current) return loading.keys;
    loads += 1;
    const promise = repo.photoFiles().then((rows) => {
      const set: PhotoKeys = { photos: new Set(), hidden: new Set() };
      for (const row of rows) {
        const key = keyFromUrl(row.url);
        if (!key) continue;
        set.photos.add(key);
        if (row.hidden) set.hidden.add(key);
      }
      // A write that landed while the list was read makes it stale: used for this request only.
      if (generation() === current) loaded = { generation: current, keys: set };
      return set;
    });
    loading = { generation: current, keys: promise };
    void promise
      .finally(() => {
        if (loading?.keys === promise) loading = undefined;
      })
      .catch(() => {});
    return promise;
  };

  return {
    /**
     * Whether `key` (a file or one of its width variants) is an album photo's, and whether visitors
     * must not see it. An album photo's file may be hidden later (a family withdraws consent), so it
     * is not cached as immutable the way other uploads are.
     */
    async stateOf(key: string): Promise<'hidden' | 'photo' | 'other'> {
      const base = baseKeyOf(key);
      const { photos, hidden } = await keys();
      return hidden.has(base) ? 'hidden' : photos.has(base) ? 'photo' : 'other';
    },
    /** How many times the list was read from the database (tests: no query per request). */
    loads: () => loads,
  };
}
export type HiddenPhotoFiles = ReturnType<typeof createHiddenPhotoFiles>;
