import { z } from 'zod';
import { requiredText } from './common.ts';

/** SPEC §9: options of the public parent form. */
export const PUBLIC_AGES = [10, 11, 12, 13, 14] as const;
export const PUBLIC_YEARS_PLAYING = ['1', '2', '3', '4+'] as const;
export const PUBLIC_UNIFORM_SIZES = ['Small', 'Medium', 'Large', 'XL'] as const;

/** SPEC §9: options of the admin registration form. */
export const ADMIN_AGES = Array.from({ length: 20 }, (_, i) => i + 5) as readonly number[];
export const ADMIN_YEARS_PLAYING = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const ADMIN_UNIFORM_SIZES = ['Small', 'Medium', 'Large', 'X-Large'] as const;

export const CONTACT_PERMISSIONS = ['yes', 'no'] as const;
export const DEFAULT_HEALTH_CONDITIONS = 'N/A';

/** The allowed values are not shown by the spec; these follow a trial's life. */
export const REGISTRATION_STATUSES = ['pending', 'contacted', 'accepted', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_MESSAGES = {
  success: 'Registration submitted successfully! We will contact you soon.',
  failure: 'Registration failed. Please try again.',
  adminSuccess: 'Player registered successfully! We will contact you soon.',
  loadFailed: 'Failed to load registrations',
  notFound: 'Athlete not found',
  detailsFailed: 'Failed to load athlete details',
  empty: 'No enrollments found.',
  parentName: 'Parent name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  residence: 'Residence is required',
  playerName: 'Athlete name is required',
  age: 'Please choose the athlete’s age',
  yearsPlaying: 'Please choose years playing',
  school: 'School is required',
  uniformSize: 'Please choose a uniform size',
  healthConditions: 'Health conditions are required',
  contactPermission: 'Please choose yes or no',
} as const;

const M = REGISTRATION_MESSAGES;

const age = (min: number, max: number) =>
  z.coerce.number({ error: M.age }).int(M.age).min(min, M.age).max(max, M.age);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** Honeypot: a field people never see. Bots fill it; the server then stores nothing. */
export const HONEYPOT_FIELD = 'website';

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

export type Registration = {
  id: number;
  parent_name: string;
  parent_email: string;
  contact_phone: string;
  residence: string;
  contact_permission: 'yes' | 'no';
  player_name: string;
  player_age: number;
  years_playing: string;
  current_school: string;
  uniform_size: string;
  health_conditions: string;
  status: RegistrationStatus;
  source: 'public' | 'admin';
  created_at: string;
  updated_at: string;
};

export type RegistrationStats = {
  total: number;
  by_status: Record<RegistrationStatus, number>;
  by_age: Record<string, number>;
  last_7_days: number;
};

/** Columns of the CSV export, in order. */
export const REGISTRATION_CSV_COLUMNS = [
  'id',
  'created_at',
  'status',
  'player_name',
  'player_age',
  'years_playing',
  'current_school',
  'uniform_size',
  'health_conditions',
  'parent_name',
  'parent_email',
  'contact_phone',
  'residence',
  'contact_permission',
] as const satisfies readonly (keyof Registration)[];
