import { TEAM_MESSAGES } from '@academy/contract/team-constants';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useTeam } from '../api/get-team';
import { Partners } from './partners';
import { TeamSections } from './team-sections';
import './team.css';

export function TeamPage() {
  useDocumentMeta('Team', 'Meet the coaches and players of Future Stars Football Academy: coaching staff, defenders, midfielders, forwards and goalkeepers.');
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
          {team.isPending ? (
            <LoadingState />
          ) : team.isError ? (
            <ErrorState message={TEAM_MESSAGES.loadFailed} onRetry={() => team.refetch()} />
          ) : team.data.length === 0 ? (
            <EmptyState message={TEAM_MESSAGES.empty} />
          ) : (
            <TeamSections members={team.data} />
          )}
        </div>
      </section>
      <Partners />
    </>
  );
}
