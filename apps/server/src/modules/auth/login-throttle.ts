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
 * Counted before checked (decision 022): an attempt first writes its row, then counts the rows in
 * the window, its own included, and goes ahead only while that count is within the limit. Among
 * attempts that go ahead, the one that counted last saw every other's row (each wrote before it
 * counted), so no more than `max` checks ever happen in a window, however many arrive at once (a
 * burst may refuse one more than strictly needed, never admit one too many). A refused attempt's
 * row is removed again, so hammering a closed door does not keep it closed longer; a successful
 * one's too, so it never counts against its owner.
 */
export function createLoginThrottle(db: Db, windowMs: number) {
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;

  /** Seconds until every rule allows another attempt (a rule is full at `max` rows, or above it when `counted` rows are ours), or 0. */
  const retryAfter = async (rules: readonly ThrottleRule[], counted = false): Promise<number> => {
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
      if (rule && (counted ? row.n > rule.max : row.n >= rule.max)) wait = Math.max(wait, Math.max(1, Math.ceil(row.wait)));
    }
    return wait;
  };

  return {
    retryAfter: (rules: readonly ThrottleRule[]) => retryAfter(rules),

    /** Counts an attempt under every rule; `wait` > 0: refused (and not counted). */
    async reserve(rules: readonly ThrottleRule[]): Promise<Reservation> {
      const inserted = await db
        .insert(loginAttempts)
        .values(rules.map((r) => ({ key: r.key })))
        .returning({ id: loginAttempts.id });
      const ids = inserted.map((r) => r.id);
      const wait = await retryAfter(rules, true);
      if (wait === 0) return { ids, wait };
      await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
      return { ids: [], wait };
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
