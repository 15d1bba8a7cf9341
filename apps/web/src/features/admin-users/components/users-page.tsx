import { useState } from 'react';
import { UserCheck, UserPlus, UserX } from 'lucide-react';
import { ROLES, ROLE_LABELS, type Role } from '@academy/contract/auth-constants';
import { USERS_PAGE as P, type UserAccount } from '@academy/contract/users';
import { AdminAlert } from '../../../components/admin/alert';
import { useAdminUserId } from '../../../components/admin/admin-role';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminModal } from '../../../components/admin/modal';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { errorMessage } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { AddUserForm } from './add-user-form';
import css from './users.module.css';

const C = P.columns;
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Who can sign in to the admin area: add a user, change a role, deactivate or reactivate (administrators only). */
export default function UsersPage() {
  const users = useUsers();
  const update = useUpdateUser();
  const me = useAdminUserId();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<UserAccount | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const change = (user: UserAccount, input: { role?: Role; active?: boolean }, done?: () => void) => {
    setNotice(null);
    update.mutate(
      { id: user.id, ...input },
      {
        onSuccess: () => setNotice({ tone: 'success', text: P.saved }),
        onError: (e) => setNotice({ tone: 'error', text: errorMessage(e, P.saveFailed) }),
        onSettled: done,
      },
    );
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{P.title}</h1>
          <p className={ui.subtitle}>{P.subtitle}</p>
        </div>
        <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={() => setAdding(true)}>
          <UserPlus size={16} aria-hidden="true" />
          {P.add}
        </button>
      </div>
      {notice ? <AdminAlert tone={notice.tone}>{notice.text}</AdminAlert> : null}
      <ListState query={users} items={users.data} messages={P} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <div className={`${ui.card} ${ui.tableWrap}`}>
            <table className={`${ui.table} ${css.table}`}>
              <thead>
                <tr>
                  <th scope="col">{C.name}</th>
                  <th scope="col">{C.email}</th>
                  <th scope="col">{C.role}</th>
                  <th scope="col">{C.active}</th>
                  <th scope="col">{C.created}</th>
                  <th scope="col">
                    <span className={ui.srOnly}>{C.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((user) => (
                  <tr key={user.id} data-testid={`user-${user.email}`} data-active={user.active}>
                    <td data-label={C.name}>
                      <strong>{user.name}</strong> {user.id === me ? <span className={css.muted}>{P.you}</span> : null}
                    </td>
                    <td data-label={C.email}>
                      <span className={css.email}>{user.email}</span>
                    </td>
                    <td data-label={C.role}>
                      <select
                        className={`${ui.input} ${css.role}`}
                        aria-label={P.roleLabel(user.name)}
                        value={user.role}
                        disabled={update.isPending}
                        onChange={(e) => change(user, { role: e.target.value as Role })}
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label={C.active}>
                      <span className={`${css.state} ${user.active ? css.on : css.off}`}>{user.active ? P.active : P.inactive}</span>
                    </td>
                    <td data-label={C.created}>
                      <time dateTime={user.created_at}>{dateFormat.format(new Date(user.created_at))}</time>
                    </td>
                    <td data-label={C.actions}>
                      <button
                        type="button"
                        className={`${ui.btn} ${ui.small} ${user.active ? ui.danger : ''}`}
                        aria-label={user.active ? P.deactivateLabel(user.name) : P.reactivateLabel(user.name)}
                        onClick={() => setConfirming(user)}
                      >
                        {user.active ? <UserX size={15} aria-hidden="true" /> : <UserCheck size={15} aria-hidden="true" />}
                        {user.active ? P.deactivate : P.reactivate}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      {adding ? (
        <AdminModal title={P.form.title} onClose={() => setAdding(false)}>
          <AddUserForm
            onCancel={() => setAdding(false)}
            onAdded={(user, mode) => {
              setAdding(false);
              setNotice({ tone: 'success', text: P.added(user.email, mode) });
            }}
          />
        </AdminModal>
      ) : null}
      <AdminConfirmDialog
        open={confirming !== null}
        title={confirming ? (confirming.active ? P.deactivateTitle(confirming.name) : P.reactivateTitle(confirming.name)) : ''}
        message={confirming?.active ? P.deactivateBody : P.reactivateBody}
        confirmLabel={confirming?.active ? P.deactivate : P.reactivate}
        busyLabel="Saving..."
        busy={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && change(confirming, { active: !confirming.active }, () => setConfirming(null))}
      />
    </div>
  );
}
