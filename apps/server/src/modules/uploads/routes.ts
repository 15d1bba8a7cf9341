import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { isValidKey } from '../../storage/storage.ts';

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
    const hidden = signed === undefined && key.startsWith('images/') && isValidKey(key) && (await app.photoFiles.hidden.isHidden(key));
    const size = isValidKey(key) && !hidden ? await app.storage.size(key) : undefined;
    if (size === undefined) return reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound });
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send({ success: false, message: COMMON_MESSAGES.rangeNotSatisfiable });
    }
    const file = await app.storage.get(key, range);
    if (!file) return reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound });
    void reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      // Names are random and never reused, so a stored file never changes. A signed address is staff's own (decision 051).
      .header('cache-control', signed ? 'private, max-age=86400' : 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes')
      .header('content-length', String(file.end - file.start + 1));
    if (range) void reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${size}`);
    return reply.send(file.stream);
  });
};
