import { groupTeam } from '@academy/contract/team-constants';
import type { TeamMember } from '@academy/contract/team';
import { MemberCard } from './member-card';

const sectionId = (key: string) => `team-${key}`;

/** A section of the page outside the groups (the squads' rosters, `id` team-{key}) that gets a jump button after theirs. */
export type ExtraJump = { key: string; title: string; count: number };

/**
 * The spec's five groups in order; groups without members get neither a section nor a jump button.
 * `extra`: later sections of the page with a jump button of their own ("Our squads").
 */
export function TeamSections({ members, extra = [] }: { members: readonly TeamMember[]; extra?: readonly ExtraJump[] }) {
  const groups = groupTeam(members).filter((g) => g.members.length > 0);
  const jump = (key: string) => {
    const target = document.getElementById(sectionId(key));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <>
      <nav className="team-jump" aria-label="Jump to a group">
        {groups.map((g) => (
          <button key={g.key} type="button" className="team-jump__btn" onClick={() => jump(g.key)}>
            {g.title}
            <span className="team-jump__count">{g.members.length}</span>
          </button>
        ))}
        {extra.map((x) => (
          <button key={x.key} type="button" className="team-jump__btn" onClick={() => jump(x.key)}>
            {x.title}
            <span className="team-jump__count">{x.count}</span>
          </button>
        ))}
      </nav>
      {groups.map((g, gi) => (
        <section
          key={g.key}
          id={sectionId(g.key)}
          className={gi > 0 ? 'team-group below-fold' : 'team-group'}
          aria-labelledby={`${sectionId(g.key)}-title`}
          tabIndex={-1}
        >
          <h2 className="heading team-group__title" id={`${sectionId(g.key)}-title`}>
            {g.title}
          </h2>
          <ul className="team-grid">
            {g.members.map((m, mi) => (
              <li key={m.id} className={mi > 1 ? 'below-fold' : undefined}>
                {/* The page's largest paint on a phone, preloaded by the server (page-reads.ts). */}
                <MemberCard member={m} largest={gi === 0 && mi === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
