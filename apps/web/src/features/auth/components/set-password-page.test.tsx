import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_RULE_HINT } from '@academy/contract/auth-constants';
import { SET_PASSWORD_PAGE as P, USER_MESSAGES } from '@academy/contract/users-constants';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import SetPasswordPage from './set-password-page';

const EMAIL = 'nia.new@academy.test';
const open = () => renderScreen(<SetPasswordPage />, { route: '/set-password/:token', path: '/set-password/t0ken' });
const posts = () => api.calls.filter((c) => c.method === 'POST');

async function choose(password: string) {
  const field = screen.getByLabelText(P.password);
  const confirm = screen.getByLabelText(P.confirm);
  await userEvent.clear(field);
  await userEvent.clear(confirm);
  await userEvent.type(field, password);
  await userEvent.type(confirm, password);
  await userEvent.click(screen.getByRole('button', { name: P.submit }));
}

describe('SetPasswordPage (decision 061)', () => {
  it("names the rule, refuses a repeat in the browser, and shows the server's refusal of the account's email under the field", async () => {
    api.get('/set-password/:token', ok({ email: EMAIL }));
    api.post('/set-password/:token', ({ body }) =>
      (body as { password: string }).password.toLowerCase().includes('nia.new')
        ? fail(400, AUTH_MESSAGES.passwordHasEmail, { password: AUTH_MESSAGES.passwordHasEmail })
        : ok({ email: EMAIL }),
    );
    open();
    expect(await screen.findByText(P.intro(EMAIL))).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE_HINT)).toBeInTheDocument();

    await choose('aaaaaaaaaaaa');
    expect(await screen.findByText(AUTH_MESSAGES.passwordRepeats)).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await choose('Nia.New-Kickoff-26');
    expect(await screen.findByText(AUTH_MESSAGES.passwordHasEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(P.password)).toHaveAttribute('aria-invalid', 'true');

    await choose('Kickoff at Nine, Saturday');
    expect(await screen.findByText(USER_MESSAGES.passwordSet)).toBeInTheDocument();
    expect(posts().map((c) => c.body)).toEqual([{ password: 'Nia.New-Kickoff-26' }, { password: 'Kickoff at Nine, Saturday' }]);
  });
});
