import { getTableColumns, type Table } from 'drizzle-orm';

type ColumnsOf<T extends Table> = T['_']['columns'];

/**
 * The columns of `table` that the contract's `record` schema declares, for `select` and `returning`:
 * the table's keys are the API's field names, so a row read this way is the record (dates aside,
 * see withIsoDates) and a column the answer does not name is never read.
 */
export function columnsOf<T extends Table, S extends Record<string, unknown>>(
  table: T,
  record: { shape: S },
): Pick<ColumnsOf<T>, keyof S & keyof ColumnsOf<T>> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(columns).filter(([key]) => Object.hasOwn(record.shape, key))) as Pick<ColumnsOf<T>, keyof S & keyof ColumnsOf<T>>;
}

/**
 * A parsed form's fields to store under their own names (decision 026): every key of the contract's
 * input but the `computed` ones, whose columns the service sets itself (a file's URL, a sanitized
 * body). A field added to the contract and the table is stored without naming it here.
 */
export function storedFields<T extends object, K extends keyof T = never>(input: T, computed: readonly K[] = []): Omit<T, K> {
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of computed) delete out[key as string];
  return out as Omit<T, K>;
}

/** The same for an update: only the fields the form sent; an absent one keeps its stored value (an empty one clears it). */
export function sentFields<T extends object, K extends keyof T = never>(
  input: T,
  sent: Record<string, unknown>,
  computed: readonly K[] = [],
): Partial<Omit<T, K>> {
  const stored = storedFields(input, computed) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(sent, key))) as Partial<Omit<T, K>>;
}
