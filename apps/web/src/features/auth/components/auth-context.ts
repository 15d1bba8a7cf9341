import { createContext, useContext } from 'react';
import type { LoginInput } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import type { User } from '@academy/contract/auth';

/** A refusal carries the message to show and the error itself (its per-field messages, if any). */
export type LoginOutcome = { success: true } | { success: false; message: string; cause?: unknown };

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  loading: boolean;
  isAuthenticated: boolean;
  login: (input: LoginInput) => Promise<LoginOutcome>;
  logout: () => void;
  verifyToken: () => Promise<boolean>;
  /** After the administrator edits their own profile. */
  updateUser: (user: User) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_MESSAGES.outsideProvider);
  return value;
}
