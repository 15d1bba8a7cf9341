import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_TEXTS as T, type SubscriberStatus } from '@academy/contract/newsletter-constants';
import type { Subscriber } from '@academy/contract/newsletter';
import { ADMIN_SCREENS } from '@academy/contract/admin-screens';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminPager } from '../../../components/admin/pager';
import { FilterSelect } from '../../../components/admin/filter-select';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useExportSubscribers } from '../api/export-subscribers';
import { useSubscriberCounts, useSubscribers } from '../api/get-subscribers';
import css from './subscribers.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const fullFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function When({ value }: { value: string | null }) {
  if (!value) return <span className={css.muted}>{T.none}</span>;
  return (
    <time dateTime={value} title={fullFormat.format(new Date(value))}>
      {dateFormat.format(new Date(value))}
    </time>
  );
}

/** The newsletter's subscribers: counts by status, a filter, paging, CSV export and removal after a confirmation. */
export default function SubscribersPage() {
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const { list, pager } = useSubscribers(status);
  const counts = useSubscriberCounts();
  const exportCsv = useExportSubscribers();
  const remove = useDeleteSubscriber();
  const [target, setTarget] = useState<Subscriber | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmRemove = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        setNotice({ tone: 'success', text: T.removed });
      },
      onError: (e) => {
        setTarget(null);
        setNotice({ tone: 'error', text: errorMessage(e, T.removeFailed) });
      },
    });
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{ADMIN_SCREENS.subscribers.title}</h1>
          <p className={ui.subtitle}>{T.subtitle}</p>
        </div>
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={() => exportCsv.mutate(status)} disabled={exportCsv.isPending}>
            <Download size={16} aria-hidden="true" /> {T.exportCsv}
          </button>
        </div>
      </div>
      {counts.data ? (
        <p className={css.counts} data-testid="subscriber-counts">
          {T.counts(counts.data)}
        </p>
      ) : null}
      {exportCsv.isError ? <AdminAlert tone="error">{T.exportFailed}</AdminAlert> : null}
      <div className={css.filters}>
        <FilterSelect
          id="subscriber-status"
          className={css.filter}
          label={T.statusFilter}
          allLabel={T.allStatuses}
          value={status}
          options={SUBSCRIBER_STATUSES}
          labels={T.statusLabels}
          onChange={setStatus}
        />
      </div>
      {notice ? <AdminAlert tone={notice.tone}>{notice.text}</AdminAlert> : null}
      <ListState query={list} items={list.data?.items} messages={{ loadFailed: T.loadFailed, empty: status ? T.emptyFiltered : T.empty }} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <div className={`${ui.card} ${ui.tableWrap} ${css.wrap}`}>
            <table className={`${ui.table} ${css.table}`}>
              <thead>
                <tr>
                  <th scope="col">{T.columns.email}</th>
                  <th scope="col">{T.columns.status}</th>
                  <th scope="col">{T.columns.subscribed}</th>
                  <th scope="col">{T.columns.confirmed}</th>
                  <th scope="col">
                    <span className={ui.srOnly}>{T.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((s) => (
                  <tr key={s.id} data-status={s.status}>
                    <td data-label={T.columns.email}>
                      <span className={css.email}>{s.email}</span>
                    </td>
                    <td data-label={T.columns.status}>
                      <span className={css.status} data-status={s.status}>
                        {T.statusLabels[s.status]}
                      </span>
                    </td>
                    <td data-label={T.columns.subscribed}>
                      <When value={s.created_at} />
                    </td>
                    <td data-label={T.columns.confirmed}>
                      <When value={s.confirmed_at} />
                    </td>
                    <td data-label={T.columns.actions}>
                      <button type="button" className={`${ui.btn} ${ui.small} ${ui.danger}`} onClick={() => setTarget(s)} aria-label={T.removeLabel(s.email)}>
                        <Trash2 size={15} aria-hidden="true" />
                        {T.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <AdminPager {...pager} />
      <AdminConfirmDialog
        open={target !== null}
        title={T.removeTitle}
        message={target ? T.removeMessage(target.email) : undefined}
        confirmLabel={T.remove}
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
