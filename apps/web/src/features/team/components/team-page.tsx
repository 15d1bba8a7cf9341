import { TEAM_MESSAGES } from '@academy/contract/team-constants';
import { ListState } from '../../../components/ui/list-state';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { useTeam } from '../api/get-team';
import { Partners } from './partners';
import { TeamSections } from './team-sections';
import './team.css';

export function TeamPage() {
  usePageMeta(PAGE_META.team);
  const team = useTeam();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">The squad</span>
          <h1 className="heading heading--xl">Meet the Team</h1>
          <p>Qualified coaches and hard-working young players who wear the badge with pride.</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <ListState query={team} items={team.data} messages={TEAM_MESSAGES}>
            {(members) => <TeamSections members={members} />}
          </ListState>
        </div>
      </section>
      <Partners />
    </>
  );
}
