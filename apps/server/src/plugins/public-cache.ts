import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded, type EncodedBody } from '../lib/encoded-body.ts';

/**
 * One in-memory cache for every anonymous GET of a public API route, keyed by URL, holding the
 * serialized body and its ETag: a hit costs no database query, no serialization and no hashing.
 *
 * Invalidation is deliberately coarse and therefore correct: any successful non-GET request to
 * /api empties it (content changes rarely; reads are many). It happens in onSend, before the
 * writer sees its answer, so the writer's next read is fresh. A read that was already running
 * while a write landed is not stored (generation check). `invalidate()` is the hook a
 * multi-instance deployment uses to broadcast; `clear()` drops only this instance's entries.
 * Hits are sent brotli- or gzip-compressed when the client accepts it (compressed once per entry).
 */
export type PublicCache = {
  /** Empties the cache and tells every `onInvalidate` listener (e.g. a broadcast to other instances). */
  invalidate: () => void;
  /** Empties this instance's cache only (for invalidations received from elsewhere). */
  clear: () => void;
  onInvalidate: (listener: () => void) => () => void;
  stats: () => { entries: number; hits: number; misses: number; generation: number };
};

export type PublicCacheOptions = {
  /** Most URLs kept; the oldest entry goes first. Query strings (search, paging) make the key space open-ended. */
  maxEntries?: number;
  /** Bodies above this are answered but not kept. */
  maxBodyBytes?: number;
};

type Entry = EncodedBody & { etag: string; contentType: string };

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicCacheGeneration: number;
  }
}

/** Not content: health must reflect the database now; auth and docs are not page data. */
const NEVER_CACHED = /^\/api\/(health|auth|docs)(\/|\?|$)/;

/**
 * Writes that cannot change any public read: sign-in and the public forms. They are the busiest
 * writes, and on several instances each invalidation empties every instance's cache.
 */
const NO_PUBLIC_EFFECT = /^\/api\/(auth|registrations|contact|newsletter)(\/|\?|$)/;

const isSafe = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Cheapest tests first: `routeOptions` builds a new object on every read. */
function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.url.startsWith('/api/') &&
    !request.headers.authorization &&
    !NEVER_CACHED.test(request.url) &&
    request.routeOptions.config.public === true
  );
}

export function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const cache: PublicCache = {
    clear,
    invalidate() {
      clear();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats: () => ({ entries: entries.size, hits, misses, generation }),
  };
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCacheGeneration', 0);

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendEncoded(request, reply.type(entry.contentType), entry);
  };

  // Callback hooks, not async ones: a hit is answered without a promise or a microtask. Only
  // cacheable answers are ever stored, so an anonymous GET whose URL is kept is a hit as it is.
  app.addHook('onRequest', (request, reply, done) => {
    request.publicCacheGeneration = generation;
    const entry = request.method === 'GET' && !request.headers.authorization ? entries.get(request.url) : undefined;
    if (!entry) {
      if (cacheable(request)) misses += 1;
      done();
      return;
    }
    hits += 1;
    // Answered here: the rest of the hooks, the handler and serialization do not run (no done()).
    answer(request, reply, entry);
  });

  const store = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isSafe(request.method)) {
      if (request.url.startsWith('/api/') && !NO_PUBLIC_EFFECT.test(request.url) && reply.statusCode < 400) cache.invalidate();
      return payload;
    }
    // Validators for every JSON read of the API (admin reads too); cache hits already carry theirs.
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/') || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    reply.header('etag', etag);
    const publicRead = cacheable(request);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', publicRead ? 'no-cache' : 'private, no-cache');
    // A route that answers no-store (the families' status pages) is never kept, whoever asks.
    const noStore = /no-store/i.test(String(reply.getHeader('cache-control') ?? ''));
    if (publicRead && !noStore && request.publicCacheGeneration === generation && body.length <= maxBodyBytes) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, { body, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    }
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return body;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    let result: unknown;
    try {
      result = store(request, reply, payload);
    } catch (err) {
      done(err as Error);
      return;
    }
    done(null, result);
  });
}
