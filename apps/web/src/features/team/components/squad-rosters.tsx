import type { PublicSquad } from '@academy/contract/squad';
import { PUBLIC_SQUADS, SQUAD_MESSAGES } from '@academy/contract/squad-constants';

/** The rosters' section as the team page's jump buttons name it (its id is team-squads). */
export const squadsJump = (squads: readonly PublicSquad[]) => ({
  key: 'squads',
  title: PUBLIC_SQUADS.title,
  count: squads.reduce((n, s) => n + s.players.length + s.others, 0),
});

/**
 * The players, by squad (docs/decisions/031): each child of a roster by first name and initial; no
 * photo (a registration has none). Children whose family did not agree come as a count (decision 060).
 */
export function SquadRosters({ squads }: { squads: readonly PublicSquad[] }) {
  return (
    <section id="team-squads" className="team-group below-fold" aria-labelledby="team-squads-title" tabIndex={-1}>
      <h2 className="heading team-group__title" id="team-squads-title">
        {PUBLIC_SQUADS.title}
      </h2>
      <div className="team-squads">
        {squads.map((s) => (
          <article key={`${s.season}-${s.name}`} className="card team-squad" aria-labelledby={`squad-${s.season}-${s.name}`.replace(/\W+/g, '-')}>
            <h3 className="team-squad__name" id={`squad-${s.season}-${s.name}`.replace(/\W+/g, '-')}>
              {s.name} <span className="team-squad__season">{s.season}</span>
            </h3>
            <p className="team-squad__ages">{SQUAD_MESSAGES.ages(s.min_age, s.max_age)}</p>
            {s.players.length ? (
              <ul className="team-squad__players">
                {s.players.map((p, i) => (
                  <li key={`${p.name}-${i}`}>{p.name}</li>
                ))}
              </ul>
            ) : null}
            {s.others ? <p className="team-squad__others">{s.players.length ? PUBLIC_SQUADS.others(s.others) : PUBLIC_SQUADS.onlyOthers(s.others)}</p> : null}
          </article>
        ))}
      </div>
    </section>
  );
}
