import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS, type TeamMember } from '@academy/contract/team';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminImage } from '../../../components/admin/image';
import { AdminPager } from '../../../components/admin/pager';
import { DeleteButton, EditLink } from '../../../components/admin/row-actions';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useTeam } from '../api/get-team';
import css from './team.module.css';

export default function TeamPage() {
  const { list: team, pager } = useTeam();
  const remove = useDeleteTeamMember();
  const del = useConfirmedDelete<TeamMember>(remove, { deleted: TEAM_MESSAGES.deleted, failed: TEAM_MESSAGES.deleteFailed });

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Team</h1>
          <p className={ui.subtitle}>Coaches and players shown on the team page.</p>
        </div>
        <Link to={ADMIN_PATHS.teamMember} className={`${ui.btn} ${ui.gold}`}>
          <UserPlus size={18} aria-hidden="true" />
          Add member
        </Link>
      </div>
      <AdminAlert tone="success">{del.flash}</AdminAlert>
      <AdminAlert tone="error">{del.error}</AdminAlert>
      <ListState query={team} items={team.data?.items} messages={TEAM_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <ul className={css.grid}>
            {items.map((m) => (
              <li key={m.id} className={`${ui.card} ${css.member}`}>
                <AdminImage src={m.image ?? m.image_url} alt={m.name} className={css.photo} sizes="120px" />
                <div className={css.info}>
                  <h2 className={css.name}>{m.name}</h2>
                  <p className={css.role}>
                    <span className={ui.badge}>{TEAM_ROLE_LABELS[m.role] ?? m.role}</span>
                    {m.jersey_number !== null ? <span className={css.jersey}>#{m.jersey_number}</span> : null}
                  </p>
                </div>
                <div className={css.memberActions}>
                  <EditLink to={`${ADMIN_PATHS.teamMember}?id=${m.id}`} name={m.name} />
                  <DeleteButton label={`Delete ${m.name}`} onClick={() => del.ask(m)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <AdminPager {...pager} />
      <AdminConfirmDialog
        open={del.target !== null}
        title={`Delete ${del.target?.name ?? ''}?`}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </div>
  );
}
