import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AUTH_STORAGE_KEYS, type User } from '@academy/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const USER: User = { id: 1, name: 'Coach Ama', email: 'ama@academy.test', role: 'admin' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored session after the profile check succeeds', async () => {
    storeSession();
    const fresh = { ...USER, name: 'Coach Ama Mensah' };
    fetchMock.mockResolvedValue(json(200, { success: true, data: { user: fresh } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.token).toBe('stored-token');
    expect(result.current.user).toEqual(fresh);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('clears both stored items and signs out, silently, when the profile check fails', async () => {
    storeSession();
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Invalid token' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
  });

  it('treats success:false and a network failure of the profile check as a failure too', async () => {
    storeSession();
    fetchMock.mockResolvedValueOnce(json(200, { success: false, message: 'nope' }));
    const first = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    first.unmount();

    storeSession();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const second = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
  });

  it('logs in: saves token and user to storage and state', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    fetchMock.mockResolvedValue(json(200, { success: true, data: { token: 'new-token', user: USER } }));
    let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      outcome = await result.current.login({ email: USER.email, password: 'secret-pass' });
    });
    expect(outcome).toEqual({ success: true });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.user) ?? 'null')).toEqual(USER);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: USER.email, password: 'secret-pass' });
  });

  it('returns the server message when the login is refused, and the network message when unreachable', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: AUTH_MESSAGES.invalidCredentials }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login({ email: 'x@y.z', password: 'bad' });
    });
    expect(outcome).toMatchObject({ success: false, message: AUTH_MESSAGES.invalidCredentials, cause: { status: 401 } });
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.loading).toBe(false);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      outcome = await result.current.login({ email: 'x@y.z', password: 'bad' });
    });
    expect(outcome).toMatchObject({ success: false, message: AUTH_MESSAGES.networkError });

    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await act(async () => {
      outcome = await result.current.login({ email: 'x@y.z', password: 'bad' });
    });
    expect(outcome).toMatchObject({ success: false, message: AUTH_MESSAGES.networkError });
  });

  it('logs out: clears storage, token and user', async () => {
    storeSession();
    fetchMock.mockResolvedValue(json(200, { success: true, data: { user: USER } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.token).toBeNull();
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
  });

  it('verifyToken: false without a token; true and a refreshed user on success; logout and false on failure', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.verifyToken()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { token: 't1', user: USER } }));
    await act(async () => {
      await result.current.login({ email: USER.email, password: 'p' });
    });
    const renamed = { ...USER, name: 'Renamed' };
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { user: renamed } }));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.verifyToken();
    });
    expect(ok).toBe(true);
    expect(result.current.user).toEqual(renamed);

    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'expired' }));
    await act(async () => {
      ok = await result.current.verifyToken();
    });
    expect(ok).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
  });

  it('signs out when any API call answers 401', async () => {
    storeSession();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { user: USER } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'Please sign in to continue.' }));
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
