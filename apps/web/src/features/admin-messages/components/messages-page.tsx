import { CONTACT_MESSAGES, CONTACT_STATUSES, contactStatusChanged, type ContactMessage, type ContactStatus } from '@academy/contract/contact';
import { AdminCards } from '../../../components/admin/admin-list';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminTime } from '../../../components/admin/cells';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useNotice } from '../../../components/admin/notice';
import { DeleteButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { statusLabel } from '../../../lib/status-label';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useUpdateMessageStatus } from '../api/update-message-status';
import css from './messages.module.css';

export default function MessagesPage() {
  const setStatus = useUpdateMessageStatus();
  const inbox = useMessages();
  const notice = useNotice();
  const del = useConfirmedDelete<ContactMessage>(useDeleteMessage(), CONTACT_MESSAGES, notice);
  const changeStatus = (m: ContactMessage, status: ContactStatus) => {
    notice.clear();
    setStatus.mutate(
      { id: m.id, status },
      { onSuccess: () => notice.success(contactStatusChanged(status)), onError: (e) => notice.failure(e, CONTACT_MESSAGES.statusFailed) },
    );
  };

  return (
    <AdminListPage
      title={adminScreenHeading('messages')}
      subtitle="What visitors sent through the contact form, newest first."
      notice={notice}
      {...inbox}
      messages={CONTACT_MESSAGES}
      dialogs={<AdminConfirmDialog {...del.dialog} title={`Delete the message from ${del.target?.fullname ?? ''}?`} />}
    >
      {(items) => (
        <AdminCards items={items} className={css.list} cardClassName={css.message} cardProps={(m) => ({ 'data-status': m.status })}>
          {(m) => (
            <>
              <div className={css.head}>
                <div>
                  <h2 className={css.from}>{m.fullname}</h2>
                  <p className={css.meta}>
                    <a href={`mailto:${m.email}`}>{m.email}</a>
                    {m.phone ? (
                      <>
                        {' '}
                        · <a href={`tel:${m.phone}`}>{m.phone}</a>
                      </>
                    ) : null}
                    {m.city ? ` · ${m.city}` : ''} · <AdminTime value={m.created_at} style="dayTime" />
                  </p>
                </div>
                <span className={`${ui.badge} ${m.status === 'new' ? ui.badgeGold : ''}`}>{m.status}</span>
              </div>
              <p className={css.body}>{m.message}</p>
              <div className={css.controls}>
                <label className={ui.label} htmlFor={`status-${m.id}`}>
                  Status
                </label>
                <select
                  id={`status-${m.id}`}
                  className={`${ui.input} ${css.select}`}
                  value={m.status}
                  onChange={(e) => changeStatus(m, e.target.value as ContactStatus)}
                  disabled={setStatus.isPending}
                >
                  {CONTACT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
                <DeleteButton label={`Delete the message from ${m.fullname}`} onClick={() => del.ask(m)} />
              </div>
            </>
          )}
        </AdminCards>
      )}
    </AdminListPage>
  );
}
