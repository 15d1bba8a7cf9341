import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
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
