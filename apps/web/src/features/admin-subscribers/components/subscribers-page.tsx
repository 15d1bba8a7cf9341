import { Download } from 'lucide-react';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_TEXTS as T, type SubscriberStatus } from '@academy/contract/newsletter-constants';
import type { Subscriber } from '@academy/contract/newsletter';
import { ADMIN_SCREENS } from '@academy/contract/admin-screens';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useNotice } from '../../../components/admin/notice';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminTime } from '../../../components/admin/cells';
import { FilterRow, FilterSelect, useSelectFilter } from '../../../components/admin/filter-select';
import { Pill, type PillTone } from '../../../components/admin/cells';
import { DeleteButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useExportSubscribers } from '../api/export-subscribers';
import { useSubscriberCounts, useSubscribers } from '../api/get-subscribers';
import css from './subscribers.module.css';

const TONES: Record<SubscriberStatus, PillTone> = { pending: 'gold', confirmed: 'green', unsubscribed: 'grey' };
const C = T.columns;

/** The newsletter's subscribers: counts by status, a filter, paging, CSV export and removal after a confirmation. */
export default function SubscribersPage() {
  const status = useSelectFilter('subscriber-status', SUBSCRIBER_STATUSES, { label: T.statusFilter, allLabel: T.allStatuses, labels: T.statusLabels });
  const subscribers = useSubscribers(status.value);
  const counts = useSubscriberCounts();
  const exportCsv = useExportSubscribers();
  const notice = useNotice();
  const remove = useConfirmedDelete<Subscriber>(useDeleteSubscriber(), { deleted: T.removed, deleteFailed: T.removeFailed }, notice);
  const columns: Column<Subscriber>[] = [
    { header: C.email, cell: (s) => <span className={css.email}>{s.email}</span> },
    {
      header: C.status,
      cell: (s) => (
        <Pill tone={TONES[s.status]} data-status={s.status}>
          {T.statusLabels[s.status]}
        </Pill>
      ),
    },
    { header: C.subscribed, cell: (s) => <AdminTime value={s.created_at} title="dayTime" none={T.none} /> },
    { header: C.confirmed, cell: (s) => <AdminTime value={s.confirmed_at} title="dayTime" none={T.none} /> },
    { header: C.actions, hiddenHeader: true, cell: (s) => <DeleteButton label={T.removeLabel(s.email)} text={T.remove} onClick={() => remove.ask(s)} /> },
  ];

  return (
    <AdminListPage
      title={ADMIN_SCREENS.subscribers.title}
      subtitle={T.subtitle}
      actions={
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={() => exportCsv.mutate(status.value)} disabled={exportCsv.isPending}>
            <Download size={16} aria-hidden="true" /> {T.exportCsv}
          </button>
        </div>
      }
      filters={
        <>
          {counts.data ? (
            <p className={css.counts} data-testid="subscriber-counts">
              {T.counts(counts.data)}
            </p>
          ) : null}
          {exportCsv.isError ? <AdminAlert tone="error">{T.exportFailed}</AdminAlert> : null}
          <FilterRow>
            <FilterSelect {...status.props} />
          </FilterRow>
        </>
      }
      notice={notice}
      {...subscribers}
      messages={{ loadFailed: T.loadFailed, empty: status.value ? T.emptyFiltered : T.empty }}
      dialogs={
        <AdminConfirmDialog
          {...remove.dialog}
          title={T.removeTitle}
          message={remove.target ? T.removeMessage(remove.target.email) : undefined}
          confirmLabel={T.remove}
          busyLabel="Removing..."
        />
      }
    >
      {(items) => <AdminTable rows={items} columns={columns} rowProps={(s) => ({ 'data-status': s.status })} flat />}
    </AdminListPage>
  );
}
