import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export const CACHE_CHANNEL = 'academy_public_cache';
/** Longest a write's answer waits for its own notification to come back. */
const ECHO_WAIT_MS = 1000;
/**
 * Then a little longer: listeners are signalled one after the other, so another instance may read
 * its notification a moment after ours came back. Writes are rare; reads are many.
 */
const ECHO_GRACE_MS = 10;

/** `connections`: how many times LISTEN has succeeded (1 after start, +1 per reconnection). */
export type CacheBroadcast = { listening: () => boolean; connections: () => number; close: () => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    cacheBroadcast: CacheBroadcast;
  }
}

/**
 * Several instances on one PostgreSQL each keep their own public cache (public-cache.ts). A write
 * on one instance empties its cache and NOTIFYs the others on CACHE_CHANNEL; a dedicated client
 * LISTENs and empties this instance's cache when another instance wrote. The writer's answer
 * waits for the NOTIFY to be committed, so by the time a client sees its write acknowledged the
 * other instances have been told: it waits until its own notification has come back through its
 * own listener (at most ECHO_WAIT_MS), and PostgreSQL signals every listener at the same commit.
 *
 * While the listening connection is down a notification could be missed, so the cache is kept
 * empty (every answer clears it) until LISTEN is back, and emptied once more then.
 * Register after registerPublicCache: the onSend hook must run after the cache's.
 */
export async function registerCacheBroadcast(app: FastifyInstance, url: string, opts: { reconnectMaxMs?: number } = {}): Promise<void> {
  // Loaded only with PostgreSQL, as in db/client.ts.
  const { default: Pg } = await import('pg');
  const cache = app.publicCache;
  const instance = randomUUID();
  const reconnectMaxMs = opts.reconnectMaxMs ?? 5000;
  let client: pg.Client | undefined;
  let listening = false;
  let connections = 0;
  let closed = false;
  let retryMs = 100;
  let timer: NodeJS.Timeout | undefined;
  /** NOTIFYs not yet committed; a writer's answer waits for them (its own among them). */
  const pending = new Set<Promise<unknown>>();

  const down = () => {
    listening = false;
    cache.clear();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, reconnectMaxMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new Pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000 });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      down();
      if (!closed) app.log.warn({ err }, 'public cache broadcast: connection lost, reconnecting');
      c.end().catch(() => {});
      schedule();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (msg) => {
      if (msg.channel !== CACHE_CHANNEL) return;
      const [from, seq] = (msg.payload ?? '').split(':');
      if (from !== instance) return cache.clear();
      echoes.get(Number(seq))?.();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      if (lost || closed) return;
      listening = true;
      connections += 1;
      retryMs = 100;
      // Whatever was written while we were not listening.
      cache.clear();
    } catch (err) {
      onLost(err as Error);
    }
  }

  // Our own notification coming back through our listener: PostgreSQL signals every listener at
  // commit, so by then the other instances have (almost always) received theirs too.
  const echoes = new Map<number, () => void>();
  let seq = 0;
  const echoed = (n: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ECHO_WAIT_MS);
      function done() {
        clearTimeout(t);
        echoes.delete(n);
        resolve();
      }
      echoes.set(n, done);
    });

  cache.onInvalidate(() => {
    const n = ++seq;
    const echo = listening ? echoed(n) : Promise.resolve();
    const p = app.db
      .execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`${instance}:${n}`})`)
      .then(
        () => echo.then(() => new Promise((r) => setTimeout(r, listening ? ECHO_GRACE_MS : 0))),
        (err: unknown) => {
          echoes.get(n)?.();
          app.log.warn({ err }, 'public cache broadcast: NOTIFY failed');
        },
      )
      .finally(() => pending.delete(p));
    pending.add(p);
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (!listening) cache.clear();
    if (pending.size > 0 && request.method !== 'GET' && request.method !== 'HEAD') await Promise.all([...pending]);
    return payload;
  });

  const close = async () => {
    closed = true;
    for (const done of [...echoes.values()]) done();
    if (timer) clearTimeout(timer);
    listening = false;
    await client?.end().catch(() => {});
  };
  app.decorate('cacheBroadcast', { listening: () => listening, connections: () => connections, close });
  app.addHook('onClose', close);

  await connect();
}
