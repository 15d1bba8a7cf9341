import type { z } from 'zod';
import { RegistrationSchema, type Registration } from '@academy/contract/registration';
import { type FamilyPhotoConsent } from '@academy/contract/photo-consent';
import { FAMILY_STATUS } from '@academy/contract/registration-status-constants';
import type { Report } from '@academy/contract/report';
import type { FamilyStatus } from '@academy/contract/trial';
import { api, ok } from './api';

/** Values tried, in order, for a field a test does not give: the first the field's schema accepts. */
const BLANKS: unknown[] = [null, '', false, 0, 1, '2026-11-01T00:00:00Z'];

/**
 * A record of a contract schema with `values`, every other field blank (null, empty, false, zero,
 * the first option). Tests then name only the fields they are about, and a field added to the
 * record later needs no change to them.
 */
export function recordOf<S extends z.ZodObject>(schema: S, values: Partial<z.output<S>>): z.output<S> {
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType & { options?: unknown[] }][]) {
    if (Object.hasOwn(values, key)) {
      record[key] = values[key as keyof typeof values];
      continue;
    }
    const blank = [...BLANKS, ...(field.options ?? [])].find((v) => field.safeParse(v).success);
    if (blank === undefined) throw new Error(`recordOf: give a value for ${key}`);
    record[key] = blank;
  }
  return schema.parse(record);
}

/** An athlete's registration for a test: a child of 12 and a parent, `values` over them, every other field blank. */
export const registrationOf = (values: Partial<Registration> = {}): Registration =>
  recordOf(RegistrationSchema, { id: 7, player_name: 'Sam Okello', player_age: 12, parent_name: 'Ann Okello', parent_email: 'ann@example.com', ...values });

/** The family status page's answer for a test: `status` in its plain words, no trial, offer or squad, the withdraw answer, `values` over them. */
export const familyStatusOf = (status: FamilyStatus['status'], values: Partial<FamilyStatus> = {}): FamilyStatus => ({
  first_name: 'Sam',
  status,
  title: FAMILY_STATUS[status].title,
  next_step: FAMILY_STATUS[status].next,
  trial: null,
  offer: null,
  squad: null,
  answers: ['withdraw'],
  reports: [],
  events: [],
  calendar: null,
  ...values,
});

/** A family's three photo consent answers (decision 046): website yes, the others no, all given at registration. */
export const familyPhotoConsentOf = (values: Partial<FamilyPhotoConsent> = {}): FamilyPhotoConsent => ({
  website: { answer: 'yes', given_at: '2026-03-01T10:00:00.000Z', version: '2026-11-26' },
  name_with_photo: { answer: 'no', given_at: '2026-03-01T10:00:00.000Z', version: '2026-11-26' },
  social_media: { answer: 'no', given_at: '2026-03-01T10:00:00.000Z', version: '2026-11-26' },
  ...values,
});

/** The status page's photo consent card reads its answers on every render of the page: answered for any link. */
export const servePhotoConsent = () => api.get('/public/status/:token/photo-consent', ok(familyPhotoConsentOf()));

/** A coach's draft progress report on registration 7, with `values` over it. */
export const reportOf = (values: Partial<Report> = {}): Report => ({
  id: 41,
  registration_id: 7,
  author: { id: 3, name: 'Coach Kato' },
  criteria: [{ criterion: 'Technique', score: 4, comment: 'Clean touch' }],
  summary: 'Good term',
  state: 'draft',
  created_at: '2026-04-01T09:00:00.000Z',
  updated_at: '2026-04-01T09:00:00.000Z',
  published_at: null,
  ...values,
});
