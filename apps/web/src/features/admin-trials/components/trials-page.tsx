import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarX, Pencil, Plus } from 'lucide-react';
import type { Trial } from '@academy/contract/trial';
import { TRIAL_MESSAGES, TRIAL_SCREEN } from '@academy/contract/trial-constants';
import { adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCancelTrial } from '../api/cancel-trial';
import { useTrials } from '../api/get-trials';
import { TrialForm } from './trial-form';
import css from './trials.module.css';

const C = TRIAL_SCREEN.columns;
const isPast = (t: Trial) => Date.parse(t.starts_at) <= Date.now();

/** /trials: the sessions, upcoming first, with their figures; create, edit and cancel. */
export default function TrialsPage() {
  const trials = useTrials();
  const cancel = useCancelTrial();
  // null: no form; 'new': creating; a session: editing it.
  const [editing, setEditing] = useState<Trial | 'new' | null>(null);
  const [target, setTarget] = useState<Trial | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmCancel = () => {
    if (!target) return;
    cancel.mutate(target.id, {
      onSuccess: () => setNotice({ tone: 'success', text: TRIAL_MESSAGES.cancelled }),
      onError: (e) => setNotice({ tone: 'error', text: errorMessage(e, TRIAL_SCREEN.cancelFailed) }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{TRIAL_MESSAGES.title}</h1>
          <p className={ui.subtitle}>{TRIAL_SCREEN.subtitle}</p>
        </div>
        {editing === null ? (
          <button
            type="button"
            className={`${ui.btn} ${ui.primary}`}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            <Plus size={18} aria-hidden="true" />
            {TRIAL_SCREEN.newSession}
          </button>
        ) : null}
      </div>
      {notice ? <AdminAlert tone={notice.tone}>{notice.text}</AdminAlert> : null}
      {editing !== null ? (
        <TrialForm
          key={editing === 'new' ? 'new' : editing.id}
          trial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(_saved, created) => {
            setEditing(null);
            setNotice({ tone: 'success', text: created ? TRIAL_MESSAGES.created : TRIAL_MESSAGES.updated });
          }}
        />
      ) : null}
      <ListState query={trials} items={trials.data} messages={TRIAL_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <div className={`${ui.card} ${ui.tableWrap}`}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{C.when}</th>
                  <th scope="col">{C.place}</th>
                  <th scope="col">{C.ages}</th>
                  <th scope="col">{C.capacity}</th>
                  <th scope="col">{C.invited}</th>
                  <th scope="col">{C.confirmed}</th>
                  <th scope="col">{C.placesLeft}</th>
                  <th scope="col">
                    <span className={ui.srOnly}>{C.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((t) => {
                  const open = !t.cancelled_at && !isPast(t);
                  return (
                    <tr key={t.id} className={open ? undefined : css.closed} data-testid={`trial-${t.id}`}>
                      <td data-label={C.when}>
                        <span className={css.whenCell}>
                          <Link to={adminHref('trial', { id: t.id })} className={css.when}>
                            <time dateTime={t.starts_at}>{formatDateTime(t.starts_at)}</time>
                          </Link>
                          {t.cancelled_at ? <span className={`${ui.badge} ${css.cancelled}`}>{TRIAL_SCREEN.cancelledBadge}</span> : null}
                          {!t.cancelled_at && isPast(t) ? <span className={ui.badge}>{TRIAL_SCREEN.pastBadge}</span> : null}
                        </span>
                      </td>
                      <td data-label={C.place}>{t.location}</td>
                      <td data-label={C.ages}>
                        {t.min_age}–{t.max_age}
                      </td>
                      <td data-label={C.capacity}>{t.capacity}</td>
                      <td data-label={C.invited}>{t.invited}</td>
                      <td data-label={C.confirmed}>{t.confirmed}</td>
                      <td data-label={C.placesLeft}>{t.cancelled_at ? '—' : t.places_left}</td>
                      <td className={css.actionsCell}>
                        <div className={css.rowActions}>
                        <Link to={adminHref('trial', { id: t.id })} className={`${ui.btn} ${ui.small}`}>
                          {TRIAL_SCREEN.open}
                        </Link>
                        {open ? (
                          <>
                            <button
                              type="button"
                              className={`${ui.btn} ${ui.small}`}
                              onClick={() => {
                                setNotice(null);
                                setEditing(t);
                              }}
                              aria-label={`${TRIAL_SCREEN.edit}: ${formatDateTime(t.starts_at)}`}
                            >
                              <Pencil size={15} aria-hidden="true" />
                              {TRIAL_SCREEN.edit}
                            </button>
                            <button
                              type="button"
                              className={`${ui.btn} ${ui.small} ${ui.danger}`}
                              onClick={() => {
                                setNotice(null);
                                setTarget(t);
                              }}
                              aria-label={`${TRIAL_SCREEN.cancel}: ${formatDateTime(t.starts_at)}`}
                            >
                              <CalendarX size={15} aria-hidden="true" />
                              {TRIAL_SCREEN.cancel}
                            </button>
                          </>
                        ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <AdminConfirmDialog
        open={target !== null}
        title={TRIAL_SCREEN.cancelTitle(target ? formatDateTime(target.starts_at) : '')}
        message={TRIAL_SCREEN.cancelMessage}
        confirmLabel={TRIAL_SCREEN.cancel}
        cancelLabel={TRIAL_SCREEN.keep}
        busyLabel={TRIAL_SCREEN.cancelling}
        busy={cancel.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
