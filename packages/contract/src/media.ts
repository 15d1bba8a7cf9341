import { z } from 'zod';
import { MEDIA_MESSAGES } from './media-constants.ts';

export * from './media-constants.ts';

export const MediaSchema = z.object({
  title: z
    .string({ error: MEDIA_MESSAGES.titleRequired })
    .trim()
    .min(1, MEDIA_MESSAGES.titleRequired)
    .max(200, 'Please use at most 200 characters'),
  video_url: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), MEDIA_MESSAGES.invalidUrl),
});
export type MediaInput = z.input<typeof MediaSchema>;
