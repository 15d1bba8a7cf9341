import { z } from 'zod';
import { DimensionSchema, StoredPathSchema, TimestampSchema } from './common.ts';
import { POST_MESSAGES, POST_CONTENT_MAX, POST_STATUSES, htmlToText, postMarkupIssue } from './post-constants.ts';

export * from './post-constants.ts';

const hasContent = (html: string) => htmlToText(html).length > 0 || /<img\s/i.test(html);

/** A post's fields as a form holds them (the web form extends these); PostInputSchema adds the schedule's rule. */
export const PostFieldsSchema = z.object({
  title: z
    .string({ error: POST_MESSAGES.titleRequired })
    .trim()
    .min(1, POST_MESSAGES.titleRequired)
    .max(300, 'Please use at most 300 characters'),
  content: z
    .string({ error: POST_MESSAGES.contentRequired })
    .max(POST_CONTENT_MAX, { error: POST_MESSAGES.tooLong, abort: true })
    // Size and depth first, in one linear pass: the other checks and the sanitizer then see bounded markup.
    .check((ctx) => {
      if (ctx.value.length > POST_CONTENT_MAX) return;
      const issue = postMarkupIssue(ctx.value);
      if (issue) ctx.issues.push({ code: 'custom', input: ctx.value, message: issue === 'depth' ? POST_MESSAGES.tooDeep : POST_MESSAGES.tooMuchMarkup, continue: false });
    })
    .refine(hasContent, POST_MESSAGES.contentRequired),
  published: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  /** draft, scheduled or published; absent: `published` decides (and on create, published). */
  status: z.enum(POST_STATUSES, { error: `Status must be one of: ${POST_STATUSES.join(', ')}` }).optional(),
  /** When a scheduled post goes public (ISO date-time with offset); required for `scheduled`, in the future. */
  publish_at: z.iso.datetime({ offset: true, error: POST_MESSAGES.publishAtRequired }).optional().or(z.literal('').transform(() => undefined)),
});

export const PostInputSchema = PostFieldsSchema.superRefine((v, ctx) => {
  if (v.status !== 'scheduled') return;
  if (!v.publish_at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: POST_MESSAGES.publishAtRequired });
  else if (Date.parse(v.publish_at) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: POST_MESSAGES.publishAtFuture });
});
export type PostInput = z.input<typeof PostInputSchema>;

export const NewsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
});

const postFields = {
  id: z.number().int().nonnegative(),
  title: z.string(),
  cover_image: StoredPathSchema,
  cover_width: DimensionSchema,
  cover_height: DimensionSchema,
  published: z.boolean(),
  status: z.enum(POST_STATUSES),
  publish_at: TimestampSchema.nullable().meta({ description: 'When a scheduled post goes public; null for drafts and published posts' }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/** A post with its sanitized HTML body (and its excerpt, for the page's description), as `GET /api/posts/{id}` and every write answer it. */
export const PostSchema = z.strictObject({ ...postFields, content: z.string(), excerpt: z.string() }).meta({ id: 'Post' });
export type Post = z.infer<typeof PostSchema>;

/** A post without its body, as lists answer it; `excerpt` is plain text, made from the body on the server (modules/posts/excerpt.ts). */
export const PostSummarySchema = z.strictObject({ ...postFields, excerpt: z.string() }).meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** `PUT /api/posts/{id}/publish`: no body publishes. */
export const PublishPostSchema = z.object({ published: z.boolean().optional() }).optional();
