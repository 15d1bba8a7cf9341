export const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

type IsoDate<V> = V extends Date ? string : V;
/** A row's Date values as ISO strings: what the API answers for its timestamps. */
export type WithIsoDates<T> = { [K in keyof T]: IsoDate<T[K]> };

/** Turns a database row into its API record, when the table's keys are the API's field names. */
export function withIsoDates<T extends object>(row: T): WithIsoDates<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as WithIsoDates<T>;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text literally. */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
