import { z } from 'zod';
import { EMAIL_STATES } from './email-constants.ts';
import { type HONEYPOT_FIELD, honeypotField, IdSchema, optionalText, requiredText, TimestampSchema } from './common.ts';
import {
  ADMIN_AGE_RANGE,
  ADMIN_UNIFORM_SIZES,
  ADMIN_YEARS_PLAYING,
  CONTACT_PERMISSIONS,
  DEFAULT_HEALTH_CONDITIONS,
  PUBLIC_AGE_RANGE,
  PUBLIC_UNIFORM_SIZES,
  PHOTO_CONSENTS,
  PUBLIC_YEARS_PLAYING,
  REGISTRATION_MESSAGES,
  REGISTRATION_SOURCES,
} from './registration-constants.ts';
import { REGISTRATION_STATUSES } from './registration-status-constants.ts';
import { PHOTO_CONSENT_QUESTIONS } from './registration-consent-constants.ts';

export * from './registration-constants.ts';
export * from './registration-status-constants.ts';
export * from './registration-consent-constants.ts';

const M = REGISTRATION_MESSAGES;

const age = ({ min, max }: { min: number; max: number }) => z.coerce.number({ error: M.age }).int(M.age).min(min, M.age).max(max, M.age);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

const common = {
  parent_name: requiredText(M.parentName, 120),
  parent_email: z.email({ error: M.email }).trim().max(254),
  contact_phone: requiredText(M.phone, 40),
  residence: requiredText(M.residence, 160),
  contact_permission: choice(CONTACT_PERMISSIONS, M.contactPermission).default('yes'),
  player_name: requiredText(M.playerName, 120),
  current_school: requiredText(M.school, 160),
  /** Consent to process the data: must be given (a checkbox sends true, or "on"/"true" from a plain form). */
  data_consent: z.preprocess((v) => (v === 'true' || v === 'on' ? true : v), z.literal(true, { error: M.dataConsent })),
  /** Photo and video consent: an answer, yes or no, with no default. */
  photo_consent: choice(PHOTO_CONSENTS, M.photoConsent),
  /**
   * The two further parts of photo consent (decision 046): optional in the API, stored as 'no' when
   * absent (fail closed), so clients written before them keep working; the form requires them
   * (`PublicRegistrationFormSchema`).
   */
  photo_name_consent: choice(PHOTO_CONSENTS, PHOTO_CONSENT_QUESTIONS.required).default('no'),
  photo_social_consent: choice(PHOTO_CONSENTS, PHOTO_CONSENT_QUESTIONS.required).default('no'),
};

/** the public parent form (`POST /api/registrations`). */
export const PublicRegistrationSchema = z.object({
  ...common,
  player_age: age(PUBLIC_AGE_RANGE),
  years_playing: choice(PUBLIC_YEARS_PLAYING, M.yearsPlaying),
  uniform_size: choice(PUBLIC_UNIFORM_SIZES, M.uniformSize),
  health_conditions: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : DEFAULT_HEALTH_CONDITIONS)),
  ...honeypotField,
});

/** the admin form (`POST /api/admin/registrations`): wider ranges, every field required. */
export const AdminRegistrationSchema = z.object({
  ...common,
  contact_permission: choice(CONTACT_PERMISSIONS, M.contactPermission),
  player_age: age(ADMIN_AGE_RANGE),
  years_playing: choice(ADMIN_YEARS_PLAYING, M.yearsPlaying),
  uniform_size: choice(ADMIN_UNIFORM_SIZES, M.uniformSize),
  health_conditions: requiredText(M.healthConditions, 2000),
});

/** The forms in the browser ask every part of photo consent, with no default (decision 046). */
const everyPhotoPart = {
  photo_name_consent: choice(PHOTO_CONSENTS, PHOTO_CONSENT_QUESTIONS.required),
  photo_social_consent: choice(PHOTO_CONSENTS, PHOTO_CONSENT_QUESTIONS.required),
};
/** The public form in the browser. */
export const PublicRegistrationFormSchema = PublicRegistrationSchema.extend(everyPhotoPart);
/** The academy's own form (/adminenrollement): staff record every part the family answered. */
export const AdminRegistrationFormSchema = AdminRegistrationSchema.extend(everyPhotoPart);

export type PublicRegistrationInput = z.input<typeof PublicRegistrationSchema>;
export type AdminRegistrationInput = z.input<typeof AdminRegistrationSchema>;
export type RegistrationFields = z.output<typeof AdminRegistrationSchema> | Omit<z.output<typeof PublicRegistrationSchema>, typeof HONEYPOT_FIELD>;

/**
 * `PUT /api/registrations/{id}/status`, with an optional note to the parent (mailed), an optional
 * private staff note (never mailed nor shown to the family, decision 032) and whether to email the parent.
 */
export const RegistrationStatusSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES, { error: M.chooseStatus }),
  note: optionalText(1000).meta({ description: 'The note to the parent: mailed with the change' }),
  staff_note: optionalText(1000).meta({ description: 'A private note for staff: shown in the history, never mailed nor shown to the family' }),
  notify: z.boolean().default(true),
});
export type RegistrationStatusInput = z.input<typeof RegistrationStatusSchema>;

/** A registration as every answer returns it. */
export const RegistrationSchema = z
  .strictObject({
    id: z.number().int().nonnegative(),
    parent_name: z.string(),
    parent_email: z.string(),
    contact_phone: z.string(),
    residence: z.string(),
    contact_permission: z.enum(CONTACT_PERMISSIONS),
    player_name: z.string(),
    player_age: z.number().int(),
    years_playing: z.string(),
    current_school: z.string(),
    uniform_size: z.string(),
    health_conditions: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    source: z.enum(REGISTRATION_SOURCES),
    data_consent: z.boolean().meta({ description: 'Consent to process the data (false only on rows from before consent was asked)' }),
    data_consent_version: z.string().nullable().meta({ description: 'The version of the consent text agreed to' }),
    data_consent_at: TimestampSchema.nullable(),
    photo_consent: z.enum(PHOTO_CONSENTS).meta({ description: 'Photos of the child on the website (decision 046)' }),
    photo_name_consent: z.enum(PHOTO_CONSENTS).meta({ description: "The child's name with a photo" }),
    photo_social_consent: z.enum(PHOTO_CONSENTS).meta({ description: "Photos of the child on the academy's social media" }),
    photo_consent_version: z.string().nullable().meta({ description: 'The consent text version of the last answer to any part' }),
    photo_consent_at: TimestampSchema.nullable(),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof RegistrationSchema>;

/**
 * `POST /api/registrations`'s answer: what was stored, without its id. A new registration, a
 * duplicate (decision 032) and a honeypot submission (decision 004) are answered in this one shape,
 * so nothing in it tells a stranger which it was.
 */
export const PublicRegistrationAnswerSchema = RegistrationSchema.omit({ id: true }).meta({ id: 'PublicRegistrationAnswer' });
export type PublicRegistrationAnswer = z.infer<typeof PublicRegistrationAnswerSchema>;
/** A registration as the public form's answer shows it. */
export const publicAnswerOf = ({ id: _id, ...answer }: Registration): PublicRegistrationAnswer => answer;

/**
 * A registration as staff read it (the list and the detail): with the other registration of the same
 * child by the same parent, when there is one (decision 032: same parent email ignoring case, same
 * child's name ignoring case and spaces, same age).
 */
export const StaffRegistrationSchema = RegistrationSchema.extend({
  duplicate_of: IdSchema.nullable().meta({ description: 'The oldest other registration of the same child by the same parent, or null' }),
}).meta({ id: 'StaffRegistration' });
export type StaffRegistration = z.infer<typeof StaffRegistrationSchema>;

/** `POST /api/registrations/{id}/status-link`: the family's new status link (the old one is revoked), and whether it was mailed. */
export const StatusLinkResultSchema = z
  .strictObject({
    url: z.string().meta({ description: 'The new status link, to copy when no mail server is configured' }),
    mailed: z.boolean().meta({ description: 'Whether a mail with the link was queued for a configured mail server' }),
  })
  .meta({ id: 'StatusLinkResult' });
export type StatusLinkResult = z.infer<typeof StatusLinkResultSchema>;

export const RegistrationStatsSchema = z
  .strictObject({
    total: z.number().int().nonnegative(),
    by_status: z.record(z.enum(REGISTRATION_STATUSES), z.number().int().nonnegative()),
    by_age: z.record(z.string(), z.number().int().nonnegative()),
    last_7_days: z.number().int().nonnegative(),
  })
  .meta({ id: 'RegistrationStats' });
export type RegistrationStats = z.infer<typeof RegistrationStatsSchema>;

/** Who changed a status: an administrator, the family through its status link, or the system. */
export const STATUS_ACTORS = ['admin', 'family', 'system'] as const;

/** One step of a registration's history (`GET /api/registrations/{id}/history`), oldest first. */
export const RegistrationHistoryEntrySchema = z
  .strictObject({
    id: IdSchema,
    from_status: z.enum(REGISTRATION_STATUSES).nullable(),
    to_status: z.enum(REGISTRATION_STATUSES),
    actor: z.enum(STATUS_ACTORS),
    changed_by: z.string().nullable().meta({ description: "The administrator's name, when an administrator made the change" }),
    note: z.string().nullable().meta({ description: 'The note to the parent (mailed)' }),
    staff_note: z.string().nullable().meta({ description: 'The private staff note (never mailed)' }),
    created_at: TimestampSchema,
    email: z
      .strictObject({ id: IdSchema, state: z.enum(EMAIL_STATES), to: z.string(), sent_at: TimestampSchema.nullable() })
      .nullable()
      .meta({ description: 'The mail this change sent to the parent, with its delivery state' }),
  })
  .meta({ id: 'RegistrationHistoryEntry' });
export type RegistrationHistoryEntry = z.infer<typeof RegistrationHistoryEntrySchema>;

/**
 * `GET /api/registrations/no-photo-consent`: whom no photo may show, to check before an album goes up.
 * Editors upload albums too, so a child is only a first name, last initial and age: no registration
 * field, not even its id or status (decision 017).
 */
export const NoPhotoListSchema = z
  .strictObject({
    children: z.array(z.strictObject({ name: z.string().meta({ description: 'First name and last initial' }), age: z.number().int() })),
    team: z.array(z.strictObject({ id: IdSchema, name: z.string(), role: z.string() })),
  })
  .meta({ id: 'NoPhotoList' });
export type NoPhotoList = z.infer<typeof NoPhotoListSchema>;
