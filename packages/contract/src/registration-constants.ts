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

/** An application's life, from the form to a place in a squad (docs/decisions/003). */
export const REGISTRATION_STATUSES = ['pending', 'contacted', 'trial_invited', 'trial_confirmed', 'accepted', 'waitlisted', 'rejected', 'withdrawn'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Where each status may go next; the server refuses any other change with 409. */
export const STATUS_TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  pending: ['contacted', 'trial_invited', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  contacted: ['pending', 'trial_invited', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  trial_invited: ['contacted', 'trial_confirmed', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  trial_confirmed: ['contacted', 'trial_invited', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  waitlisted: ['contacted', 'trial_invited', 'accepted', 'rejected', 'withdrawn'],
  accepted: ['waitlisted', 'rejected', 'withdrawn'],
  rejected: ['pending', 'contacted', 'waitlisted', 'accepted'],
  withdrawn: ['pending'],
};

export const canMoveTo = (from: RegistrationStatus, to: RegistrationStatus): boolean => STATUS_TRANSITIONS[from].includes(to);

/** Reached through the trial flow (an invitation, the family's answer), so the status dialog does not offer them. */
export const TRIAL_FLOW_STATUSES: readonly RegistrationStatus[] = ['trial_invited', 'trial_confirmed'];
/** What an administrator may pick by hand in the status dialog. */
export const manualNextStatuses = (from: RegistrationStatus): RegistrationStatus[] => STATUS_TRANSITIONS[from].filter((s) => !TRIAL_FLOW_STATUSES.includes(s));

/** A status as administrators read it. */
export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  trial_invited: 'Trial invited',
  trial_confirmed: 'Trial confirmed',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The enrollment list's status filter. */
export const STATUS_FILTER = { label: 'Status', all: 'All statuses' } as const;

/** A status in plain words for the family, and what happens next. */
export const FAMILY_STATUS: Record<RegistrationStatus, { title: string; next: string }> = {
  pending: { title: 'Application received', next: 'A coach will call or email you within a week to talk about the next step.' },
  contacted: { title: 'We are in touch', next: 'We will invite your child to a free trial session soon.' },
  trial_invited: { title: 'Invited to a trial session', next: 'Please confirm or decline the trial session below.' },
  trial_confirmed: { title: 'Trial session confirmed', next: 'See you at the trial. We will send a reminder the day before.' },
  accepted: { title: 'Accepted — welcome to the academy!', next: 'We will email you the squad, training times and what to bring.' },
  waitlisted: { title: 'On the waiting list', next: 'The squads for this age are full. We will contact you as soon as a place opens.' },
  rejected: { title: 'Application closed', next: 'Thank you for your interest. You are welcome to apply again next season.' },
  withdrawn: { title: 'Application withdrawn', next: 'You have withdrawn this application. Contact us if you change your mind.' },
};

/** How long a family's status link works after the application was sent. */
export const STATUS_LINK_DAYS = 365;
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
  transitionRefused: (from: RegistrationStatus, to: RegistrationStatus) => `A registration cannot go from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
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
