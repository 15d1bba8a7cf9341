import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS } from '@academy/contract/auth';
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

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProtectedRoute', () => {
  it('shows a centred spinner with "Loading..." while the session is checked, then the screen', async () => {
    localStorage.setItem(AUTH_STORAGE_KEYS.token, 'tok');
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ id: 1, name: 'A', email: 'a@b.c', role: 'admin' }));
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    resolve(new Response(JSON.stringify({ success: true, data: { user: { id: 1, name: 'A', email: 'a@b.c', role: 'admin' } } }), { status: 200 }));
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
