import { useQuery } from '@tanstack/react-query';
import type { ChildEvaluation } from '@academy/contract/trial-day';
import { ATTENDANCE_LABELS, TRIAL_DAY_TEXTS as T } from '@academy/contract/trial-day-constants';
import ui from '../../../components/admin/ui.module.css';
import { apiData } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import css from './enrollment.module.css';

/** The child's trial evaluations, read-only (decision 030): attendance, scores, average and the coaches' private note. */
export function TrialEvaluations({ registrationId }: { registrationId: number }) {
  const evaluations = useQuery({
    queryKey: ['admin', 'registrations', registrationId, 'evaluations'],
    queryFn: () => apiData<ChildEvaluation[]>(`/registrations/${registrationId}/evaluations`),
  });
  const list = evaluations.data ?? [];
  return (
    <section className={ui.card} aria-labelledby="evaluations-h">
      <h2 id="evaluations-h" className={ui.cardTitle}>
        {T.evaluations}
      </h2>
      {evaluations.isError ? <p className={ui.empty}>{T.loadFailed}</p> : null}
      {evaluations.isSuccess && list.length === 0 ? <p className={ui.empty}>{T.noEvaluations}</p> : null}
      {list.map((e) => (
        <dl key={e.trial_id} className={css.detailList} data-testid={`evaluation-${e.trial_id}`}>
          <dt>{T.session}</dt>
          <dd>
            {formatDateTime(e.starts_at, 'long')} · {e.location}
          </dd>
          <dt>{T.attendance}</dt>
          <dd>{e.attendance ? ATTENDANCE_LABELS[e.attendance] : T.notMarked}</dd>
          {Object.entries(e.scores).map(([criterion, score]) => (
            <div key={criterion} style={{ display: 'contents' }}>
              <dt>{criterion}</dt>
              <dd>{score} / 5</dd>
            </div>
          ))}
          <dt>{T.average}</dt>
          <dd>{e.average === null ? T.notScored : e.average.toFixed(2)}</dd>
          {e.note ? (
            <>
              <dt>{T.note}</dt>
              <dd>{e.note}</dd>
            </>
          ) : null}
        </dl>
      ))}
    </section>
  );
}
