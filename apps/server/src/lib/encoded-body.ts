import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A body kept in memory (a cached public answer, a page's HTML) with its compressed forms, each
 * made once on first demand: visitors on slow networks get brotli or gzip without the server
 * compressing per request.
 */
export type EncodedBody = { body: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    offered.set(name!.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

function compressed(entry: EncodedBody, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return entry.br;
  }
  entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

/** The bytes to send for a client's Accept-Encoding, and their encoding (none: as they are). */
export function encodedFor(entry: EncodedBody, acceptEncoding: string | undefined): { bytes: Buffer; encoding?: Encoding } {
  const encoding = encodingFor(entry, acceptEncoding);
  return encoding ? { bytes: compressed(entry, encoding), encoding } : { bytes: entry.body };
}

/**
 * Clients send a handful of distinct Accept-Encoding values: each is read once (a bounded table, so
 * made-up values cannot grow it), not split and matched on every cached answer.
 */
const preferred = new Map<string, Encoding | undefined>();

/** The encoding `entry` goes out in for a client's Accept-Encoding (the public cache's front: no object per answer). */
export function encodingFor(entry: EncodedBody, acceptEncoding: string | undefined): Encoding | undefined {
  if (entry.body.length < MIN_BYTES || !acceptEncoding) return undefined;
  if (preferred.has(acceptEncoding)) return preferred.get(acceptEncoding);
  const encoding = preferredEncoding(acceptEncoding);
  if (preferred.size < 64) preferred.set(acceptEncoding, encoding);
  return encoding;
}

/** The bytes of `entry` in `encoding` (compressed once, on first demand). */
export function bytesIn(entry: EncodedBody, encoding: Encoding | undefined): Buffer {
  return encoding ? compressed(entry, encoding) : entry.body;
}

/** Sends `entry` in the best encoding the client accepts (or as it is), with `Vary: Accept-Encoding`. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: EncodedBody) {
  reply.header('vary', 'Accept-Encoding');
  const { bytes, encoding } = encodedFor(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
