// Zod-free part of registration.ts: pages that only show data import this file and never download zod.
import type { Registration } from './registration.ts';

const agesFrom = ({ min, max }: { min: number; max: number }): readonly number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** options of the public parent form. */
export const PUBLIC_AGE_RANGE = { min: 10, max: 14 } as const;
export const PUBLIC_AGES = agesFrom(PUBLIC_AGE_RANGE);
export const PUBLIC_YEARS_PLAYING = ['1', '2', '3', '4+'] as const;
export const PUBLIC_UNIFORM_SIZES = ['Small', 'Medium', 'Large', 'XL'] as const;

/** options of the admin registration form. */
export const ADMIN_AGE_RANGE = { min: 5, max: 24 } as const;
export const ADMIN_AGES = agesFrom(ADMIN_AGE_RANGE);
export const ADMIN_YEARS_PLAYING = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const ADMIN_UNIFORM_SIZES = ['Small', 'Medium', 'Large', 'X-Large'] as const;

export const CONTACT_PERMISSIONS = ['yes', 'no'] as const;
export const DEFAULT_HEALTH_CONDITIONS = 'N/A';

/**
 * The registration form's field labels: the public and admin forms show these, and so does every
 * other form that edits the same fields (the family's "Your details" picks its labels from here).
 */
export const REGISTRATION_LABELS = {
  parent_name: 'Parent name',
  parent_email: 'Email',
  contact_phone: 'Phone',
  residence: 'Residence',
  player_name: 'Athlete name',
  player_age: 'Age',
  years_playing: 'Years playing',
  current_school: 'Current school',
  uniform_size: 'Uniform size',
  health_conditions: 'Health conditions',
} as const satisfies Partial<Record<keyof Registration, string>>;
/** A label of a field the parent may leave empty. */
export const optionalLabel = (label: string) => `${label} (optional)`;

/** Which form a registration came through: the public parent form or the admin form. */
export const REGISTRATION_SOURCES = ['public', 'admin'] as const;

/**
 * Consent: the texts a parent agrees to, and their version, stored with each consent
 * and its time. Change the version whenever a text changes.
 */
export const CONSENT_VERSION = '2026-11-24';
/** What rows written before consent was asked carry as their version (their photo consent is 'no'). */
export const CONSENT_BEFORE = 'before-consent';
export const PHOTO_CONSENTS = ['yes', 'no'] as const;
export type PhotoConsent = (typeof PHOTO_CONSENTS)[number];

export const REGISTRATION_MESSAGES = {
  dataConsent: 'Please agree to the processing of this data to register',
  photoConsent: 'Please answer whether photos and videos of your child may be published',
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
  notifyParent: 'Email the parent about this change',
  noteLabel: 'Note to the parent (optional)',
  historyTitle: 'History',
  historyEmpty: 'No changes yet.',
  historyFailed: 'Failed to load the history',
  /** Who made a change, in the timeline. */
  historyActor: (actor: 'admin' | 'family' | 'system', adminName: string | null) =>
    actor === 'admin' ? (adminName ?? 'An administrator') : actor === 'family' ? 'The family' : 'The system',
  historyRegistered: 'Registered',
  /** Read out between the two statuses of a change (the arrow is hidden from screen readers). */
  historyTo: 'to',
  historyEmail: (to: string) => `Email to ${to}`,
  changeStatus: 'Change status',
  familySees: "The family's status page says:",
  statusDialogTitle: (playerName: string) => `Change ${playerName}'s status`,
  currentStatus: 'Current status:',
  statusField: 'Registration status',
  newStatusPlaceholder: 'Choose the new status…',
  chooseStatus: 'Please choose the new status',
  noteHint: 'Kept in the history, and included in the email when the parent is notified.',
  saveStatus: 'Save status',
  savingStatus: 'Saving...',
  cancel: 'Cancel',
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
  'photo_consent',
  'photo_consent_version',
  'photo_consent_at',
  'data_consent',
  'data_consent_version',
  'data_consent_at',
] as const satisfies readonly (keyof Registration)[];

/** What the parent's acknowledgement mail lists of the registration, in order (health conditions only as provided / none). */
export const REGISTRATION_SUMMARY_LABELS = {
  player_name: 'Child',
  player_age: 'Age',
  years_playing: 'Years playing',
  current_school: 'School',
  uniform_size: 'Uniform size',
  parent_name: 'Parent',
  parent_email: 'Email',
  contact_phone: 'Phone',
  residence: 'Residence',
  contact_permission: 'We may contact you',
} as const satisfies Partial<Record<keyof Registration, string>>;
