import type { HTMLAttributes, Key, ReactNode } from 'react';
import ui from './ui.module.css';
import css from './admin-table.module.css';

/** One column of an admin table. */
export type Column<T> = {
  /** The column's name: its header, and the label a phone shows beside each of its cells. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The phone's label when it is not the header; null: none (a cell of buttons that say what they do). */
  label?: string | null;
  /** The header is for screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** On the header and on every cell of the column. */
  className?: string;
  /** A column of the row's buttons: its header for screen readers only, no phone label, the buttons at the right in a row that wraps. */
  buttons?: true;
};

/** What a row carries besides its cells: a class, data-* attributes for styles and tests. */
type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | boolean | undefined };

/** A row's React key: its `id`, or `rowKey` for rows without one. */
type RowKey<T> = T extends { id: Key } ? { rowKey?: (row: T) => Key } : { rowKey: (row: T) => Key };

type Props<T> = RowKey<T> & {
  rows: T[];
  columns: Column<T>[];
  rowProps?: (row: T) => RowProps;
  /** On the <table>, for a screen's own column styles. */
  className?: string;
  /**
   * Narrow columns (less padding, cells aligned to the top) for a table of many columns; on a
   * phone its labels never wrap.
   */
  compact?: boolean;
  /** On a phone the rows stand as cards of their own, without the card around the table. */
  flat?: boolean;
  /** false: no card around the table (it stands in a card of its own). */
  card?: boolean;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The admin lists' table, from column definitions. Under 768 px each row becomes a card and each
 * cell shows its column's label (data-label, ui.module.css), so a column is named once for both.
 */
export function AdminTable<T>({ rows, columns, rowKey, rowProps, className, compact, flat, card = true }: Props<T>) {
  const keyOf = rowKey ?? ((row: T) => (row as { id: Key }).id);
  return (
    <div className={classes(card && ui.card, ui.tableWrap, flat && css.flat)}>
      <table className={classes(ui.table, compact && css.compact, className)}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={classes(c.buttons && css.buttonsCell, c.className)}>
                {c.hiddenHeader || c.buttons ? <span className={ui.srOnly}>{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)} {...rowProps?.(row)}>
              {columns.map((c) => (
                <td
                  key={c.header}
                  data-label={c.label === null || c.buttons ? undefined : (c.label ?? c.header)}
                  className={classes(c.buttons && css.buttonsCell, c.className) || undefined}
                >
                  {c.buttons ? <div className={css.buttons}>{c.cell(row)}</div> : c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
