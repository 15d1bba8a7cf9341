import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginInput, LoginResult, TwoFactorLoginInput } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import type { User } from '@academy/contract/auth';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError, onUnauthorized } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { getProfile } from '../api/get-profile';
import { login as loginCall, loginWithCode as loginWithCodeCall, logoutOnServer } from '../api/login';
import { AuthContext, type AuthContextValue, type LoginOutcome } from './auth-context';

/** The session state machine: checking, signed in, signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const tokenRef = useRef<string | null>(null);

  /** Forgets the session in this browser (a 401 means the server has already ended it). */
  const forget = useCallback(() => {
    authStorage.clear();
    tokenRef.current = null;
    setToken(null);
    setUser(null);
  }, []);
  /** Signing out ends the session on the server too (decision 022), so a copied token stops working. */
  const logout = useCallback(() => {
    const current = tokenRef.current ?? authStorage.getToken();
    forget();
    if (current) void logoutOnServer(current);
  }, [forget]);

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
        if (!cancelled) forget();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [forget]);

  // A 401 from any admin call means the session is gone: forget it (the guard then sends to /login).
  useEffect(() => onUnauthorized(() => forget()), [forget]);

  const start = useCallback((result: LoginResult) => {
    authStorage.save(result.token, result.user);
    tokenRef.current = result.token;
    setToken(result.token);
    setUser(result.user);
  }, []);

  const attempt = useCallback(
    async (call: () => Promise<LoginResult | { two_factor_required: true; challenge: string }>): Promise<LoginOutcome> => {
      setLoading(true);
      try {
        const result = await call();
        if ('challenge' in result) return { success: false, twoFactor: true, challenge: result.challenge };
        start(result);
        return { success: true };
      } catch (error) {
        if (error instanceof ApiError && error.status > 0 && error.message !== COMMON_MESSAGES.requestFailed) {
          return { success: false, message: error.message, cause: error };
        }
        return { success: false, message: AUTH_MESSAGES.networkError, cause: error };
      } finally {
        setLoading(false);
      }
    },
    [start],
  );

  const login = useCallback((input: LoginInput) => attempt(() => loginCall(input)), [attempt]);
  const loginWithCode = useCallback((input: TwoFactorLoginInput) => attempt(() => loginWithCodeCall(input)), [attempt]);

  const verifyToken = useCallback(async (): Promise<boolean> => {
    const current = tokenRef.current ?? authStorage.getToken();
    if (!current) return false;
    try {
      const profile = await getProfile(current);
      setUser(profile);
      authStorage.saveUser(profile);
      return true;
    } catch {
      forget();
      return false;
    }
  }, [forget]);

  const updateUser = useCallback((next: User, nextToken?: string) => {
    authStorage.saveUser(next);
    setUser(next);
    // A new password ends every other session; this browser carries on with the token the server answered.
    if (nextToken) {
      authStorage.saveToken(nextToken);
      tokenRef.current = nextToken;
      setToken(nextToken);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, token, loading, isAuthenticated: Boolean(token && user), login, loginWithCode, logout, verifyToken, updateUser }),
    [user, token, loading, login, loginWithCode, logout, verifyToken, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
