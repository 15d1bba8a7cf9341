import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarX, Pencil, Plus } from 'lucide-react';
import type { Trial } from '@academy/contract/trial';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { TRIAL_SCREEN } from '@academy/contract/trial-admin-constants';
import { adminHref } from '@academy/contract/admin-paths';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import { ActionButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { formatDateTime } from '../../../lib/format-date';
import { useCancelTrial } from '../api/cancel-trial';
import { useTrials } from '../api/get-trials';
import { TrialForm } from './trial-form';
import css from './trials.module.css';

const C = TRIAL_SCREEN.columns;
const isPast = (t: Trial) => Date.parse(t.starts_at) <= Date.now();
const isOpen = (t: Trial) => !t.cancelled_at && !isPast(t);

/** /trials: the sessions, upcoming first, with their figures; create, edit and cancel. */
export default function TrialsPage() {
  const trials = useTrials();
  // null: no form; 'new': creating; a session: editing it.
  const [editing, setEditing] = useState<Trial | 'new' | null>(null);
  const notice = useNotice();
  const cancel = useConfirmedDelete<Trial>(useCancelTrial(), { deleted: TRIAL_MESSAGES.cancelled, deleteFailed: TRIAL_SCREEN.cancelFailed }, notice);
  const edit = notice.clearing(setEditing);
  const columns: Column<Trial>[] = [
    {
      header: C.when,
      cell: (t) => (
        <span className={css.whenCell}>
          <Link to={adminHref('trial', { id: t.id })} className={css.when}>
            <time dateTime={t.starts_at}>{formatDateTime(t.starts_at)}</time>
          </Link>
          {t.cancelled_at ? <span className={`${ui.badge} ${css.cancelled}`}>{TRIAL_SCREEN.cancelledBadge}</span> : null}
          {!t.cancelled_at && isPast(t) ? <span className={ui.badge}>{TRIAL_SCREEN.pastBadge}</span> : null}
        </span>
      ),
    },
    { header: C.place, cell: (t) => t.location },
    { header: C.ages, cell: (t) => `${t.min_age}–${t.max_age}` },
    { header: C.capacity, cell: (t) => t.capacity },
    { header: C.invited, cell: (t) => t.invited },
    { header: C.confirmed, cell: (t) => t.confirmed },
    { header: C.placesLeft, cell: (t) => (t.cancelled_at ? '—' : t.places_left) },
    {
      header: C.actions,
      buttons: true,
      cell: (t) => (
        <>
          <Link to={adminHref('trial', { id: t.id })} className={`${ui.btn} ${ui.small}`}>
            {TRIAL_SCREEN.open}
          </Link>
          {isOpen(t) ? (
            <>
              <ActionButton icon={Pencil} look="small" onClick={() => edit(t)} label={`${TRIAL_SCREEN.edit}: ${formatDateTime(t.starts_at)}`}>
                {TRIAL_SCREEN.edit}
              </ActionButton>
              <ActionButton
                icon={CalendarX}
                look="danger"
                onClick={notice.clearing(() => cancel.ask(t))}
                label={`${TRIAL_SCREEN.cancel}: ${formatDateTime(t.starts_at)}`}
              >
                {TRIAL_SCREEN.cancel}
              </ActionButton>
            </>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <AdminPage
      title={TRIAL_MESSAGES.title}
      subtitle={TRIAL_SCREEN.subtitle}
      actions={
        editing === null ? (
          <ActionButton icon={Plus} look="primary" onClick={() => edit('new')}>
            {TRIAL_SCREEN.newSession}
          </ActionButton>
        ) : null
      }
    >
      <AdminNotice notice={notice.notice} />
      {editing !== null ? (
        <TrialForm
          key={editing === 'new' ? 'new' : editing.id}
          trial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(_saved, created) => {
            setEditing(null);
            notice.success(created ? TRIAL_MESSAGES.created : TRIAL_MESSAGES.updated);
          }}
        />
      ) : null}
      <AdminList list={trials} messages={TRIAL_MESSAGES}>
        {(items) => (
          <AdminTable rows={items} columns={columns} rowProps={(t) => ({ className: isOpen(t) ? undefined : css.closed, 'data-testid': `trial-${t.id}` })} />
        )}
      </AdminList>
      <AdminConfirmDialog
        {...cancel.dialog}
        title={TRIAL_SCREEN.cancelTitle(cancel.target ? formatDateTime(cancel.target.starts_at) : '')}
        message={TRIAL_SCREEN.cancelMessage}
        confirmLabel={TRIAL_SCREEN.cancel}
        cancelLabel={TRIAL_SCREEN.keep}
        busyLabel={TRIAL_SCREEN.cancelling}
      />
    </AdminPage>
  );
}
