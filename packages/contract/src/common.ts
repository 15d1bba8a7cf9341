import { z } from 'zod';
import { HONEYPOT_FIELD, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './common-constants.ts';

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

/** The honeypot field every public form carries; the server's honeypot preHandler reads it. */
export const honeypotField = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

// ---- Output shapes: what the API answers. Strict, so an undeclared field is an error, not a leak.

/** Row ids and timestamps as every record answers them. */
export const IdSchema = z.number().int().positive();
export const TimestampSchema = z.iso.datetime({ offset: true });
/** A server-relative path of a stored file (for example /uploads/images/abc.webp), or null. */
export const StoredPathSchema = z.string().nullable();
/** Stored image dimensions (of the main WebP, at most 1920 px a side), null when unknown. */
export const DimensionSchema = z.number().int().nonnegative().nullable();

/** `{ success: true, data }` (DESIGN.md, API conventions). */
export const okSchema = <T extends z.ZodType>(data: T) => z.strictObject({ success: z.literal(true), data });
/** Paged lists put the array in `data` and the paging figures beside it. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    success: z.literal(true),
    data: z.array(item),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
/** What a delete answers. */
export const IdResultSchema = okSchema(z.strictObject({ id: z.number().int().nonnegative() }));

/** `{ success: false, message, errors }`: every error answer. Loose, so a limiter's extra figures pass through. */
export const ApiErrorSchema = z
  .looseObject({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'The first message of each invalid field, by field name' }),
  })
  .meta({ id: 'ApiError' });

/** `GET /api/health`. */
export const HealthSchema = z.strictObject({ database: z.literal('up') });
/** `GET /api/health/live`: the process answers (it may still be waiting for its database). */
export const HealthLiveSchema = z.strictObject({ status: z.literal('live') });
