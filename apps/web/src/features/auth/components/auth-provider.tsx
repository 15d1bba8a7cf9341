import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginInput } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import type { User } from '@academy/contract/auth';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError, onUnauthorized } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { getProfile } from '../api/get-profile';
import { login as loginCall } from '../api/login';
import { AuthContext, type AuthContextValue, type LoginOutcome } from './auth-context';

/** The session state machine of SPEC §4. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const tokenRef = useRef<string | null>(null);

  const logout = useCallback(() => {
    authStorage.clear();
    tokenRef.current = null;
    setToken(null);
    setUser(null);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const storedToken = authStorage.getToken();
    const storedUser = authStorage.getUser();
    // Only a complete stored session is checked; the answer arrives asynchronously either way.
    const check: Promise<User | null> = storedToken && storedUser ? getProfile(storedToken) : Promise.resolve(null);
    check
      .then((profile) => {
        if (cancelled || !profile || !storedToken) return;
        tokenRef.current = storedToken;
        setToken(storedToken);
        setUser(profile);
        authStorage.saveUser(profile);
      })
      .catch(() => {
        if (!cancelled) logout();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [logout]);

  // A 401 from any admin call means the session is gone: sign out (the guard then sends to /login).
  useEffect(() => onUnauthorized(() => logout()), [logout]);

  const login = useCallback(async (input: LoginInput): Promise<LoginOutcome> => {
    setLoading(true);
    try {
      const result = await loginCall(input);
      authStorage.save(result.token, result.user);
      tokenRef.current = result.token;
      setToken(result.token);
      setUser(result.user);
      return { success: true };
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.message !== COMMON_MESSAGES.requestFailed) {
        return { success: false, message: error.message, cause: error };
      }
      return { success: false, message: AUTH_MESSAGES.networkError, cause: error };
    } finally {
      setLoading(false);
    }
  }, []);

  const verifyToken = useCallback(async (): Promise<boolean> => {
    const current = tokenRef.current ?? authStorage.getToken();
    if (!current) return false;
    try {
      const profile = await getProfile(current);
      setUser(profile);
      authStorage.saveUser(profile);
      return true;
    } catch {
      logout();
      return false;
    }
  }, [logout]);

  const updateUser = useCallback((next: User) => {
    authStorage.saveUser(next);
    setUser(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, token, loading, isAuthenticated: Boolean(token && user), login, logout, verifyToken, updateUser }),
    [user, token, loading, login, logout, verifyToken, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
