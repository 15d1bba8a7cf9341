import { z } from 'zod';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './common-constants.ts';

export * from './common-constants.ts';

export const PagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/** Ids are positive integers; anything else is a 404 rather than a 500. */
export const IdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Optional text fields: trimmed, and an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please use at most ${max} characters`);
