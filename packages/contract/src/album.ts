import { z } from 'zod';
import { optionalText } from './common.ts';
import { ALBUM_MESSAGES } from './album-constants.ts';

export * from './album-constants.ts';

export const AlbumSchema = z.object({
  name: z
    .string({ error: ALBUM_MESSAGES.nameRequired })
    .trim()
    .min(1, ALBUM_MESSAGES.nameRequired)
    .max(120, 'Please use at most 120 characters'),
  caption: optionalText(500),
  created_by: z.coerce.number().int().optional(),
});
export type AlbumInput = z.input<typeof AlbumSchema>;
