import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-constants.ts';

export * from './auth-constants.ts';

export const LoginSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.fillAllFields }).trim().min(1, AUTH_MESSAGES.fillAllFields).max(254),
  password: z.string({ error: AUTH_MESSAGES.fillAllFields }).min(1, AUTH_MESSAGES.fillAllFields).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

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
