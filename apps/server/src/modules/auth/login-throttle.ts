import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/login-attempts.ts';

export type ThrottleRule = { key: string; max: number };
/** An attempt counted before its check: forgiven when it succeeds, kept when it fails. */
export type Reservation = { ids: number[]; wait: number };

/**
 * Failed sign-ins (and current-password checks, and two-factor codes) counted per key in a sliding
 * window, in the database: the limit survives a restart and holds across several instances. Times
 * come from the database clock, so instances with skewed clocks still agree.
 *
 * Counted and checked atomically (decision 022): an attempt takes a transaction-scoped advisory
 * lock on each of its keys (in a fixed order, so two attempts never wait for each other in a
 * circle), counts the rows in the window, and writes its own row only while every rule has room.
 * Simultaneous attempts on one key therefore queue for a moment, and exactly `max` of a burst are
 * let through. A refused attempt writes nothing, so hammering a closed door does not keep it closed
 * longer; a successful one's row is removed (`forgive`), so it never counts against its owner.
 */
export function createLoginThrottle(db: Db, windowMs: number) {
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;

  /** Seconds until every rule allows another attempt, or 0. */
  const retryAfter = async (rules: readonly ThrottleRule[], tx: Db = db): Promise<number> => {
    const rows = await tx
      .select({
        key: loginAttempts.key,
        n: sql<number>`count(*)`.mapWith(Number),
        // When the oldest failure in the window leaves it.
        wait: sql<number>`extract(epoch from (min(${loginAttempts.attemptedAt}) + make_interval(secs => ${windowMs / 1000}) - now()))`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(
        and(
          inArray(
            loginAttempts.key,
            rules.map((r) => r.key),
          ),
          gt(loginAttempts.attemptedAt, windowStart),
        ),
      )
      .groupBy(loginAttempts.key);
    let wait = 0;
    for (const row of rows) {
      const rule = rules.find((r) => r.key === row.key);
      if (rule && row.n >= rule.max) wait = Math.max(wait, Math.max(1, Math.ceil(row.wait)));
    }
    return wait;
  };

  return {
    retryAfter: (rules: readonly ThrottleRule[]) => retryAfter(rules),

    /** Counts an attempt under every rule; `wait` > 0: refused (and not counted). */
    reserve(rules: readonly ThrottleRule[]): Promise<Reservation> {
      return db.transaction(async (tx) => {
        for (const key of rules.map((r) => r.key).sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-throttle:${key}`}, 0))`);
        const wait = await retryAfter(rules, tx);
        if (wait > 0) return { ids: [], wait };
        const inserted = await tx
          .insert(loginAttempts)
          .values(rules.map((r) => ({ key: r.key })))
          .returning({ id: loginAttempts.id });
        return { ids: inserted.map((r) => r.id), wait: 0 };
      });
    },

    /** The attempt succeeded: it does not count. */
    async forgive(reservation: Reservation): Promise<void> {
      if (reservation.ids.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation.ids));
      // Old rows are useless; the index on attempted_at keeps this cheap.
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart));
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
