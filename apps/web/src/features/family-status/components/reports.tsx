import { FAMILY_REPORT_TEXTS as T } from '@academy/contract/report-constants';
import { SCORE_MAX } from '@academy/contract/trial-day-constants';
import type { FamilyStatus } from '@academy/contract/trial';
import { formatDate } from '../../../lib/format-date';
import './reports.css';

/**
 * The family's progress reports (decision 034), read-only and newest first: only published ones
 * ever reach this page. Each criterion's score as "4 / 5" with its name and comment, then the summary.
 */
export function Reports({ reports }: { reports: FamilyStatus['reports'] }) {
  if (reports.length === 0) return null;
  return (
    <section className="card family-status__card" aria-labelledby="family-reports-title" data-testid="family-reports">
      <h2 id="family-reports-title" className="family-status__title">
        {T.title}
      </h2>
      {reports.map((r) => (
        <article key={r.id} className="family-report" aria-label={T.published(formatDate(r.published_at))}>
          <p className="family-report__date">{T.published(formatDate(r.published_at))}</p>
          {r.summary ? <p className="family-report__summary">{r.summary}</p> : null}
          <ul className="family-report__criteria">
            {r.criteria.map((c) => (
              <li key={c.criterion} className="family-report__criterion">
                <span className="family-report__name">{c.criterion}</span>
                <span className="family-report__score">{T.score(c.score, SCORE_MAX)}</span>
                {c.comment ? <span className="family-report__comment">{c.comment}</span> : null}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
