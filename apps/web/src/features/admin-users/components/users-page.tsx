import { useState } from 'react';
import { UserCheck, UserPlus, UserX } from 'lucide-react';
import { ROLES, ROLE_LABELS, type Role } from '@academy/contract/auth-constants';
import { USERS_PAGE as P, type UserAccount } from '@academy/contract/users';
import { useAdminUserId } from '../../../components/admin/admin-role';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminTime } from '../../../components/admin/cells';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminModal } from '../../../components/admin/modal';
import { useNotice } from '../../../components/admin/notice';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedAction } from '../../../hooks/use-confirmed-delete';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { AddUserForm } from './add-user-form';
import css from './users.module.css';

const C = P.columns;

/** Who can sign in to the admin area: add a user, change a role, deactivate or reactivate (administrators only). */
export default function UsersPage() {
  const users = useUsers();
  const update = useUpdateUser();
  const me = useAdminUserId();
  const [adding, setAdding] = useState(false);
  const notice = useNotice();
  const toggle = useConfirmedAction(update, (u: UserAccount) => ({ id: u.id, active: !u.active }), { done: P.saved, failed: P.saveFailed }, notice);
  const changeRole = (user: UserAccount, role: Role) => {
    notice.clear();
    update.mutate({ id: user.id, role }, { onSuccess: () => notice.success(P.saved), onError: (e) => notice.failure(e, P.saveFailed) });
  };
  const columns: Column<UserAccount>[] = [
    {
      header: C.name,
      cell: (user) => (
        <>
          <strong>{user.name}</strong> {user.id === me ? <span className={css.muted}>{P.you}</span> : null}
        </>
      ),
    },
    { header: C.email, cell: (user) => <span className={css.email}>{user.email}</span> },
    {
      header: C.role,
      cell: (user) => (
        <select
          className={`${ui.input} ${css.role}`}
          aria-label={P.roleLabel(user.name)}
          value={user.role}
          disabled={update.isPending}
          onChange={(e) => changeRole(user, e.target.value as Role)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      ),
    },
    { header: C.active, cell: (user) => <span className={`${css.state} ${user.active ? css.on : css.off}`}>{user.active ? P.active : P.inactive}</span> },
    { header: C.created, cell: (user) => <AdminTime value={user.created_at} /> },
    {
      header: C.actions,
      hiddenHeader: true,
      cell: (user) => (
        <button
          type="button"
          className={`${ui.btn} ${ui.small} ${user.active ? ui.danger : ''}`}
          aria-label={user.active ? P.deactivateLabel(user.name) : P.reactivateLabel(user.name)}
          onClick={() => toggle.ask(user)}
        >
          {user.active ? <UserX size={15} aria-hidden="true" /> : <UserCheck size={15} aria-hidden="true" />}
          {user.active ? P.deactivate : P.reactivate}
        </button>
      ),
    },
  ];
  const target = toggle.target;

  return (
    <AdminListPage
      title={P.title}
      subtitle={P.subtitle}
      actions={
        <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={() => setAdding(true)}>
          <UserPlus size={16} aria-hidden="true" />
          {P.add}
        </button>
      }
      notice={notice}
      list={users}
      messages={P}
      dialogs={
        <>
          {adding ? (
            <AdminModal title={P.form.title} onClose={() => setAdding(false)}>
              <AddUserForm
                onCancel={() => setAdding(false)}
                onAdded={(user, mode) => {
                  setAdding(false);
                  notice.success(P.added(user.email, mode));
                }}
              />
            </AdminModal>
          ) : null}
          <AdminConfirmDialog
            {...toggle.dialog}
            title={target ? (target.active ? P.deactivateTitle(target.name) : P.reactivateTitle(target.name)) : ''}
            message={target?.active ? P.deactivateBody : P.reactivateBody}
            confirmLabel={target?.active ? P.deactivate : P.reactivate}
            busyLabel="Saving..."
          />
        </>
      }
    >
      {(items) => <AdminTable rows={items} columns={columns} rowProps={(user) => ({ 'data-testid': `user-${user.email}`, 'data-active': user.active })} />}
    </AdminListPage>
  );
}
