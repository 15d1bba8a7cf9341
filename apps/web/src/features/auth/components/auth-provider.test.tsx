import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AUTH_STORAGE_KEYS, type User } from '@academy/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { api, fail, NETWORK_DOWN, ok } from '../../../test/api';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const USER: User = { id: 1, name: 'Coach Ama', email: 'ama@academy.test', role: 'admin' };

const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;

function storeSession(token = 'stored-token', user: User = USER) {
  localStorage.setItem(AUTH_STORAGE_KEYS.token, token);
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
}

describe('AuthProvider', () => {
  it('starts loading, then ends signed out when nothing is stored (no request)', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('restores a stored session after the profile check succeeds', async () => {
    storeSession();
    const fresh = { ...USER, name: 'Coach Ama Mensah' };
    api.get('/auth/profile', ok({ user: fresh }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.token).toBe('stored-token');
    expect(result.current.user).toEqual(fresh);
    const [call] = api.calls;
    expect(call?.url).toBe('/auth/profile');
    expect(call?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('clears both stored items and signs out, silently, when the profile check fails', async () => {
    storeSession();
    api.get('/auth/profile', fail(401, 'Invalid token'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
  });

  it('treats success:false and a network failure of the profile check as a failure too', async () => {
    storeSession();
    api.get('/auth/profile', { status: 200, json: { success: false, message: 'nope' } });
    const first = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    first.unmount();

    storeSession();
    api.get('/auth/profile', NETWORK_DOWN);
    const second = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
  });

  it('logs in: saves token and user to storage and state', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    api.post('/auth/login', ok({ token: 'new-token', user: USER }));
    let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      outcome = await result.current.login({ email: USER.email, password: 'secret-pass' });
    });
    expect(outcome).toEqual({ success: true });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.user) ?? 'null')).toEqual(USER);
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/auth/login', { email: USER.email, password: 'secret-pass' }]]);
  });

  it('returns the server message when the login is refused, and the network message when unreachable', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    api.post('/auth/login', fail(401, AUTH_MESSAGES.invalidCredentials));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login({ email: 'x@y.z', password: 'bad' });
    });
    expect(outcome).toMatchObject({ success: false, message: AUTH_MESSAGES.invalidCredentials, cause: { status: 401 } });
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.loading).toBe(false);

    api.post('/auth/login', NETWORK_DOWN);
    await act(async () => {
      outcome = await result.current.login({ email: 'x@y.z', password: 'bad' });
    });
    expect(outcome).toMatchObject({ success: false, message: AUTH_MESSAGES.networkError });

    api.post('/auth/login', { status: 502, text: '<html>bad gateway</html>' });
    await act(async () => {
      outcome = await result.current.login({ email: 'x@y.z', password: 'bad' });
    });
    expect(outcome).toMatchObject({ success: false, message: AUTH_MESSAGES.networkError });
  });

  it('logs out: clears storage, token and user, and ends the session on the server', async () => {
    storeSession();
    api.get('/auth/profile', ok({ user: USER }));
    api.post('/auth/logout', ok(null));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.token).toBeNull();
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
    await waitFor(() => expect(api.callsTo('POST', '/auth/logout').map((c) => c.headers.get('Authorization'))).toEqual(['Bearer stored-token']));
  });

  it('verifyToken: false without a token; true and a refreshed user on success; logout and false on failure', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.verifyToken()).resolves.toBe(false);
    expect(api.calls).toEqual([]);

    api.post('/auth/login', ok({ token: 't1', user: USER }));
    await act(async () => {
      await result.current.login({ email: USER.email, password: 'p' });
    });
    const renamed = { ...USER, name: 'Renamed' };
    api.get('/auth/profile', ok({ user: renamed }));
    let valid: boolean | undefined;
    await act(async () => {
      valid = await result.current.verifyToken();
    });
    expect(valid).toBe(true);
    expect(result.current.user).toEqual(renamed);

    api.get('/auth/profile', fail(401, 'expired'));
    await act(async () => {
      valid = await result.current.verifyToken();
    });
    expect(valid).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
  });

  it('signs out when any API call answers 401', async () => {
    storeSession();
    api.get('/auth/profile', ok({ user: USER }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    api.get('/posts', fail(401, 'Please sign in to continue.'));
    await act(async () => {
      await expect(apiRequest('/posts')).rejects.toThrow('Please sign in to continue.');
    });
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
  });

  it('useAuth outside the provider throws the exact text', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(AUTH_MESSAGES.outsideProvider);
    expect(AUTH_MESSAGES.outsideProvider).toBe('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
