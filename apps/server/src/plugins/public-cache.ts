import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { accessLineWriter } from './access-log.ts';
import { bytesIn, encodingFor, sendEncoded, type EncodedBody } from '../lib/encoded-body.ts';

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
 *
 * `front` answers a hit from Node's request event, before Fastify (app.ts's serverFactory): the
 * answer is known, with every header the app sent the first time, so routing, the request and
 * reply objects, the request's logger and three hook chains were most of a hit's cost
 * (docs/performance.md). It takes only plain anonymous GETs; revalidations (If-None-Match),
 * cross-origin requests (CORS headers are Fastify's) and anything else go through Fastify, whose
 * hook below answers hits there too (and `app.inject`, which has no server).
 */
export type PublicCache = {
  /** Empties the cache and tells every `onInvalidate` listener (e.g. a broadcast to other instances). */
  invalidate: () => void;
  /** Empties this instance's cache only (for invalidations received from elsewhere). */
  clear: () => void;
  onInvalidate: (listener: () => void) => () => void;
  /** Called after every emptying, by a write here or one broadcast from another instance (the academy's zone follows it, lib/academy-zone.ts). */
  onClear: (listener: () => void) => () => void;
  stats: () => { entries: number; hits: number; misses: number; generation: number };
  /**
   * Keeps an answer a route built from public data only (a page's HTML) for later anonymous GETs of
   * the same URL, with the reply's headers as they are now; not when a write landed meanwhile.
   */
  keep: (request: FastifyRequest, reply: FastifyReply, answer: EncodedBody & { etag: string; expiresAt?: number }) => void;
  /** Answers a kept entry straight from Node's request event; false: Fastify takes the request. */
  front: (req: IncomingMessage, res: ServerResponse) => boolean;
};

export type PublicCacheOptions = {
  /** Most URLs kept; the oldest entry goes first. Query strings (search, paging) make the key space open-ended. */
  maxEntries?: number;
  /** Bodies above this are answered but not kept. */
  maxBodyBytes?: number;
};

/** `headers`: every header of the first answer but its length (security headers, type, ETag, cache-control). */
type Entry = EncodedBody & {
  etag: string;
  /** A rendered page whose content changes with the clock (the next trial starts): dropped then (ms). */
  expiresAt?: number;
  contentType: string;
  headers: OutgoingHttpHeaders;
  /** The front's header lines per encoding, flat (`[name, value, …]`), made on first use. */
  heads?: Partial<Record<'plain' | 'br' | 'gzip', string[]>>;
  /** The front's access-log line for this URL, as far as it is the same for every request (accessLineWriter). */
  logLine?: string;
};

/**
 * The request's Accept-Encoding, or null when the front must leave the request to Fastify, read
 * from the raw list Node keeps (the bare server never reads headers either): `req.headers` would
 * build an object of every header per request.
 */
function frontAcceptEncoding(raw: string[]): string | undefined | null {
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // A name is lower-cased only when its length is one of these: most headers are skipped unread.
    const length = name.length;
    if (length !== 13 && length !== 6 && length !== 15) continue;
    const lower = name.toLowerCase();
    // A request the front leaves to Fastify: a session, cross-origin (CORS headers), a revalidation.
    if (lower === 'authorization' || lower === 'origin' || lower === 'if-none-match') return null;
    if (lower === 'accept-encoding') acceptEncoding = acceptEncoding === undefined ? raw[i + 1] : `${acceptEncoding}, ${raw[i + 1]}`;
  }
  return acceptEncoding;
}

/** The whole header set of a front answer in `encoding`, as Node's `writeHead` takes it flat. */
function headLines(entry: Entry, encoding: 'br' | 'gzip' | undefined, length: number): string[] {
  const key = encoding ?? 'plain';
  const heads = (entry.heads ??= {});
  let lines = heads[key];
  if (!lines) {
    const all: OutgoingHttpHeaders = {
      ...entry.headers,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': length,
    };
    lines = heads[key] = Object.entries(all).flatMap(([name, value]) =>
      value === undefined ? [] : Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
    );
  }
  return lines;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicCacheGeneration: number;
    /** When a public answer changes with the clock (a fixture starts): kept until then only; 0: until the next write. */
    publicCacheExpiresAt: number;
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

/**
 * Fastify's `serverFactory`: Node's HTTP server as Fastify makes it (same timeouts), with the public
 * cache's `front` in the request event before Fastify's handler. `front` is read per request: the
 * cache is registered after the server exists.
 *
 * Headers must arrive within `headersTimeoutMs` (decision 023: 10 s). Node checks that deadline
 * only every `connectionsCheckingInterval` (30 s by default), so slow headers were cut after about
 * 30 s (decision 061): the check runs every tenth of the deadline, at most every second, so a
 * connection is cut within 10 % of it.
 */
export function cacheFrontServer(front: () => PublicCache['front'] | undefined, headersTimeoutMs: number): FastifyServerFactory {
  return (handler, opts) => {
    const options = { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 10))) };
    const server = http.createServer(options, (req, res) => {
      if (front()?.(req, res) !== true) handler(req, res);
    });
    server.keepAliveTimeout = Number(opts.keepAliveTimeout ?? 72_000);
    server.requestTimeout = Number(opts.requestTimeout ?? 0);
    server.setTimeout(Number(opts.connectionTimeout ?? 0));
    if (Number(opts.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(opts.maxRequestsPerSocket);
    return server;
  };
}

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
  const clearListeners = new Set<() => void>();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  let closing = false;
  app.addHook('preClose', (done) => {
    // Fastify answers requests that arrive while it closes (Connection: close).
    closing = true;
    done();
  });

  const accessLine = accessLineWriter(app.log);

  const clear = () => {
    generation += 1;
    entries.clear();
    for (const listener of clearListeners) listener();
  };
  /**
   * The last good answer per URL, kept through clears: while the database is unavailable (a read
   * answers 503) a public read gets it instead, marked `x-cache-status: stale` (decision 021). A
   * write on this instance drops them all: what it changed is never served stale.
   */
  const lastGood = new Map<string, Entry>();
  const cache: PublicCache = {
    clear,
    invalidate() {
      lastGood.clear();
      clear();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    stats: () => ({ entries: entries.size, hits, misses, generation }),
    keep(request, reply, answer) {
      if (request.method !== 'GET' || request.headers.authorization || request.publicCacheGeneration !== generation || answer.body.length > maxBodyBytes)
        return;
      keepEntry(request.url, reply, answer);
    },
    front(req, res) {
      if (closing || req.method !== 'GET' || req.url === undefined) return false;
      const entry = live(req.url);
      if (!entry) return false;
      const acceptEncoding = frontAcceptEncoding(req.rawHeaders);
      if (acceptEncoding === null) return false;
      hits += 1;
      const started = performance.now();
      const encoding = encodingFor(entry, acceptEncoding);
      const bytes = bytesIn(entry, encoding);
      res.writeHead(200, headLines(entry, encoding, bytes.length));
      res.end(bytes);
      // The access log's line, as Fastify's requests get it (AccessLog), without a request id.
      accessLine.write((entry.logLine ??= accessLine.prepare(req.url)), 200, Math.round((performance.now() - started) * 10) / 10);
      return true;
    },
  };
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCacheGeneration', 0);
  app.decorateRequest('publicCacheExpiresAt', 0);

  /** The entry kept for `url`, unless its time has passed (then it is dropped, and the next read rebuilds it). */
  function live(url: string): Entry | undefined {
    const entry = entries.get(url);
    if (entry?.expiresAt !== undefined && Date.now() >= entry.expiresAt) {
      entries.delete(url);
      return undefined;
    }
    return entry;
  }

  function keepEntry(url: string, reply: FastifyReply, answer: EncodedBody & { etag: string; expiresAt?: number }) {
    const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
    // Per answer, not per entry: the front adds them for each client.
    delete headers['content-length'];
    delete headers['content-encoding'];
    delete headers.vary;
    if (entries.size >= maxEntries && !entries.has(url)) entries.delete(entries.keys().next().value as string);
    entries.set(url, {
      body: answer.body,
      br: answer.br,
      gzip: answer.gzip,
      etag: answer.etag,
      expiresAt: answer.expiresAt,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      headers,
    });
    if (lastGood.size >= maxEntries && !lastGood.has(url)) lastGood.delete(lastGood.keys().next().value as string);
    lastGood.set(url, entries.get(url)!);
  }

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendEncoded(request, reply.type(entry.contentType), entry);
  };

  // Callback hooks, not async ones: a hit is answered without a promise or a microtask. Only
  // cacheable answers are ever stored, so an anonymous GET whose URL is kept is a hit as it is.
  app.addHook('onRequest', (request, reply, done) => {
    request.publicCacheGeneration = generation;
    const entry = request.method === 'GET' && !request.headers.authorization ? live(request.url) : undefined;
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
    const stale = reply.statusCode === 503 && request.method === 'GET' && !request.headers.authorization ? lastGood.get(request.url) : undefined;
    if (stale) {
      // Database unavailable: the last good answer, marked stale and kept by no one (decision 021).
      reply.code(200).removeHeader('retry-after');
      reply.type(stale.contentType).header('etag', stale.etag).header('cache-control', 'no-store').header('x-cache-status', 'stale');
      return stale.body;
    }
    // Validators for every JSON read of the API (admin reads too); cache hits already carry theirs.
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/') || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    reply.header('etag', etag);
    const publicRead = cacheable(request);
    // Anything not public is kept by no cache at all, the browser's included (docs/decisions/023).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', publicRead ? 'no-cache' : 'no-store');
    // A route that answers no-store (the families' status pages) is never kept, whoever asks.
    const noStore = /no-store/i.test(String(reply.getHeader('cache-control') ?? ''));
    // Its hits go out compressed when the client accepts it (front and sendEncoded): the miss says so too, as they do.
    if (publicRead && !noStore) reply.header('vary', 'Accept-Encoding');
    if (publicRead && !noStore && request.publicCacheGeneration === generation && body.length <= maxBodyBytes) {
      keepEntry(request.url, reply, { body, etag, expiresAt: request.publicCacheExpiresAt || undefined });
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
