import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_RULE_HINT } from '@academy/contract/auth-constants';
import { api, fail } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { AccountSettings } from './account-settings';

const USER = { id: 2, name: 'Eddie', email: 'eddie.editor@academy.test', role: 'editor' } as const;
const open = () => renderScreen(<AccountSettings user={USER} onSaved={() => {}} />, { route: '/settings', path: '/settings' });

async function newPassword(password: string) {
  for (const label of ['New password', 'Confirm new password']) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), password);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('Settings → Account password (decision 061)', () => {
  it("refuses the account's email and a keyboard run in the browser, and shows the server's refusal under the field", async () => {
    api.put('/auth/profile', fail(400, AUTH_MESSAGES.passwordCommon, { new_password: AUTH_MESSAGES.passwordCommon }));
    open();
    expect(screen.getByText(`Leave empty to keep it. ${PASSWORD_RULE_HINT}`)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'the-current-one');

    await newPassword('Eddie.Editor-2026');
    expect(await screen.findByText(AUTH_MESSAGES.passwordHasEmail)).toBeInTheDocument();
    await newPassword('qwertyuiopas');
    expect(await screen.findByText(AUTH_MESSAGES.passwordRuns)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await newPassword('leavemealone');
    expect(await screen.findByText(AUTH_MESSAGES.passwordCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
