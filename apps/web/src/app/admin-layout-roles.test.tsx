import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACADEMY_DEFAULTS } from '@academy/contract/academy-constants';
import { AUTH_STORAGE_KEYS, FORBIDDEN_PAGE, type Role } from '@academy/contract/auth-constants';
import { api, ok } from '../test/api';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { formatDateTime, setTimeZone } from '../lib/format-date';
import { AdminLayout } from './admin-layout';
import { ProtectedRoute } from './protected-route';

/** A screen writing a time: what the academy's zone decides (docs/decisions/050). */
const Clock = () => <p data-testid="clock">{formatDateTime('2026-12-07T17:00:00Z', 'time')}</p>;

function renderAs(role: Role, path: string, zone = 'UTC') {
  const user = { id: 7, name: 'Sam', email: 'sam@academy.test', role };
  localStorage.setItem(AUTH_STORAGE_KEYS.token, 'tok');
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  api.get('/auth/profile', ok({ user }));
  api.get('/admin/counts', ok({ unread_messages: 3, new_registrations: 2 }));
  api.get('/academy', ok({ ...ACADEMY_DEFAULTS, time_zone: zone }));
  const screens = [
    ...['/dashboard', '/allposts', '/enrollment', '/messages', '/users', '/settings', '/trial-day', '/trials/:id'].map((p) => ({
      path: p,
      element: <p>screen {p}</p>,
    })),
    { path: '/calendar', element: <Clock /> },
  ];
  const router = createMemoryRouter([{ element: <ProtectedRoute />, children: [{ element: <AdminLayout />, children: screens }] }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Admin sections' }));
const entries = () =>
  sidebar()
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('the admin frame by role', () => {
  afterEach(() => setTimeZone(undefined));

  it("writes every screen's times in the academy's zone from its settings, not the page's first one nor the computer's", async () => {
    setTimeZone('UTC');
    renderAs('admin', '/calendar', 'Europe/Berlin');
    await waitFor(() => expect(screen.getByTestId('clock')).toHaveTextContent('18:00'));
  });

  it("shows an editor only the editor's screens, the 403 screen elsewhere, and never asks for the counts", async () => {
    renderAs('editor', '/enrollment');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_PAGE.title })).toBeInTheDocument();
    expect(screen.queryByText('screen /enrollment')).toBeNull();
    expect(entries()).toEqual(['/dashboard', '/allposts', '/media', '/teamdashboard', '/galleryalbum', '/settings']);
    expect(screen.getByTestId('admin-user-role')).toHaveTextContent('Editor');
    expect(api.callsTo('GET', '/admin/counts')).toEqual([]);
  });

  it('opens an allowed screen for an editor', async () => {
    renderAs('editor', '/allposts');
    expect(await screen.findByText('screen /allposts')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FORBIDDEN_PAGE.title })).toBeNull();
  });

  it('shows an administrator everything, Users included, with the count badges', async () => {
    renderAs('admin', '/users');
    expect(await screen.findByText('screen /users')).toBeInTheDocument();
    expect(entries()).toEqual(expect.arrayContaining(['/enrollment', '/messages', '/trials', '/outbox', '/activity', '/users']));
    expect(screen.getByTestId('admin-user-role')).toHaveTextContent('Admin');
    expect(await screen.findByTestId('sidebar-count-messages')).toHaveTextContent('3');
  });

  it('shows a coach their trial day, their squads, the calendar, announcements to them and their account only, lands them on the trial day instead of the dashboard', async () => {
    renderAs('coach', '/dashboard');
    expect(await screen.findByText('screen /trial-day')).toBeInTheDocument();
    expect(entries()).toEqual(['/trial-day', '/squads', '/calendar', '/announcements', '/settings']);
    // The brand link leads there too.
    expect(screen.getByRole('link', { name: /Admin$/ })).toHaveAttribute('href', '/trial-day');
    expect(screen.getByTestId('admin-user-role')).toHaveTextContent('Coach');
    expect(api.callsTo('GET', '/admin/counts')).toEqual([]);
  });

  it("refuses a coach the administrators' trial screen and the enrollments", async () => {
    renderAs('coach', '/trials/4');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_PAGE.title })).toBeInTheDocument();
    expect(screen.queryByText('screen /trials/:id')).toBeNull();
  });
});
