import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowCounts } from '../db/schema/row-counts.ts';

/**
 * The tables whose rows migration 0003's triggers count, with the columns counted per value.
 * Lists read their totals here (one primary-key read) instead of counting the table per request.
 */
type Counted = {
  posts: ['published'];
  registrations: ['status', 'player_age'];
  team_members: ['role'];
  albums: [];
  photos: ['album_id'];
  media: [];
  contact_messages: [];
};

/** `posts` (every row) or `posts.published=true` (the rows with that value). */
export function rowCountKey<T extends keyof Counted>(table: T, by?: { column: Counted[T][number]; value: string | number | boolean }): string {
  return by ? `${table}.${by.column}=${String(by.value)}` : table;
}

export async function countedRows(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.key, key)).limit(1);
  return row?.n ?? 0;
}

/** Every value's count of one counted column, e.g. `{ pending: 12, approved: 3 }` (values with no rows left out). */
export async function countedByValue<T extends keyof Counted>(db: Db, table: T, column: Counted[T][number]): Promise<Map<string, number>> {
  const prefix = `${table}.${column}=`;
  // starts_with, not LIKE: `_` in a column name is a LIKE wildcard.
  const rows = await db
    .select()
    .from(rowCounts)
    .where(sql`starts_with(${rowCounts.key}, ${prefix})`);
  return new Map(rows.filter((r) => r.n > 0).map((r) => [r.key.slice(prefix.length), r.n]));
}

/** A list's total: the kept count when `key` is given (the list's filter is a counted one), else a real count. */
export async function totalOf(db: Db, table: PgTable, where: SQL | undefined, key: string | undefined): Promise<number> {
  if (key !== undefined) return countedRows(db, key);
  const [t] = await db.select({ n: count() }).from(table).where(where);
  return t?.n ?? 0;
}
