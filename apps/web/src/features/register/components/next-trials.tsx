import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { formatDateTime } from '../../../lib/format-date';
import { usePublicTrials } from '../api/get-public-trials';

const SHOWN = 4;

/** The next trial dates with their places left, beside the registration form. */
export function NextTrials() {
  const trials = usePublicTrials();
  if (trials.isPending || trials.isError) return null;
  const next = trials.data.slice(0, SHOWN);
  return (
    <section className="next-trials" aria-labelledby="next-trials-title">
      <h2 id="next-trials-title">{TRIAL_MESSAGES.nextTrials}</h2>
      {next.length === 0 ? (
        <p>{TRIAL_MESSAGES.noUpcoming}</p>
      ) : (
        <ul>
          {next.map((t) => (
            <li key={t.starts_at + t.location}>
              <time dateTime={t.starts_at}>{formatDateTime(t.starts_at)}</time>
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
