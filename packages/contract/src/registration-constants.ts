// Zod-free part of registration.ts: pages that only show data import this file and never download zod.
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

/** Honeypot: a field people never see. Bots fill it; the server then stores nothing. */
export const HONEYPOT_FIELD = 'website';

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
