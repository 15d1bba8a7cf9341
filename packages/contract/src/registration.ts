import { z } from 'zod';
import { requiredText } from './common.ts';
import { ADMIN_UNIFORM_SIZES, ADMIN_YEARS_PLAYING, CONTACT_PERMISSIONS, DEFAULT_HEALTH_CONDITIONS, HONEYPOT_FIELD, PUBLIC_UNIFORM_SIZES, PUBLIC_YEARS_PLAYING, REGISTRATION_MESSAGES, REGISTRATION_STATUSES } from './registration-constants.ts';

export * from './registration-constants.ts';

const M = REGISTRATION_MESSAGES;

const age = (min: number, max: number) =>
  z.coerce.number({ error: M.age }).int(M.age).min(min, M.age).max(max, M.age);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const common = {
  parent_name: requiredText(M.parentName, 120),
  parent_email: z.email({ error: M.email }).trim().max(254),
  contact_phone: requiredText(M.phone, 40),
  residence: requiredText(M.residence, 160),
  contact_permission: choice(CONTACT_PERMISSIONS, M.contactPermission).default('yes'),
  player_name: requiredText(M.playerName, 120),
  current_school: requiredText(M.school, 160),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
};

export const PublicRegistrationSchema = z.object({
  ...common,
  player_age: age(10, 14),
  years_playing: choice(PUBLIC_YEARS_PLAYING, M.yearsPlaying),
  uniform_size: choice(PUBLIC_UNIFORM_SIZES, M.uniformSize),
  health_conditions: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : DEFAULT_HEALTH_CONDITIONS)),
});

export const AdminRegistrationSchema = z.object({
  ...common,
  contact_permission: choice(CONTACT_PERMISSIONS, M.contactPermission),
  player_age: age(5, 24),
  years_playing: choice(ADMIN_YEARS_PLAYING, M.yearsPlaying),
  uniform_size: choice(ADMIN_UNIFORM_SIZES, M.uniformSize),
  health_conditions: requiredText(M.healthConditions, 2000),
});

export type PublicRegistrationInput = z.input<typeof PublicRegistrationSchema>;
export type AdminRegistrationInput = z.input<typeof AdminRegistrationSchema>;
export type RegistrationFields = z.output<typeof AdminRegistrationSchema> | z.output<typeof PublicRegistrationSchema>;

export const RegistrationStatusSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES, { error: `Status must be one of: ${REGISTRATION_STATUSES.join(', ')}` }),
});
