import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';

type Hit = { current: number; ttl: number };
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store on the `rate_limit_hits` table: fixed windows counted with one
 * UPSERT, so every app instance on the same PostgreSQL shares the limit. Times come from the
 * database clock (instances with skewed clocks still agree). Expired rows are swept now and then.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (windowMs: number) => {
    const now = Date.now();
    if (now - lastSweep < Math.max(windowMs, 60_000)) return;
    lastSweep = now;
    db.execute(sql`delete from rate_limit_hits where reset_at < now()`).catch(() => {});
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      const id = `${this.prefix}|${key}`;
      const seconds = timeWindow / 1000;
      db.execute<{ count: number; ttl: number }>(
        sql`
        insert into rate_limit_hits as h (key, count, reset_at)
        values (${id}, 1, now() + make_interval(secs => ${seconds}))
        on conflict (key) do update set
          count = case when h.reset_at <= now() then 1 else h.count + 1 end,
          reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      )
        .then((res) => {
          const row = res.rows[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
          sweep(timeWindow);
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    read(key: string, callback: (error: Error | null, result?: Hit) => void): void {
      const id = `${this.prefix}|${key}`;
      db.execute<{ count: number; ttl: number }>(
        sql`
        select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl
        from rate_limit_hits where key = ${id} and reset_at > now()`,
      )
        .then((res) => {
          const row = res.rows[0];
          callback(null, row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    /** One counter space per route: the same address on two forms has two limits, as with the local store. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const info = (routeOptions as RouteParams).routeInfo ?? {};
      const method = [info.method ?? ''].flat().join(',');
      return new PgRateLimitStore({}, `${method} ${info.url ?? ''}`);
    }
  }
  return PgRateLimitStore;
}
