import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, TWO_FACTOR_LOGIN } from '@academy/contract/auth';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { AuthProvider } from './auth-provider';
import LoginPage from './login-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();

function setup(demo: { active: boolean; email?: string; key?: string }, from?: string) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/auth/demo')) return json(200, { success: true, data: demo });
    if (url.endsWith('/auth/login')) return json(401, { success: false, message: AUTH_MESSAGES.invalidCredentials });
    return json(404, {});
  });
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
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('asks for the code of an account with two-factor sign-in, refuses a wrong one, and signs in with the right one', async () => {
    const router = setup({ active: false });
    const user = { id: 1, name: 'Coach', email: 'coach@academy.test', role: 'admin' };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/auth/demo')) return json(404, { success: false });
      if (url.endsWith('/auth/login')) return json(200, { success: true, data: { two_factor_required: true, challenge: 'challenge-1' } });
      if (url.endsWith('/auth/login/two-factor')) {
        const body = JSON.parse(String(init?.body)) as { challenge: string; code: string };
        if (body.challenge === 'challenge-1' && body.code === '123456') return json(200, { success: true, data: { token: 't1', user } });
        return json(401, { success: false, message: AUTH_MESSAGES.codeWrong });
      }
      if (url.endsWith('/auth/two-factor')) return json(200, { success: true, data: { enabled: true, required: false, recovery_codes_left: 10 } });
      return json(404, {});
    });
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
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/auth/login'))).toBe(false);
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
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByLabelText('Sample administrator credentials')).toBeNull();
  });

  it("puts the server's message for a field under that field", async () => {
    setup({ active: false });
    const tooLong = 'Please use at most 254 characters';
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/login')
        ? json(400, { success: false, message: tooLong, errors: { email: tooLong } })
        : json(200, { success: true, data: { active: false } }),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(tooLong);
    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_MESSAGES.invalidInput);
  });
});
