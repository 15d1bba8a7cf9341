import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@academy/contract/auth-constants';
import { SQUAD_MESSAGES, SQUAD_SCREEN, type Squad } from '@academy/contract/squad';
import { AdminRoleContext } from '../../../components/admin/admin-role';
import { api, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import SquadsPage from './squads-page';

const squad = (over: Partial<Squad>): Squad => ({
  id: 1,
  name: 'U12',
  season: '2026/27',
  min_age: 12,
  max_age: 12,
  capacity: 16,
  availability_default: 'asking',
  reminder_hours: [144, 24],
  enrolled: 5,
  offered: 2,
  waitlisted: 0,
  places_left: 9,
  coaches: [{ id: 4, name: 'Coach Grace' }],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const open = (role: Role) =>
  renderWithProviders(
    <AdminRoleContext.Provider value={{ role, userId: 1 }}>
      <SquadsPage />
    </AdminRoleContext.Provider>,
  );

describe('the Squads screen', () => {
  it('lists each squad with its ages, its fill (enrolled and open offers against the capacity) and its coaches', async () => {
    api.get('/squads', ok([squad({}), squad({ id: 2, name: 'U13', min_age: 13, max_age: 14, capacity: 2, enrolled: 1, offered: 1, coaches: [] })]));
    api.get(
      '/users',
      ok([
        { id: 4, name: 'Coach Grace', email: 'grace@academy.test', role: 'coach', active: true, created_at: '2026-01-01T00:00:00.000Z' },
        { id: 5, name: 'Ed Itor', email: 'ed@academy.test', role: 'editor', active: true, created_at: '2026-01-01T00:00:00.000Z' },
      ]),
    );
    open('admin');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText(SQUAD_MESSAGES.fill(7, 16))).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Coach Grace')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('13–14')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(SQUAD_MESSAGES.fill(2, 2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SQUAD_SCREEN.newSquad }));
    expect(screen.getByRole('heading', { name: SQUAD_SCREEN.newSquad })).toBeInTheDocument();
    // The coaches are picked among coach and administrator accounts only.
    const coaches = screen.getByRole('group', { name: SQUAD_SCREEN.coaches });
    expect(await within(coaches).findByRole('checkbox', { name: 'Coach Grace' })).toBeInTheDocument();
    expect(within(coaches).queryByRole('checkbox', { name: 'Ed Itor' })).toBeNull();
  });

  it('shows a coach their squads read-only: no new squad, no delete', async () => {
    api.get('/squads', ok([squad({})]));
    open('coach');
    expect(await screen.findByText(SQUAD_MESSAGES.fill(7, 16))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SQUAD_SCREEN.newSquad })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(SQUAD_SCREEN.delete) })).toBeNull();
  });
});
