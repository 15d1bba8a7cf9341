/**
 * Texts and figures of the staff account screens (sign-in's second step, forgot password, the
 * Settings cards for sessions and two-factor sign-in): a module of their own so the public pages,
 * which share auth-constants.ts through the API client, do not download them (bundle budget).
 */
/**
 * Sessions (decision 022): a token is good for SESSION_IDLE_MINUTES after it was issued, and an
 * active browser gets a fresh one (the `X-Session-Token` answer header) every few minutes, up to
 * SESSION_MAX_HOURS after signing in.
 */
export const SESSION_IDLE_MINUTES = 120;
export const SESSION_MAX_HOURS = 12;
/** A password-reset link works once, for this long. */
export const RESET_LINK_MINUTES = 60;

export const FORGOT_PASSWORD_PAGE = {
  title: 'Forgot your password?',
  intro: 'Enter the email address of your admin account. We will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send the link',
  sending: 'Sending...',
  back: 'Back to sign-in',
  link: 'Forgot your password?',
} as const;

export const TWO_FACTOR_LOGIN = {
  title: 'Two-factor sign-in',
  intro: 'Open your authenticator app and enter the 6-digit code it shows for this account. Lost your phone? Enter one of your recovery codes instead.',
  code: 'Code',
  submit: 'Verify',
  verifying: 'Verifying...',
  cancel: 'Use another account',
} as const;

export const SESSIONS_CARD = {
  title: 'Sessions',
  intro: `Browsers signed in to your account. A session ends after ${SESSION_IDLE_MINUTES / 60} hours without activity and at most ${SESSION_MAX_HOURS} hours after signing in.`,
  current: 'This browser',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  unknownBrowser: 'Unknown browser',
  signOut: 'Sign out',
  signOutLabel: (what: string) => `Sign out ${what}`,
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereTitle: 'Sign out everywhere?',
  signOutEverywhereBody: 'Every browser signed in to your account, this one included, is signed out at once.',
  loadFailed: 'Failed to load the sessions',
  failed: 'Failed to sign out',
} as const;

export const TWO_FACTOR_CARD = {
  title: 'Two-factor sign-in',
  off: 'Off. Signing in needs your password only.',
  on: 'On. Signing in needs your password and a code from your authenticator app.',
  recoveryLeft: (n: number) => `${n} recovery code${n === 1 ? '' : 's'} left.`,
  start: 'Set up two-factor sign-in',
  currentPassword: 'Current password',
  continue: 'Continue',
  scan: 'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), or type the key by hand.',
  qrAlt: 'QR code for your authenticator app',
  key: 'Key',
  confirmCode: 'Code from the app',
  confirm: 'Turn on',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  done: 'I have saved them',
  disable: 'Turn off',
  disableTitle: 'Turn off two-factor sign-in?',
  disableBody: 'Enter your current password to confirm. Your recovery codes stop working.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  failed: 'Failed to change two-factor sign-in',
  requiredNotice: 'The academy requires administrators to use two-factor sign-in. Set it up to continue.',
  requiredNoticeCoaches: 'The academy requires coaches to use two-factor sign-in. Set it up to continue.',
  cancel: 'Cancel',
} as const;

export const SECURITY_CARD = {
  title: 'Sign-in security',
  requireAdmins: 'Require two-factor sign-in for administrators',
  requireCoaches: 'Require two-factor sign-in for coaches',
  requireCoachesHint:
    'Coaches see the health notes of the children in their sessions and squads. When this is on, a coach without two-factor sign-in can only set it up.',
  requireHint: 'Administrators see children’s health data. When this is on, an administrator without two-factor sign-in can only set it up.',
  saved: 'Saved.',
  failed: 'Failed to save the setting',
} as const;
