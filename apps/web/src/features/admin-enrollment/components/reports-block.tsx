import { Link } from 'react-router';
import { adminHref } from '@academy/contract/admin-paths';
import { REPORT_TEXTS as T, type Report } from '@academy/contract/report';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedAction } from '../../../hooks/use-confirmed-delete';
import { formatDate } from '../../../lib/format-date';
import { useReportOrigin, WriteReportLink } from '../../../components/admin/write-report-link';
import { usePublishReport, useReports } from '../api/reports';
import css from './reports-block.module.css';

const C = T.columns;
const average = (r: Report) => (r.criteria.reduce((n, c) => n + c.score, 0) / r.criteria.length).toFixed(1);

/**
 * The enrollment detail's Reports block (decision 034): the child's reports with their state and
 * date, a link to write one, to edit a draft, and publish with a confirmation (the family is mailed).
 */
export function ReportsBlock({ registrationId, name }: { registrationId: number; name: string }) {
  const reports = useReports(registrationId);
  const publish = usePublishReport();
  const notice = useNotice();
  const publishing = useConfirmedAction(publish, (r: Report) => r.id, { done: T.publishedNotice, failed: T.publishFailed }, notice);
  const origin = useReportOrigin();
  const list = reports.data ?? [];
  const columns: Column<Report>[] = [
    {
      header: C.state,
      cell: (r) => (
        <span className={css.state} data-state={r.state}>
          {T.stateLabels[r.state]}
        </span>
      ),
    },
    { header: C.date, cell: (r) => formatDate(r.published_at ?? r.created_at) },
    { header: C.author, cell: (r) => r.author?.name ?? T.noAuthor },
    { header: C.average, cell: (r) => `${average(r)} / 5` },
    {
      header: C.actions,
      cell: (r) => (
        <span className={ui.actions}>
          <Link to={adminHref('report', { id: r.id })} state={origin} className={`${ui.btn} ${ui.small}`}>
            {T.edit}
          </Link>
          {r.state === 'draft' ? (
            <button type="button" className={`${ui.btn} ${ui.small} ${ui.primary}`} onClick={() => publishing.ask(r)}>
              {T.publish}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <section className={`${ui.card} ${css.block}`} aria-labelledby="reports-h" data-testid="reports-block">
      <div className={css.blockHead}>
        <h2 id="reports-h" className={ui.cardTitle}>
          {T.blockTitle}
        </h2>
        <WriteReportLink registrationId={registrationId} name={name} />
      </div>
      <p className={css.muted}>{T.blockIntro}</p>
      <AdminNotice notice={notice.notice} />
      {reports.isError ? <p className={ui.empty}>{T.loadFailed}</p> : null}
      {reports.isSuccess && list.length === 0 ? <p className={ui.empty}>{T.none}</p> : null}
      {list.length > 0 ? <AdminTable rows={list} columns={columns} card={false} compact /> : null}
      <AdminConfirmDialog {...publishing.dialog} title={T.publishTitle} message={T.publishBody} confirmLabel={T.publishConfirm} busyLabel={T.publishing} />
    </section>
  );
}
