import { z } from 'zod';

export const AUTH_STORAGE_KEYS = { token: 'academy.token', user: 'academy.user' } as const;

export const DEFAULT_ROLE_LABEL = 'Admin';

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  networkError: 'Network error. Please try again.',
  outsideProvider: 'useAuth must be used within an AuthProvider',
  invalidCredentials: 'Invalid email or password',
  loading: 'Loading...',
  tooManyAttempts: 'Too many sign-in attempts. Please wait and try again.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  settingsSaved: 'Settings saved.',
  emailTaken: 'This email is already in use',
} as const;

export const LoginSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.fillAllFields }).trim().min(1, AUTH_MESSAGES.fillAllFields).max(254),
  password: z.string({ error: AUTH_MESSAGES.fillAllFields }).min(1, AUTH_MESSAGES.fillAllFields).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export type User = { id: number; name: string; email: string; role: string };

export type LoginResult = { token: string; user: User };

/** GET /api/auth/demo answers whether /login may show the sample credentials. */
export type DemoCredentials = { active: boolean; email?: string; key?: string };

export const PASSWORD_MIN_LENGTH = 8;

export const UpdateProfileSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email: z.email({ error: 'Please enter a valid email' }).max(254),
  current_password: z.string({ error: AUTH_MESSAGES.currentPasswordWrong }).min(1, 'Current password is required'),
  new_password: z
    .string()
    .max(1024)
    .optional()
    .refine((v) => !v || v.length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;
