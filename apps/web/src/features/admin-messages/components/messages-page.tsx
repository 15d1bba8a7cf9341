import { useState } from 'react';
import { CONTACT_MESSAGES, CONTACT_STATUSES, contactStatusChanged, type ContactMessage, type ContactStatus } from '@academy/contract/contact';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminPager } from '../../../components/admin/pager';
import { DeleteButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useUpdateMessageStatus } from '../api/update-message-status';
import css from './messages.module.css';
import { statusLabel } from '../../../lib/status-label';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function MessagesPage() {
  const { list: messages, pager } = useMessages();
  const setStatus = useUpdateMessageStatus();
  const remove = useDeleteMessage();
  const [target, setTarget] = useState<ContactMessage | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);


  const changeStatus = (m: ContactMessage, status: ContactStatus) => {
    setNotice(null);
    setStatus.mutate(
      { id: m.id, status },
      {
        onSuccess: () => setNotice({ tone: 'success', text: contactStatusChanged(status) }),
        onError: (e) => setNotice({ tone: 'error', text: errorMessage(e, CONTACT_MESSAGES.statusFailed) }),
      },
    );
  };

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        setNotice({ tone: 'success', text: CONTACT_MESSAGES.deleted });
      },
      onError: (e) => {
        setTarget(null);
        setNotice({ tone: 'error', text: errorMessage(e, CONTACT_MESSAGES.deleteFailed) });
      },
    });
  };

  return (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>Messages</h1>
        <p className={ui.subtitle}>What visitors sent through the contact form, newest first.</p>
      </div>
      {notice ? <AdminAlert tone={notice.tone}>{notice.text}</AdminAlert> : null}
      <ListState query={messages} items={messages.data?.items} messages={CONTACT_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <ul className={css.list}>
            {items.map((m) => (
              <li key={m.id} className={`${ui.card} ${css.message}`} data-status={m.status}>
                <div className={css.head}>
                  <div>
                    <h2 className={css.from}>{m.fullname}</h2>
                    <p className={css.meta}>
                      <a href={`mailto:${m.email}`}>{m.email}</a>
                      {m.phone ? <> · <a href={`tel:${m.phone}`}>{m.phone}</a></> : null}
                      {m.city ? ` · ${m.city}` : ''} · <time dateTime={m.created_at}>{dateFormat.format(new Date(m.created_at))}</time>
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
                  <DeleteButton label={`Delete the message from ${m.fullname}`} onClick={() => setTarget(m)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <AdminPager {...pager} />
      <AdminConfirmDialog
        open={target !== null}
        title={`Delete the message from ${target?.fullname ?? ''}?`}
        busy={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
