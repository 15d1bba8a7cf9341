import { Link } from 'react-router';
import { TEAM_MESSAGES } from '@academy/contract/team-constants';
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
  // SPEC 2: the team members by position (coaching staff, defenders, midfielders, forwards,
  // goalkeepers); the squads' rosters (docs/decisions/031) stand beside them, after the groups.
  // Names come as the public API answers them (a child's without name consent is not sent).
  const squads = usePublicSquads();
  const rosters = squads.data ?? [];
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
            {(members) => <TeamSections members={members} extra={rosters.length ? [squadsJump(rosters)] : []} />}
          </ListState>
          {rosters.length ? <SquadRosters squads={rosters} /> : null}
        </div>
      </section>
      <Partners />
    </>
  );
}
