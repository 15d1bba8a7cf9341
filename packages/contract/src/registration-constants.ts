// Zod-free part of registration.ts: pages that only show data import this file and never download zod.
import type { Registration } from './registration.ts';

const agesFrom = ({ min, max }: { min: number; max: number }): readonly number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** SPEC §9: options of the public parent form. */
export const PUBLIC_AGE_RANGE = { min: 10, max: 14 } as const;
export const PUBLIC_AGES = agesFrom(PUBLIC_AGE_RANGE);
export const PUBLIC_YEARS_PLAYING = ['1', '2', '3', '4+'] as const;
export const PUBLIC_UNIFORM_SIZES = ['Small', 'Medium', 'Large', 'XL'] as const;

/** SPEC §9: options of the admin registration form. */
export const ADMIN_AGE_RANGE = { min: 5, max: 24 } as const;
export const ADMIN_AGES = agesFrom(ADMIN_AGE_RANGE);
export const ADMIN_YEARS_PLAYING = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const ADMIN_UNIFORM_SIZES = ['Small', 'Medium', 'Large', 'X-Large'] as const;

export const CONTACT_PERMISSIONS = ['yes', 'no'] as const;
export const DEFAULT_HEALTH_CONDITIONS = 'N/A';

/** The allowed values are not shown by the spec; these follow a trial's life. */
export const REGISTRATION_STATUSES = ['pending', 'contacted', 'accepted', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Which form a registration came through: the public parent form or the admin form. */
export const REGISTRATION_SOURCES = ['public', 'admin'] as const;

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
  statusUpdated: 'Status updated.',
  statusFailed: 'Failed to update status',
  exportFailed: 'Export failed',
} as const;


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
