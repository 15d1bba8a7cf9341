import { getTableColumns, type Table } from 'drizzle-orm';

type ColumnsOf<T extends Table> = T['_']['columns'];

/**
 * The columns of `table` that the contract's `record` schema declares, for `select` and `returning`:
 * the table's keys are the API's field names, so a row read this way is the record (dates aside,
 * see withIsoDates) and a column the answer does not name is never read.
 */
export function columnsOf<T extends Table, S extends Record<string, unknown>>(table: T, record: { shape: S }): Pick<ColumnsOf<T>, keyof S & keyof ColumnsOf<T>> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(columns).filter(([key]) => Object.hasOwn(record.shape, key))) as Pick<ColumnsOf<T>, keyof S & keyof ColumnsOf<T>>;
}
