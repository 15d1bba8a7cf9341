import { z } from 'zod';
import { DimensionSchema, IdSchema, optionalText, StoredPathSchema, TimestampSchema } from './common.ts';
import { ALBUM_MESSAGES } from './album-constants.ts';

export * from './album-constants.ts';

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
  })
  .meta({ id: 'Album' });
export type Album = z.infer<typeof AlbumSchema>;
