import { z } from 'zod';
import { DimensionSchema, IdSchema, optionalText, StoredPathSchema, TimestampSchema } from './common.ts';
import { ALBUM_MESSAGES } from './album-constants.ts';
import { MAX_PHOTO_SUBJECTS } from './photo-tag-constants.ts';
import { PHOTO_CONSENTS } from './registration-constants.ts';

export * from './album-constants.ts';
export * from './photo-tag-constants.ts';

export const AlbumInputSchema = z.object({
  name: z.string({ error: ALBUM_MESSAGES.nameRequired }).trim().min(1, ALBUM_MESSAGES.nameRequired).max(120, 'Please use at most 120 characters'),
  caption: optionalText(500),
  created_by: z.coerce.number().int().optional(),
});
export type AlbumInput = z.input<typeof AlbumInputSchema>;

/** The photo upload's text fields (multipart, beside the `photos` files): one caption for every photo of the upload. */
export const PhotoUploadInputSchema = z.object({
  caption: optionalText(500),
});

/** `PUT /api/photos/{id}`: one photo's caption (empty or null clears it). */
export const PhotoCaptionInputSchema = z
  .strictObject({ caption: z.string().trim().max(500, 'Please use at most 500 characters').nullable() })
  .meta({ id: 'PhotoCaptionInput' });

/** `PUT /api/albums/{id}/photos/order`: every photo of the album, in the order to show them. */
export const PhotoOrderInputSchema = z.strictObject({ photo_ids: z.array(IdSchema).min(1).max(5000) }).meta({ id: 'PhotoOrderInput' });

/** `PUT /api/albums/{id}/cover`: one of the album's photos becomes its cover. */
export const AlbumCoverInputSchema = z.strictObject({ photo_id: IdSchema }).meta({ id: 'AlbumCoverInput' });

/**
 * A child tagged in a photo, or one an editor may tag (decision 051): the name, age and squad that
 * tell children apart, and the family's three answers to photo consent. Never the family's contact
 * details, school or health.
 */
export const PhotoSubjectSchema = z
  .strictObject({
    registration_id: IdSchema,
    name: z.string(),
    age: z.number().int(),
    squad: z.string().nullable().meta({ description: 'The squad the child is enrolled in, if any' }),
    photo_consent: z.enum(PHOTO_CONSENTS).meta({ description: 'Photos of the child on the website' }),
    photo_name_consent: z.enum(PHOTO_CONSENTS),
    photo_social_consent: z.enum(PHOTO_CONSENTS),
  })
  .meta({ id: 'PhotoSubject' });
export type PhotoSubject = z.infer<typeof PhotoSubjectSchema>;

/**
 * A child the tag search found (decision 061): an editor gets what tagging needs, the name and the
 * squad that tell two children apart; age and the consent answers only an administrator (who sees
 * every registration anyway). Once tagged, the photo's own answers carry the child's consent: it
 * decides whether the photo is public, which its editor must see.
 */
export const PhotoSubjectCandidateSchema = PhotoSubjectSchema.pick({ registration_id: true, name: true, squad: true })
  .extend({
    age: PhotoSubjectSchema.shape.age.optional().meta({ description: 'Administrators only' }),
    photo_consent: PhotoSubjectSchema.shape.photo_consent.optional().meta({ description: 'Administrators only: photos of the child on the website' }),
    photo_name_consent: PhotoSubjectSchema.shape.photo_name_consent.optional().meta({ description: 'Administrators only' }),
    photo_social_consent: PhotoSubjectSchema.shape.photo_social_consent.optional().meta({ description: 'Administrators only' }),
  })
  .meta({ id: 'PhotoSubjectCandidate' });
export type PhotoSubjectCandidate = z.infer<typeof PhotoSubjectCandidateSchema>;

/** `PUT /api/photos/{id}/subjects`: every child shown in the photo (an empty list removes every tag). */
export const PhotoSubjectsInputSchema = z.strictObject({ registration_ids: z.array(IdSchema).max(MAX_PHOTO_SUBJECTS) }).meta({ id: 'PhotoSubjectsInput' });

/** `GET /api/photo-subjects/candidates?q=`: children whose name contains `q` (no `q`: none). */
export const PhotoSubjectCandidatesQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

/** A photo of an album as the API answers it. */
export const PhotoSchema = z
  .strictObject({
    id: IdSchema,
    album_id: IdSchema,
    url: z.string(),
    filename: z.string(),
    caption: z.string().nullable(),
    width: DimensionSchema,
    height: DimensionSchema,
    created_at: TimestampSchema,
    subjects: z.array(PhotoSubjectSchema).optional().meta({ description: 'Staff reads only: the children tagged in the photo' }),
    view_url: z
      .string()
      .optional()
      .meta({ description: 'Staff reads only, for a photo hidden from visitors: a signed address of its file (its width variants too) for an <img>' }),
    reviewed: z
      .boolean()
      .optional()
      .meta({ description: 'Staff reads only: whether an editor marked the photo reviewed ("no children, or all tagged"); until then it is not public' }),
    no_consent: z
      .boolean()
      .optional()
      .meta({ description: 'Staff reads only: the anonymous "no consent" mark a deleted tagged child left; the photo stays hidden' }),
    people: z
      .array(z.string())
      .optional()
      .meta({ description: 'Public reads: first name and initial of each tagged child whose family agreed to the name with the photo' }),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof PhotoSchema>;

/** An album as the API answers it; `photos` only when one album is read. */
export const AlbumSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    caption: z.string().nullable(),
    coverImage: StoredPathSchema,
    firstPhoto: StoredPathSchema,
    photo_count: z.number().int().nonnegative(),
    created_by: z.number().int(),
    created_at: TimestampSchema,
    photos: z.array(PhotoSchema).optional(),
    cover_view_url: z.string().optional().meta({
      description: "Staff reads only, when the album's card picture (its cover, else its first photo) is a photo hidden from visitors: a signed address of it",
    }),
  })
  .meta({ id: 'Album' });
export type Album = z.infer<typeof AlbumSchema>;

/** `POST /api/albums/{id}/photos/review`: the photos an editor marks reviewed ("no children in it, or all of them tagged"). */
export const PhotoReviewInputSchema = z.object({ photo_ids: z.array(IdSchema).min(1).max(500) });
export const PhotoReviewResultSchema = z.strictObject({ reviewed: z.array(IdSchema) }).meta({ id: 'PhotoReviewResult' });
