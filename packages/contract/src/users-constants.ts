// Zod-free part of users.ts: the Users screen's and the set-password page's texts.
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_HINT } from './auth-constants.ts';

/** How an added user gets a password: typed by the administrator, or set by the user through a mailed link. */
export const USER_PASSWORD_MODES = ['password', 'link'] as const;
export type UserPasswordMode = (typeof USER_PASSWORD_MODES)[number];

/** A set-password link works once, for this long. */
export const SET_PASSWORD_LINK_HOURS = 48;

export const USER_MESSAGES = {
  notFound: 'User not found',
  /** 409: the change would leave no active administrator. */
  lastAdmin: 'This is the last active administrator: add or reactivate another administrator first.',
  roleRequired: 'Role is required',
  passwordRequired: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  nothingToChange: 'Nothing to change',
  linkInvalid: 'This link is invalid or has expired. Ask an administrator for a new one.',
  passwordSet: 'Your password is set. You can sign in now.',
} as const;

export const USERS_PAGE = {
  title: 'Users',
  subtitle:
    'Who can sign in to the admin area. Editors manage posts, videos, albums and the team; coaches check children in and score them on the trial sessions assigned to them; only administrators see enrollments, messages, trials and the activity log.',
  add: 'Add user',
  empty: 'No users yet.',
  loadFailed: 'Failed to load the users',
  columns: { name: 'Name', email: 'Email', role: 'Role', active: 'Status', created: 'Added', actions: 'Actions' },
  active: 'Active',
  inactive: 'Deactivated',
  you: '(you)',
  changeRole: 'Role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateLabel: (name: string) => `Deactivate ${name}`,
  reactivateLabel: (name: string) => `Reactivate ${name}`,
  roleLabel: (name: string) => `Role of ${name}`,
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateBody: 'They are signed out at once and can no longer sign in. Their past actions stay in the activity log. You can reactivate them later.',
  reactivateTitle: (name: string) => `Reactivate ${name}?`,
  reactivateBody: 'They can sign in again with their password.',
  saved: 'Saved.',
  saveFailed: 'Failed to save the change',
  added: (email: string, mode: UserPasswordMode) =>
    mode === 'link' ? `Added. A set-password link is on its way to ${email}.` : `Added. ${email} can sign in now.`,
  form: {
    title: 'Add a user',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    mode: 'Password',
    modes: { password: 'Type an initial password', link: 'Email a set-password link' } satisfies Record<UserPasswordMode, string>,
    password: 'Initial password',
    passwordHint: `${PASSWORD_RULE_HINT} Tell it to the user in person; they can change it under Settings.`,
    linkHint: `The link works once, for ${SET_PASSWORD_LINK_HOURS} hours.`,
    submit: 'Add user',
    cancel: 'Cancel',
    failed: 'Failed to add the user',
  },
} as const;

export const SET_PASSWORD_PAGE = {
  title: 'Set your password',
  intro: (email: string) => `Choose a password for ${email}.`,
  password: 'New password',
  confirm: 'Confirm password',
  submit: 'Set password',
  checking: 'Checking the link…',
  signIn: 'Go to sign-in',
  failed: 'Failed to set the password',
} as const;
