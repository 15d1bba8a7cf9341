import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, TWO_FACTOR_LOGIN } from '@academy/contract/auth';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { api, fail, ok } from '../../../test/api';
import { useDemoCredentials } from '../api/get-demo-credentials';
import { AuthProvider } from './auth-provider';
import LoginPage from './login-page';

/** Shows once the demo question is answered: the page, in the same query, has rendered that answer too. */
function DemoAnswered() {
  return useDemoCredentials().isSuccess ? <p>demo answered</p> : null;
}

function setup(demo: { active: boolean; email?: string; key?: string }, from?: string) {
  api.get('/auth/demo', ok(demo));
  api.post('/auth/login', fail(401, AUTH_MESSAGES.invalidCredentials));
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: [{ pathname: '/login', state: from ? { from: { pathname: from } } : null }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <RouterProvider router={router} />
        <DemoAnswered />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('LoginPage', () => {
  it('asks for the code of an account with two-factor sign-in, refuses a wrong one, and signs in with the right one', async () => {
    const router = setup({ active: false });
    const user = { id: 1, name: 'Coach', email: 'coach@academy.test', role: 'admin' };
    api.get('/auth/demo', fail(404, 'Not found'));
    api.post('/auth/login', ok({ two_factor_required: true, challenge: 'challenge-1' }));
    api.post('/auth/login/two-factor', ({ body }) => {
      const { challenge, code } = body as { challenge: string; code: string };
      return challenge === 'challenge-1' && code === '123456' ? ok({ token: 't1', user }) : fail(401, AUTH_MESSAGES.codeWrong);
    });
    api.get('/auth/two-factor', ok({ enabled: true, required: false, recovery_codes_left: 10 }));
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'the-right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: TWO_FACTOR_LOGIN.title })).toBeInTheDocument();
    // No sample credentials outside the embedded demo (the route answers 404).
    expect(screen.queryByLabelText('Sample administrator credentials')).toBeNull();
    await userEvent.type(screen.getByLabelText(TWO_FACTOR_LOGIN.code), '000000');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_LOGIN.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.codeWrong);
    await userEvent.clear(screen.getByLabelText(TWO_FACTOR_LOGIN.code));
    await userEvent.type(screen.getByLabelText(TWO_FACTOR_LOGIN.code), '123456');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_LOGIN.submit }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('academy.token')).toBe('t1');
  });

  it('asks for both fields before calling the server', async () => {
    setup({ active: false });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.fillAllFields);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.fillAllFields);
    expect(api.callsTo('POST', '/auth/login')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    setup({ active: false });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
  });

  it('shows the sample credentials only while the demo is active', async () => {
    setup({ active: true, email: 'demo@academy.test', key: 'Kick-Off-42' });
    expect(await screen.findByText('demo@academy.test')).toBeInTheDocument();
    expect(screen.getByText('Kick-Off-42')).toBeInTheDocument();
  });

  it('hides them otherwise', async () => {
    setup({ active: false });
    await screen.findByText('demo answered');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sample administrator credentials')).toBeNull();
  });

  it("puts the server's message for a field under that field", async () => {
    setup({ active: false });
    const tooLong = 'Please use at most 254 characters';
    api.post('/auth/login', fail(400, tooLong, { email: tooLong }));
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(tooLong);
    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_MESSAGES.invalidInput);
  });
});
