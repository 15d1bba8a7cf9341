import { UserPlus } from 'lucide-react';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS, type TeamMember } from '@academy/contract/team';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminDeletableListPage } from '../../../components/admin/admin-page';
import { AdminImage } from '../../../components/admin/image';
import { DeleteButton, EditLink } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useTeam } from '../api/get-team';
import css from './team.module.css';

export default function TeamPage() {
  return (
    <AdminDeletableListPage<TeamMember>
      screen="team"
      subtitle="Coaches and players shown on the team page."
      add={{ to: ADMIN_PATHS.teamMember, icon: UserPlus, label: 'Add member' }}
      {...useTeam()}
      remove={useDeleteTeamMember()}
      messages={TEAM_MESSAGES}
      deleteTitle={(member) => `Delete ${member?.name ?? ''}?`}
    >
      {(items, ask) => (
        <AdminCards items={items} className={ui.cardGrid} cardClassName={css.member}>
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
                <DeleteButton label={`Delete ${m.name}`} onClick={() => ask(m)} />
              </div>
            </>
          )}
        </AdminCards>
      )}
    </AdminDeletableListPage>
  );
}
