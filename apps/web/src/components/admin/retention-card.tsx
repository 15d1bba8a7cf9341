import { useQuery } from '@tanstack/react-query';
import type { RetentionStatus } from '@academy/contract/retention';
import { RETENTION_TEXTS as T } from '@academy/contract/retention-constants';
import { apiData } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import css from './retention-card.module.css';
import ui from './ui.module.css';

/** GET /api/retention: the policy, the last daily run and the next. */
const useRetention = () => useQuery({ queryKey: ['admin', 'retention'], queryFn: () => apiData<RetentionStatus>('/retention') });

/** The retention policy, what its last daily run erased and when the next is due (Settings and Family data). */
export function RetentionCard() {
  const retention = useRetention();
  const r = retention.data;
  return (
    <section className={ui.card} aria-labelledby="retention-title">
      <h2 id="retention-title" className={css.cardTitle}>
        {T.title}
      </h2>
      <p className={css.muted}>{T.intro}</p>
      {retention.isError ? <p role="alert">{T.loadFailed}</p> : null}
      {r ? (
        <>
          <ul className={css.policy}>
            <li>{T.registrations(r.policy.registration_days)}</li>
            <li>{T.messages(r.policy.message_days)}</li>
            <li>{T.audit(r.policy.audit_days)}</li>
          </ul>
          <dl className={css.runs}>
            <dt>{T.lastRun}</dt>
            <dd data-testid="retention-last-run">{r.last_run ? `${formatDateTime(r.last_run.at, 'dayTime')}: ${r.last_run.summary}` : T.never}</dd>
            <dt>{T.nextRun}</dt>
            <dd>{r.next_run ? formatDateTime(r.next_run, 'dayTime') : T.never}</dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}
