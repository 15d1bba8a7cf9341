import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, ROLES } from './auth-constants.ts';
import { passwordShapeProblem } from './password-rules.ts';

export * from './auth-constants.ts';
export * from './staff-account-constants.ts';

export const LoginSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.fillAllFields }).trim().min(1, AUTH_MESSAGES.fillAllFields).max(254),
  password: z.string({ error: AUTH_MESSAGES.fillAllFields }).min(1, AUTH_MESSAGES.fillAllFields).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const ProfileFieldsSchema = z.object({
  name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(120),
  email: z.email({ error: AUTH_MESSAGES.emailInvalid }).max(254),
  current_password: z.string({ error: AUTH_MESSAGES.currentPasswordWrong }).min(1, AUTH_MESSAGES.currentPasswordRequired),
  new_password: z
    .string()
    .max(1024)
    .optional()
    .refine((v) => !v || v.length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
});

/**
 * A password of a guessable shape (decision 061) as an issue of `path`, checked against `emails`;
 * the one refinement of every schema that sets a password (the server's passwordProblem checks again).
 */
export function refinePasswordShape(ctx: z.RefinementCtx, password: string | undefined, emails: readonly string[], path: string[] = []) {
  const problem = password && password.length >= PASSWORD_MIN_LENGTH ? passwordShapeProblem(password, emails) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path });
}

/** A new password against the form's email; the server checks the account's current one too. */
const newPasswordShape = (v: { email: string; new_password?: string | undefined }, ctx: z.RefinementCtx) =>
  refinePasswordShape(ctx, v.new_password, [v.email], ['new_password']);

export const UpdateProfileSchema = ProfileFieldsSchema.superRefine(newPasswordShape);
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/** The settings form: the profile change, and the new password typed twice. */
export const ProfileFormSchema = ProfileFieldsSchema.extend({ confirm_password: z.string().optional() })
  .superRefine(newPasswordShape)
  .refine((v) => (v.new_password ?? '') === (v.confirm_password ?? ''), { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirm_password'] });

/** A user's role (the header shows its label, ROLE_LABELS). */
export const RoleSchema = z.enum(ROLES).meta({ id: 'Role', description: 'admin: everything; editor: posts, videos, albums, team and their own profile' });

/** A user as the API answers it (never the password hash). */
export const UserSchema = z.strictObject({ id: IdSchema, name: z.string(), email: z.string(), role: RoleSchema }).meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const LoginResultSchema = z.strictObject({ token: z.string(), user: UserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** A right password on an account with two-factor sign-in: the code goes with this challenge to `/auth/login/two-factor`. */
export const TwoFactorChallengeSchema = z.strictObject({ two_factor_required: z.literal(true), challenge: z.string() }).meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** `POST /api/auth/login`: a session, or the second step's challenge. */
export const LoginAnswerSchema = z.union([LoginResultSchema, TwoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** A TOTP code (6 digits) or a recovery code (letters and digits, dashes and spaces ignored). */
const CodeSchema = z.string({ error: AUTH_MESSAGES.codeRequired }).trim().min(1, AUTH_MESSAGES.codeRequired).max(40);

export const TwoFactorLoginSchema = z.object({ challenge: z.string().min(1).max(2000), code: CodeSchema });
export type TwoFactorLoginInput = z.infer<typeof TwoFactorLoginSchema>;

/** `PUT /api/auth/profile` answers the user, and a new token for this browser when the password changed (every other session ends). */
export const ProfileSchema = z.strictObject({ user: UserSchema, token: z.string().optional() });

/** `GET /api/auth/demo` (embedded demo only): whether /login may show the sample credentials. */
export const DemoCredentialsSchema = z.strictObject({ active: z.boolean(), email: z.string().optional(), key: z.string().optional() });
export type DemoCredentials = z.infer<typeof DemoCredentialsSchema>;

/** `POST /api/auth/forgot-password`: the answer never says whether the address has an account. */
export const ForgotPasswordSchema = z.object({ email: z.email({ error: AUTH_MESSAGES.emailInvalid }).max(254) });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;
export const MessageSchema = z.strictObject({ message: z.string() });

/** A signed-in browser, as the Sessions card lists it. */
export const SessionSchema = z
  .strictObject({ id: z.string(), user_agent: z.string(), created_at: TimestampSchema, last_seen_at: TimestampSchema, current: z.boolean() })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;
export const SessionIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** The signed-in user's second factor. */
export const TwoFactorStatusSchema = z
  .strictObject({ enabled: z.boolean(), recovery_codes_left: z.number().int().nonnegative(), required: z.boolean() })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const CurrentPasswordSchema = z.object({
  current_password: z.string({ error: AUTH_MESSAGES.currentPasswordRequired }).min(1, AUTH_MESSAGES.currentPasswordRequired).max(1024),
});
export type CurrentPasswordInput = z.infer<typeof CurrentPasswordSchema>;
/** Enrolment: the secret as a key to type, an otpauth:// URI and its QR code (an SVG data URL). */
export const TwoFactorSetupSchema = z.strictObject({ secret: z.string(), otpauth_uri: z.string(), qr_code: z.string() }).meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;
export const TwoFactorEnableSchema = z.object({ code: CodeSchema });
export const RecoveryCodesSchema = z.strictObject({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** `GET/PUT /api/auth/security`: the academy's sign-in rules. */
export const SecuritySettingsSchema = z
  .strictObject({ require_admin_two_factor: z.boolean(), require_coach_two_factor: z.boolean() })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;
/** A change of the sign-in rules: the rules named, the others as they are. */
export const SecuritySettingsInputSchema = SecuritySettingsSchema.partial().meta({ id: 'SecuritySettingsChange' });
export type SecuritySettingsInput = z.infer<typeof SecuritySettingsInputSchema>;
