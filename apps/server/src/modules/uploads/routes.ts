import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { etagMatches } from '../../plugins/public-cache.ts';
import { isValidKey } from '../../storage/storage.ts';

/** Album photos' files: kept, but checked again before each use (decision 051). */
const PHOTO_CACHE_CONTROL = 'public, no-cache';

/** A signed file is the caller's own, kept until its address stops working. */
const signedCacheControl = (expires: number) => `private, max-age=${Math.max(0, Math.floor((expires - Date.now()) / 1000))}`;

/** Parses a single `bytes=` range; multi-range requests are answered with the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'unsatisfiable';
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/uploads/*', { config: { public: true }, schema: { hide: true, params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const path = request.params['*'];
    // A photo visitors must not see (decision 051): its files answer 404 unless the address is signed (staff's view_url).
    const signed = app.photoFiles.signer.verify(path);
    const key = signed ?? path;
    const state = key.startsWith('images/') && isValidKey(key) ? await app.photoFiles.hidden.stateOf(key) : 'other';
    const hidden = signed === undefined && state === 'hidden';
    const size = isValidKey(key) && !hidden ? await app.storage.size(key) : undefined;
    if (size === undefined) return reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound });
    // An album photo's file may be hidden at any time (decision 051): browsers and shared caches ask
    // again each time (a 304 by its ETag when it is still public), rather than keeping it a year.
    const revalidate = signed === undefined && state === 'photo';
    const etag = `"${key}-${size}"`;
    if (revalidate && etagMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', PHOTO_CACHE_CONTROL).send();
    }
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send({ success: false, message: COMMON_MESSAGES.rangeNotSatisfiable });
    }
    const file = await app.storage.get(key, range);
    if (!file) return reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound });
    void reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      // Names are random and never reused, so a stored file never changes. A signed address is staff's
      // own (decision 051), kept by the browser no longer than it works (decision 061).
      .header(
        'cache-control',
        signed ? signedCacheControl(app.photoFiles.signer.expiresOf(path)!) : revalidate ? PHOTO_CACHE_CONTROL : 'public, max-age=31536000, immutable',
      )
      .header('accept-ranges', 'bytes')
      .header('content-length', String(file.end - file.start + 1));
    if (revalidate) void reply.header('etag', etag);
    if (range) void reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${size}`);
    return reply.send(file.stream);
  });
};
