import { UserPlus } from 'lucide-react';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS, type TeamMember } from '@academy/contract/team';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminImage } from '../../../components/admin/image';
import { useNotice } from '../../../components/admin/notice';
import { DeleteButton, EditLink, HeaderLink } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useTeam } from '../api/get-team';
import css from './team.module.css';

export default function TeamPage() {
  const team = useTeam();
  const notice = useNotice();
  const del = useConfirmedDelete<TeamMember>(useDeleteTeamMember(), TEAM_MESSAGES, notice);

  return (
    <AdminListPage
      title="Team"
      subtitle="Coaches and players shown on the team page."
      actions={
        <HeaderLink to={ADMIN_PATHS.teamMember} icon={UserPlus}>
          Add member
        </HeaderLink>
      }
      notice={notice}
      {...team}
      messages={TEAM_MESSAGES}
      dialogs={<AdminConfirmDialog {...del.dialog} title={`Delete ${del.target?.name ?? ''}?`} />}
    >
      {(items) => (
        <AdminCards items={items} className={css.grid} cardClassName={css.member}>
          {(m) => (
            <>
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
            </>
          )}
        </AdminCards>
      )}
    </AdminListPage>
  );
}
