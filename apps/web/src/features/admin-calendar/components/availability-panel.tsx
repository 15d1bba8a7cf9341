import { AVAILABILITY_LABELS, type PlayerAvailability } from '@academy/contract/availability';
import { EVENT_SCREEN } from '@academy/contract/calendar-admin-constants';
import { AdminFigures } from '../../../components/admin/admin-figures';
import ui from '../../../components/admin/ui.module.css';
import { useEventAvailability } from '../api/events';
import css from './calendar.module.css';

const A = EVENT_SCREEN.availability;
const GROUPS = ['yes', 'no', 'maybe', 'unanswered'] as const;
const groupOf = (p: PlayerAvailability): (typeof GROUPS)[number] => p.answer ?? (p.assumed ? 'yes' : 'unanswered');

/** The event's availability: counts (Coming / Can't come / Maybe / No answer) and the names under each. */
export function AvailabilityPanel({ eventId }: { eventId: string }) {
  const availability = useEventAvailability(eventId);
  const a = availability.data;
  return (
    <section className={ui.card} aria-labelledby="availability-title" data-testid="event-availability">
      <h2 id="availability-title" className={ui.cardTitle}>
        {A.title}
      </h2>
      {availability.isError ? <p className={ui.empty}>{A.loadFailed}</p> : null}
      {a ? (
        <>
          <AdminFigures figures={GROUPS.map((g) => [A.counts[g], a.counts[g]])} />
          {a.default === 'attending' ? <p className={ui.hint}>{A.defaultAttending}</p> : null}
          {a.players.length === 0 ? (
            <p className={ui.empty}>{A.empty}</p>
          ) : (
            <div className={css.answers}>
              {GROUPS.map((g) => {
                const players = a.players.filter((p) => groupOf(p) === g);
                return players.length ? (
                  <div key={g} data-answer={g}>
                    <h3 className={css.answerTitle}>{g === 'unanswered' ? A.counts.unanswered : AVAILABILITY_LABELS[g]}</h3>
                    <ul className={css.names}>
                      {players.map((p) => (
                        <li key={p.registration_id}>
                          {p.player_name}
                          {p.assumed ? <span className={css.assumed}> ({A.assumed})</span> : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null;
              })}
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
