import { Suspense, useId, useState, type ReactNode } from 'react';
import { DASHBOARD_TEXTS as D } from '@academy/contract/admin-dashboard-constants';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import ui from '../../../components/admin/ui.module.css';
import css from './dashboard-page.module.css';

type Props<T extends { id: string | number }> = {
  title: string;
  rows: T[];
  columns: Column<T>[];
  /** The chart (a lazy recharts chunk, docs/decisions/036); its numbers are `rows`. */
  chart: ReactNode;
  /** Shown instead of the chart and the table when there is nothing to draw. */
  empty?: string | null;
};

/**
 * A dashboard chart with its table alternative: the table is always in the page, visually hidden
 * while the chart shows (a screen reader reads the table), and "Show as table" swaps the two.
 */
export function ChartCard<T extends { id: string | number }>({ title, rows, columns, chart, empty }: Props<T>) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  // Rows keyed by their id (a generic T leaves AdminTable's RowKey<T> unresolved for the compiler).
  const table = { rows, columns, rowKey: (r: T) => r.id } as Parameters<typeof AdminTable<T>>[0];
  return (
    <section className={`${ui.card} ${css.chartCard}`} aria-labelledby={headingId}>
      <div className={css.chartHead}>
        <h2 id={headingId} className={`${ui.cardTitle} ${css.sectionHead}`}>
          {title}
        </h2>
        {empty ? null : (
          <button type="button" className={`${ui.btn} ${ui.small}`} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? D.showChart : D.showTable}
          </button>
        )}
      </div>
      {empty ? (
        <p className={ui.empty}>{empty}</p>
      ) : (
        <>
          {asTable ? null : (
            <div className={css.chart} data-testid="chart">
              <Suspense fallback={<div className={css.chartLoading} />}>{chart}</Suspense>
            </div>
          )}
          <div className={asTable ? undefined : `${ui.srOnly} ${css.srTable}`}>
            <AdminTable {...table} card={false} compact />
          </div>
        </>
      )}
    </section>
  );
}
