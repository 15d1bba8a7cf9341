import { createContext, useContext } from 'react';
import type { LoginInput, TwoFactorLoginInput } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import type { User } from '@academy/contract/auth';

/** A refusal carries the message to show and the error itself (its per-field messages, if any). */
export type LoginOutcome =
  | { success: true }
  | { success: false; message: string; cause?: unknown }
  /** The password was right; the account asks for a code from its authenticator app (decision 022). */
  | { success: false; twoFactor: true; challenge: string };

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  loading: boolean;
  isAuthenticated: boolean;
  login: (input: LoginInput) => Promise<LoginOutcome>;
  /** The second step of a two-factor sign-in. */
  loginWithCode: (input: TwoFactorLoginInput) => Promise<LoginOutcome>;
  /** Signs out: the server ends the session, the browser forgets it. */
  logout: () => void;
  verifyToken: () => Promise<boolean>;
  /** After the administrator edits their own profile. */
  updateUser: (user: User, token?: string) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_MESSAGES.outsideProvider);
  return value;
}
