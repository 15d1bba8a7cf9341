import { z } from 'zod';
import { IdSchema, StoredPathSchema, TimestampSchema } from './common.ts';
import { MEDIA_MESSAGES } from './media-constants.ts';

export * from './media-constants.ts';

/**
 * The video form (`POST /api/media`, multipart). `video_file` is whatever stands for the chosen
 * file on each side (a browser File, the server's stored temp file): a video needs a file or a URL.
 */
const titleField = z.string({ error: MEDIA_MESSAGES.titleRequired }).trim().min(1, MEDIA_MESSAGES.titleRequired).max(200, 'Please use at most 200 characters');

export const MediaInputSchema = z
  .object({
    title: titleField,
    video_url: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), MEDIA_MESSAGES.invalidUrl),
    video_file: z.unknown().optional(),
  })
  .refine((v) => v.video_file != null || v.video_url !== null, { path: ['video_file'], message: MEDIA_MESSAGES.fileOrUrl });
export type MediaInput = z.input<typeof MediaInputSchema>;

/** `PUT /api/media/{id}` (multipart): a video's title, and a new thumbnail as the `thumbnail` file part. */
export const MediaUpdateSchema = z.object({ title: titleField });
export type MediaUpdate = z.input<typeof MediaUpdateSchema>;

/** A video as the API answers it. */
export const MediaItemSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    /** Server-relative path under /uploads/videos/, or null for a URL-only item. */
    video_file: StoredPathSchema,
    video_url: z.string().nullable(),
    /** Server-relative path under /uploads/thumbnails/. */
    thumbnail: StoredPathSchema,
    created_at: TimestampSchema,
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof MediaItemSchema>;
