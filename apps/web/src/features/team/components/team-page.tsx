import { Link } from 'react-router';
import { TEAM_MESSAGES, isCoachRole } from '@academy/contract/team-constants';
import type { TeamMember } from '@academy/contract/team';
import { ListState } from '../../../components/ui/list-state';
import { FIXTURES_PATH, PAGE_META, RESULTS_PATH } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { usePublicSquads } from '../api/get-squads';
import { useTeam } from '../api/get-team';
import { Partners } from './partners';
import { SquadRosters, squadsJump } from './squad-rosters';
import { TeamSections } from './team-sections';
import './team.css';

export function TeamPage() {
  usePageMeta(PAGE_META.team);
  const team = useTeam();
  // Once squads have rosters they are the players (docs/decisions/031); the team's own records then show the coaching staff.
  const squads = usePublicSquads();
  const rosters = squads.data ?? [];
  const shown = (members: readonly TeamMember[]) => (rosters.length ? members.filter((m) => isCoachRole(m.role)) : members);
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">The squad</span>
          <h1 className="heading heading--xl">Meet the Team</h1>
          <p>Qualified coaches and hard-working young players who wear the badge with pride.</p>
          <p className="team-season-links">
            <Link to={FIXTURES_PATH}>{PAGE_META.fixtures.title} →</Link> <Link to={RESULTS_PATH}>{PAGE_META.results.title} →</Link>
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <ListState query={team} items={team.data} messages={TEAM_MESSAGES}>
            {(members) => <TeamSections members={shown(members)} extra={rosters.length ? [squadsJump(rosters)] : []} />}
          </ListState>
          {rosters.length ? <SquadRosters squads={rosters} /> : null}
        </div>
      </section>
      <Partners />
    </>
  );
}
