import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS } from '@academy/contract/auth';
import { api, ok, type Reply } from '../test/api';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { ProtectedRoute } from './protected-route';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <p>secret dashboard</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe('ProtectedRoute', () => {
  it('shows a centred spinner with "Loading..." while the session is checked, then the screen', async () => {
    localStorage.setItem(AUTH_STORAGE_KEYS.token, 'tok');
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ id: 1, name: 'A', email: 'a@b.c', role: 'admin' }));
    let answer: (reply: Reply) => void = () => {};
    api.get('/auth/profile', () => new Promise<Reply>((r) => (answer = r)));
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer(ok({ user: { id: 1, name: 'A', email: 'a@b.c', role: 'admin' } }));
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();
  });

  it('redirects an anonymous visitor to /login, replacing history and passing the requested location', async () => {
    const router = renderAt('/dashboard?tab=1');
    expect(await screen.findByText('login page, from /dashboard?tab=1')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('secret dashboard')).toBeNull();
  });
});
