// Zod-free part of auth.ts: pages that only show data import this file and never download zod.
import { COMMON_MESSAGES } from './common-constants.ts';

export const AUTH_STORAGE_KEYS = { token: 'academy.token', user: 'academy.user' } as const;

/**
 * Who may do what: an administrator everything; an editor the public content (posts,
 * videos, albums and photos, team) and their own profile, never a child's or a family's data;
 * a coach the trial sessions (and squads) assigned to them, and for those children only what the
 * pitch needs (decision 018, `CoachChild` in trial.ts).
 */
export const ROLES = ['admin', 'editor', 'coach'] as const;
export type Role = (typeof ROLES)[number];
/** How the admin header and the Users screen name a role. */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', coach: 'Coach' };
export const DEFAULT_ROLE_LABEL = ROLE_LABELS.admin;
/** The header's label for any stored role: unknown or empty values read as the default. */
export const roleLabel = (role: string | null | undefined): string => ROLE_LABELS[role as Role] ?? DEFAULT_ROLE_LABEL;
export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The screen an editor (or anyone) sees on an admin page their role does not open. */
export const FORBIDDEN_PAGE = {
  title: "You don't have access to this page",
  body: 'Your role does not include this part of the admin area. Ask an administrator if you need it.',
  back: 'Back to the dashboard',
} as const;

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  networkError: 'Network error. Please try again.',
  outsideProvider: 'useAuth must be used within an AuthProvider',
  invalidCredentials: 'Invalid email or password',
  loading: COMMON_MESSAGES.loading,
  tooManyAttempts: 'Too many sign-in attempts. Please wait and try again.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordTooShort: 'Password must be at least 12 characters',
  /** A password found in the shipped list of common passwords (decision 022). */
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  /** The password contains the account's email address or the part before its @ (decision 061). */
  passwordHasEmail: 'The password must not contain the email address or the part before the @.',
  /** One character or one short piece said again and again (`aaaaaaaaaaaa`, `abcabcabcabc`). */
  passwordRepeats: 'This password repeats the same characters. Choose one that is harder to guess.',
  /** Mostly keys next to each other or letters and digits in order (`qwertyuiopas`, `abcd1234`). */
  passwordRuns: 'This password is mostly keys in a row or letters and digits in order. Choose one that is harder to guess.',
  passwordsDiffer: 'Passwords do not match',
  settingsSaved: 'Settings saved.',
  emailTaken: 'This email is already in use',
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email',
  currentPasswordRequired: 'Current password is required',
  settingsFailed: 'Failed to save settings',
  /** A signed-in user whose role does not allow the route (403). */
  forbidden: "You don't have access to this. Ask an administrator if you need it.",
  /** A deactivated account signing in. */
  inactive: 'This account has been deactivated. Ask an administrator to reactivate it.',
  /** The second step of a sign-in with two-factor authentication. */
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Try the current code from your app, or a recovery code.',
  challengeExpired: 'The sign-in took too long. Please sign in again.',
  /** An administrator without a second factor while the academy requires one (403 on every admin call but the setup's). */
  twoFactorRequired: 'Administrators must turn on two-factor sign-in before using the admin area. Set it up under Settings.',
  twoFactorRequiredCoaches: 'Coaches must turn on two-factor sign-in before using the admin area. Set it up under Settings.',
  twoFactorMissingForRequire: 'Turn on two-factor sign-in for your own account first.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  twoFactorNotStarted: 'Start the set-up again: scan the new QR code, then enter its code.',
  /** The answer of the forgot-password form, the same whether the address has an account or not. */
  resetRequested: 'If an account uses that address, a link to choose a new password is on its way. It works once, for one hour.',
  signedOut: 'You have been signed out.',
} as const;

/**
 * At least this many characters, not in the list of common passwords the server ships (decision
 * 022), and not of a guessable shape (decision 061, `password-rules.ts`).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** The hint beside every field that sets a password. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not a common password, the email address, a repeat or a keyboard run.`;

/** The answer header that carries a renewed token. */
export const SESSION_TOKEN_HEADER = 'x-session-token';
