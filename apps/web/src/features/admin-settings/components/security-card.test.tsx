import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { SECURITY_CARD as T } from '@academy/contract/staff-account-constants';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { SecurityCard } from './security-card';

const show = () => renderScreen(<SecurityCard />, { route: '/settings', path: '/settings?section=academy' });

// The academy's sign-in rules: administrators, and coaches too (decision 061).
describe('the sign-in security card', () => {
  it('shows both rules as stored and changes only the one switched', async () => {
    api.get('/auth/security', ok({ require_admin_two_factor: true, require_coach_two_factor: false }));
    api.put('/auth/security', ({ body }) => ok({ require_admin_two_factor: true, require_coach_two_factor: false, ...(body as object) }));
    show();
    const admins = await screen.findByRole('switch', { name: T.requireAdmins });
    const coaches = screen.getByRole('switch', { name: T.requireCoaches });
    await waitFor(() => expect(admins).toBeChecked());
    expect(coaches).not.toBeChecked();
    await userEvent.click(coaches);
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT').map((c) => c.body)).toEqual([{ require_coach_two_factor: true }]);
    expect(coaches).toBeChecked();
    expect(admins).toBeChecked();
  });

  it("says why a change was refused, in the server's words", async () => {
    api.get('/auth/security', ok({ require_admin_two_factor: false, require_coach_two_factor: false }));
    api.put('/auth/security', fail(409, AUTH_MESSAGES.twoFactorMissingForRequire));
    show();
    await userEvent.click(await screen.findByRole('switch', { name: T.requireAdmins }));
    expect(await screen.findByText(AUTH_MESSAGES.twoFactorMissingForRequire)).toBeInTheDocument();
  });
});
