import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/login-attempts.ts';

export type ThrottleRule = { key: string; max: number };

/**
 * Failed sign-ins counted per key in a sliding window, in the database: the limit survives a
 * restart and holds across several instances. Times come from the database clock, so instances
 * with skewed clocks still agree.
 */
export function createLoginThrottle(db: Db, windowMs: number) {
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;

  return {
    /** Seconds until every rule allows another attempt, or 0. */
    async retryAfter(rules: readonly ThrottleRule[]): Promise<number> {
      const rows = await db
        .select({
          key: loginAttempts.key,
          n: sql<number>`count(*)`.mapWith(Number),
          // When the oldest failure in the window leaves it.
          wait: sql<number>`extract(epoch from (min(${loginAttempts.attemptedAt}) + make_interval(secs => ${windowMs / 1000}) - now()))`.mapWith(Number),
        })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, rules.map((r) => r.key)), gt(loginAttempts.attemptedAt, windowStart)))
        .groupBy(loginAttempts.key);
      let wait = 0;
      for (const row of rows) {
        const rule = rules.find((r) => r.key === row.key);
        if (rule && row.n >= rule.max) wait = Math.max(wait, Math.max(1, Math.ceil(row.wait)));
      }
      return wait;
    },

    async fail(keys: readonly string[]): Promise<void> {
      await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
      // Old rows are useless; the index on attempted_at keeps this cheap.
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart));
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
