import { AUTH_STORAGE_KEYS } from '@academy/contract/auth-constants';
import type { User } from '@academy/contract/auth';

/** the session is kept in browser storage, one key for the token and one for the user (JSON). */
export const authStorage = {
  getToken(): string | null {
    return localStorage.getItem(AUTH_STORAGE_KEYS.token);
  },
  getUser(): User | null {
    const raw = localStorage.getItem(AUTH_STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as User;
    } catch {
      return null;
    }
  },
  save(token: string, user: User) {
    localStorage.setItem(AUTH_STORAGE_KEYS.token, token);
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  },
  /** A renewed token for the same session (decision 022: sliding renewal). */
  saveToken(token: string) {
    localStorage.setItem(AUTH_STORAGE_KEYS.token, token);
  },
  saveUser(user: User) {
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(AUTH_STORAGE_KEYS.token);
    localStorage.removeItem(AUTH_STORAGE_KEYS.user);
  },
};
