import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, onTestFinished } from 'vitest';
import { TeamMemberSchema, type TeamRole } from '@academy/contract/team';
import { recordOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
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
});
