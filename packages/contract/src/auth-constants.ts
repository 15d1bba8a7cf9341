// Zod-free part of auth.ts: pages that only show data import this file and never download zod.
import { COMMON_MESSAGES } from './common-constants.ts';

export const AUTH_STORAGE_KEYS = { token: 'academy.token', user: 'academy.user' } as const;

export const DEFAULT_ROLE_LABEL = 'Admin';

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  networkError: 'Network error. Please try again.',
  outsideProvider: 'useAuth must be used within an AuthProvider',
  invalidCredentials: 'Invalid email or password',
  loading: COMMON_MESSAGES.loading,
  tooManyAttempts: 'Too many sign-in attempts. Please wait and try again.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  settingsSaved: 'Settings saved.',
  emailTaken: 'This email is already in use',
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email',
  currentPasswordRequired: 'Current password is required',
  settingsFailed: 'Failed to save settings',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

