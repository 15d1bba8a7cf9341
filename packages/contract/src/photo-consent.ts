import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { PHOTO_CONSENTS } from './registration-constants.ts';
import { PHOTO_CONSENT_PARTS, PHOTO_CONSENT_QUESTIONS, PHOTO_CONSENT_SOURCES } from './registration-consent-constants.ts';

// The answers of photo consent in three parts (decision 046); apart from registration.ts, which the
// /register page loads for its checks, so that the page does not carry them.
export * from './photo-consent-constants.ts';

const answer = z.enum(PHOTO_CONSENTS, { error: PHOTO_CONSENT_QUESTIONS.required });

/**
 * The three parts of photo consent as one answer (decision 046): `PUT /api/public/status/{token}/photo-consent`
 * (the family) and `PUT /api/registrations/{id}/photo-consent` (staff recording a paper answer).
 */
export const PhotoConsentAnswerSchema = z
  .strictObject({
    website: answer.meta({ description: 'Photos of the child on the website' }),
    name_with_photo: answer.meta({ description: "The child's name with a photo" }),
    social_media: answer.meta({ description: "Photos of the child on the academy's social media" }),
  })
  .meta({ id: 'PhotoConsentAnswer' });
export type PhotoConsentAnswer = z.infer<typeof PhotoConsentAnswerSchema>;

/** One part as it stands: the answer, and the time and text version it was given with (null: no answer recorded). */
const PhotoConsentPartStateSchema = z.strictObject({
  answer: z.enum(PHOTO_CONSENTS),
  given_at: TimestampSchema.nullable(),
  version: z.string().nullable(),
});

/** The three parts as they stand, for the family's status page. */
export const FamilyPhotoConsentSchema = z
  .strictObject(
    Object.fromEntries(PHOTO_CONSENT_PARTS.map((p) => [p, PhotoConsentPartStateSchema])) as Record<
      (typeof PHOTO_CONSENT_PARTS)[number],
      typeof PhotoConsentPartStateSchema
    >,
  )
  .meta({ id: 'FamilyPhotoConsent' });
export type FamilyPhotoConsent = z.infer<typeof FamilyPhotoConsentSchema>;

/** A change saved: the parts as they stand now, and which parts were withdrawn or given by it. */
export const PhotoConsentResultSchema = z
  .strictObject({
    consent: FamilyPhotoConsentSchema,
    withdrawn: z.array(z.enum(PHOTO_CONSENT_PARTS)).meta({ description: "Parts that went from 'yes' to 'no' (the academy is told)" }),
    given: z.array(z.enum(PHOTO_CONSENT_PARTS)).meta({ description: "Parts that went from 'no' to 'yes'" }),
  })
  .meta({ id: 'PhotoConsentResult' });
export type PhotoConsentResult = z.infer<typeof PhotoConsentResultSchema>;

/** One answer in a registration's photo consent history, oldest first. */
export const PhotoConsentChangeSchema = z
  .strictObject({
    id: IdSchema,
    website: z.enum(PHOTO_CONSENTS),
    name_with_photo: z.enum(PHOTO_CONSENTS),
    social_media: z.enum(PHOTO_CONSENTS),
    version: z.string(),
    source: z.enum(PHOTO_CONSENT_SOURCES),
    created_at: TimestampSchema,
  })
  .meta({ id: 'PhotoConsentChange' });
export type PhotoConsentChange = z.infer<typeof PhotoConsentChangeSchema>;

/** `GET /api/registrations/{id}/photo-consent`: the parts as they stand, and every answer. */
export const StaffPhotoConsentSchema = z
  .strictObject({ consent: FamilyPhotoConsentSchema, history: z.array(PhotoConsentChangeSchema) })
  .meta({ id: 'StaffPhotoConsent' });
export type StaffPhotoConsent = z.infer<typeof StaffPhotoConsentSchema>;
