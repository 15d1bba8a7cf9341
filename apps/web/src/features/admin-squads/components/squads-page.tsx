import { Link } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import { adminHref } from '@academy/contract/admin-paths';
import { SQUAD_MESSAGES, SQUAD_SCREEN, type Squad } from '@academy/contract/squad';
import { AdminListPage } from '../../../components/admin/admin-page';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useNotice } from '../../../components/admin/notice';
import { ActionButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete, useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { squadKeys, useSquads } from '../api/squads';
import { SquadForm } from './squad-form';
import css from './squads.module.css';
import { useOpen } from '../../../hooks/use-open';

const C = SQUAD_SCREEN.columns;
const taken = (s: Squad) => s.enrolled + s.offered;

/** /squads: the age-group squads with their fill and coaches (a coach: their own, read-only); create and delete (docs/decisions/031). */
export default function SquadsPage() {
  const squads = useSquads();
  const isAdmin = useIsAdmin();
  const creating = useOpen();
  const notice = useNotice();
  const del = useConfirmedDelete<Squad>(
    useDeleteRecord((id) => `/squads/${id}`, squadKeys.all),
    SQUAD_MESSAGES,
    notice,
  );
  const columns: Column<Squad>[] = [
    {
      header: C.name,
      cell: (s) => (
        <Link to={adminHref('squad', { id: s.id })} className={css.name}>
          {s.name}
        </Link>
      ),
    },
    { header: C.season, cell: (s) => s.season },
    { header: C.ages, cell: (s) => (s.min_age === s.max_age ? s.min_age : `${s.min_age}–${s.max_age}`) },
    {
      header: C.fill,
      cell: (s) => <span className={taken(s) >= s.capacity ? css.full : undefined}>{SQUAD_MESSAGES.fill(taken(s), s.capacity)}</span>,
    },
    { header: C.coaches, cell: (s) => (s.coaches.length ? s.coaches.map((c) => c.name).join(', ') : '—') },
    {
      header: SQUAD_SCREEN.open,
      buttons: true,
      cell: (s) => (
        <>
          <Link to={adminHref('squad', { id: s.id })} className={`${ui.btn} ${ui.small}`} aria-label={`${SQUAD_SCREEN.open}: ${s.name} ${s.season}`}>
            {SQUAD_SCREEN.open}
          </Link>
          {isAdmin ? (
            <ActionButton icon={Trash2} look="danger" onClick={notice.clearing(() => del.ask(s))} label={`${SQUAD_SCREEN.delete}: ${s.name} ${s.season}`}>
              {SQUAD_SCREEN.delete}
            </ActionButton>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <AdminListPage
      title={SQUAD_MESSAGES.title}
      subtitle={SQUAD_MESSAGES.subtitle}
      actions={
        isAdmin && !creating.open ? (
          <ActionButton icon={Plus} look="primary" onClick={notice.clearing(creating.show)}>
            {SQUAD_SCREEN.newSquad}
          </ActionButton>
        ) : null
      }
      filters={
        creating.open ? <SquadForm squad={null} onClose={creating.close} onSaved={creating.closeThen(() => notice.success(SQUAD_MESSAGES.created))} /> : null
      }
      notice={notice}
      list={squads}
      messages={SQUAD_MESSAGES}
      dialogs={
        <AdminConfirmDialog
          {...del.dialog}
          title={SQUAD_SCREEN.deleteTitle(del.target ? `${del.target.name} ${del.target.season}` : '')}
          message={SQUAD_SCREEN.deleteMessage}
          confirmLabel={SQUAD_SCREEN.delete}
          cancelLabel={SQUAD_SCREEN.keep}
        />
      }
    >
      {(items) => <AdminTable rows={items} columns={columns} rowProps={(s) => ({ 'data-testid': `squad-${s.id}` })} />}
    </AdminListPage>
  );
}
