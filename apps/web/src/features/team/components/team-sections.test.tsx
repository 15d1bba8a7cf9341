import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, onTestFinished } from 'vitest';
import { TeamMemberSchema, type TeamRole } from '@academy/contract/team';
import { recordOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import { PUBLIC_SQUADS } from '@academy/contract/squad-constants';
import { SquadRosters, squadsJump } from './squad-rosters';
import { TeamSections } from './team-sections';

let nextId = 1;
const member = (name: string, role: TeamRole, jersey_number: number | null = null) =>
  recordOf(TeamMemberSchema, { id: nextId++, name, role, jersey_number, photo_consent: true });

describe('TeamSections', () => {
  it('groups members and shows jump buttons only for non-empty groups', () => {
    renderWithProviders(
      <TeamSections
        members={[member('Coach A', 'head_coach'), member('Coach B', 'fitness_coach'), member('Striker', 'forward', 9), member('Keeper', 'goalkeeper', 0)]}
      />,
    );
    const jump = screen.getByRole('navigation', { name: 'Jump to a group' });
    const buttons = Array.from(jump.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toEqual(['Coaching Staff2', 'Forwards1', 'Goalkeepers1']);
    expect(screen.queryByRole('heading', { name: 'Defenders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Midfielders' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coaching Staff' })).toBeInTheDocument();
    // Jersey numbers for players (0 included), none for coaches.
    expect(screen.getByLabelText('Jersey number 9')).toHaveTextContent('9');
    expect(screen.getByLabelText('Jersey number 0')).toHaveTextContent('0');
  });

  it('scrolls to the section when a jump button is pressed', async () => {
    const scroll = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderWithProviders(<TeamSections members={[member('Mid', 'midfielder', 8)]} />);
    await userEvent.click(screen.getByRole('button', { name: /Midfielders/ }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('team-midfielders');
  });

  it('ends the jump buttons with "Our squads" when the page shows the rosters, and jumps to them', async () => {
    const scroll = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const squads = [
      { name: 'U12', season: '2026/27', min_age: 11, max_age: 12, players: [{ name: 'Kofi O.' }, { name: 'Ama B.' }], others: 0 },
      { name: 'U14', season: '2026/27', min_age: 13, max_age: 14, players: [{ name: 'Yaw D.' }], others: 0 },
    ];
    renderWithProviders(
      <>
        <TeamSections members={[member('Coach A', 'head_coach')]} extra={[squadsJump(squads)]} />
        <SquadRosters squads={squads} />
      </>,
    );
    const jump = screen.getByRole('navigation', { name: 'Jump to a group' });
    expect(Array.from(jump.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Coaching Staff1', `${PUBLIC_SQUADS.title}3`]);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(PUBLIC_SQUADS.title) }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('team-squads');
  });
});

describe('SquadRosters', () => {
  it('names the children the API names and counts the others, without a name, initial or list item for them (decision 060)', () => {
    const squads = [
      { name: 'U11', season: '2026/27', min_age: 10, max_age: 11, players: [{ name: 'Kofi O.' }], others: 2 },
      { name: 'U13', season: '2026/27', min_age: 13, max_age: 14, players: [], others: 1 },
    ];
    renderWithProviders(
      <>
        <TeamSections members={[member('Coach A', 'head_coach')]} extra={[squadsJump(squads)]} />
        <SquadRosters squads={squads} />
      </>,
    );
    const [u11, u13] = within(screen.getByRole('region', { name: PUBLIC_SQUADS.title })).getAllByRole('article');
    expect(Array.from(u11!.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Kofi O.']);
    expect(u11).toHaveTextContent(PUBLIC_SQUADS.others(2));
    expect(u13!.querySelectorAll('li')).toHaveLength(0);
    expect(u13).toHaveTextContent(PUBLIC_SQUADS.onlyOthers(1));
    // The jump button counts every child on a roster, named or not.
    const jump = screen.getByRole('navigation', { name: 'Jump to a group' });
    expect(Array.from(jump.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Coaching Staff1', `${PUBLIC_SQUADS.title}4`]);
  });
});
