import { useId } from 'react';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { formatDateTime } from '../../lib/format-date';
import { usePublicTrials } from './use-public-trials';
import './academy.css';

/**
 * The next trial dates with their places left (the trials of the enrollment journey), on /register
 * beside the form and on the home page. `tone` matches the background it sits on.
 */
/** `id`: the section's own id (/register loads this part when the visitor comes near it, `whenVisible`). */
export function NextTrials({ limit = 4, tone = 'dark', className, id }: { limit?: number; tone?: 'dark' | 'light'; className?: string; id?: string }) {
  const trials = usePublicTrials();
  const titleId = useId();
  if (trials.isPending || trials.isError) return null;
  const next = trials.data.slice(0, limit);
  return (
    <section id={id} className={['next-trials', `next-trials--${tone}`, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId}>{TRIAL_MESSAGES.nextTrials}</h2>
      {next.length === 0 ? (
        <p>{TRIAL_MESSAGES.noUpcoming}</p>
      ) : (
        <ul>
          {next.map((t) => (
            <li key={t.starts_at + t.location}>
              <time dateTime={t.starts_at} data-format="short">
                {formatDateTime(t.starts_at)}
              </time>
              <span>
                {t.location} · {TRIAL_MESSAGES.ages(t.min_age, t.max_age)}
              </span>
              <strong data-full={t.places_left === 0 || undefined}>{TRIAL_MESSAGES.placesLeft(t.places_left)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
