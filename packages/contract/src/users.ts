import { z } from 'zod';
import { TimestampSchema } from './common.ts';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, ROLES } from './auth-constants.ts';
import { RoleSchema, UserSchema } from './auth.ts';
import { passwordShapeProblem } from './password-rules.ts';
import { USER_MESSAGES, USER_PASSWORD_MODES } from './users-constants.ts';

export * from './users-constants.ts';

/** An account as the Users screen lists it (`GET /api/users`): never a password or a token. */
export const UserAccountSchema = UserSchema.extend({
  active: z.boolean().meta({ description: 'false: deactivated, cannot sign in, its tokens are refused' }),
  created_at: TimestampSchema,
}).meta({ id: 'UserAccount' });
export type UserAccount = z.infer<typeof UserAccountSchema>;

const password = z.string().max(1024);

/** `POST /api/users`: a new account with an initial password, or a mailed set-password link. */
export const UserInputSchema = z
  .object({
    name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(120),
    email: z.email({ error: AUTH_MESSAGES.emailInvalid }).max(254),
    role: z.enum(ROLES, { error: USER_MESSAGES.roleRequired }),
    password_mode: z.enum(USER_PASSWORD_MODES),
    password: password.optional(),
  })
  .refine((v) => v.password_mode === 'link' || (v.password ?? '').length >= PASSWORD_MIN_LENGTH, {
    message: USER_MESSAGES.passwordRequired,
    path: ['password'],
  })
  .superRefine((v, ctx) => {
    const problem = v.password_mode === 'password' && v.password ? passwordShapeProblem(v.password, [v.email]) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
export type UserInput = z.infer<typeof UserInputSchema>;

/** `PUT /api/users/{id}`: a new role, deactivation or reactivation. */
export const UserUpdateInputSchema = z
  .object({ role: RoleSchema.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: USER_MESSAGES.nothingToChange });
export type UserUpdateInput = z.infer<typeof UserUpdateInputSchema>;

export const SetPasswordTokenParamSchema = z.object({ token: z.string().min(1).max(500) });

/** `GET /api/set-password/{token}`: whose password the link sets (only while it is valid). */
export const SetPasswordInfoSchema = z.strictObject({ email: z.string() }).meta({ id: 'SetPasswordInfo' });

/** `POST /api/set-password/{token}`: the new password, typed twice in the page. */
export const SetPasswordInputSchema = z.object({
  password: password.min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort).superRefine((v, ctx) => {
    // The account's email is not in the request: the server checks it (passwordProblem).
    const problem = passwordShapeProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type SetPasswordInput = z.infer<typeof SetPasswordInputSchema>;

export const SetPasswordFormSchema = SetPasswordInputSchema.extend({ confirm_password: z.string() }).refine((v) => v.password === v.confirm_password, {
  message: AUTH_MESSAGES.passwordsDiffer,
  path: ['confirm_password'],
});
