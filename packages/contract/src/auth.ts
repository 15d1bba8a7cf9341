import { z } from 'zod';
import { IdSchema } from './common.ts';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, ROLES } from './auth-constants.ts';

export * from './auth-constants.ts';

export const LoginSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.fillAllFields }).trim().min(1, AUTH_MESSAGES.fillAllFields).max(254),
  password: z.string({ error: AUTH_MESSAGES.fillAllFields }).min(1, AUTH_MESSAGES.fillAllFields).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const UpdateProfileSchema = z.object({
  name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(120),
  email: z.email({ error: AUTH_MESSAGES.emailInvalid }).max(254),
  current_password: z.string({ error: AUTH_MESSAGES.currentPasswordWrong }).min(1, AUTH_MESSAGES.currentPasswordRequired),
  new_password: z
    .string()
    .max(1024)
    .optional()
    .refine((v) => !v || v.length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/** The settings form: the profile change, and the new password typed twice. */
export const ProfileFormSchema = UpdateProfileSchema.extend({ confirm_password: z.string().optional() }).refine(
  (v) => (v.new_password ?? '') === (v.confirm_password ?? ''),
  { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirm_password'] },
);

/** A user's role (the header shows its label, ROLE_LABELS). */
export const RoleSchema = z.enum(ROLES).meta({ id: 'Role', description: 'admin: everything; editor: posts, videos, albums, team and their own profile' });

/** A user as the API answers it (never the password hash). */
export const UserSchema = z.strictObject({ id: IdSchema, name: z.string(), email: z.string(), role: RoleSchema }).meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const LoginResultSchema = z.strictObject({ token: z.string(), user: UserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const ProfileSchema = z.strictObject({ user: UserSchema });

/** `GET /api/auth/demo`: whether /login may show the sample credentials. */
export const DemoCredentialsSchema = z.strictObject({ active: z.boolean(), email: z.string().optional(), key: z.string().optional() });
export type DemoCredentials = z.infer<typeof DemoCredentialsSchema>;
