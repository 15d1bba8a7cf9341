import { z } from 'zod';
import { DimensionSchema, StoredPathSchema, TimestampSchema } from './common.ts';
import { CustomExcerptSchema, PostTagsSchema, TagRefSchema } from './tag.ts';
import { NEWS_QUERY_MAX } from './news-search-constants.ts';
import { PUBLISH_DATE, PUBLISH_DATE_SKEW_MS } from './post-date-constants.ts';
import { POST_MESSAGES, POST_CONTENT_MAX, POST_MARKUP_MAX, POST_NESTING_MAX, POST_STATUSES, htmlToText } from './post-constants.ts';

export * from './post-constants.ts';

/** Base64 payloads of the editor's inline pictures: not markup. */
const INLINE_IMAGE_DATA_RE = /data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]*={0,2}/g;
/** An `<img>` whose source is a data: URL, whatever its quoting or case. */
const INLINE_IMAGE_SRC_RE = /<img\b[^<>]*\bsrc\s*=\s*["']?\s*data:/i;
/** The editor's local preview of a picture still uploading (features/admin-posts/components/image-uploads.ts). */
const UPLOADING_IMAGE_SRC_RE = /<img\b[^<>]*\bsrc\s*=\s*["']?\s*blob:/i;
/** A start or end tag; [^<>]* keeps the scan linear. */
const TAG_RE = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g;
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Tags a browser closes when the same tag opens again ("<li>a<li>b"). */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'option', 'dt', 'dd', 'tr', 'td', 'th']);

/**
 * Why a post's HTML is refused before it is parsed, or undefined: one linear pass, so a hostile body
 * costs the server a scan and not a parse. Depth is counted the way the editor writes (every tag
 * closed); a stray end tag closes up to its start tag, or nothing.
 */
export function postMarkupIssue(html: string): 'markup' | 'depth' | undefined {
  let pictures = 0;
  for (const m of html.matchAll(INLINE_IMAGE_DATA_RE)) pictures += m[0].length;
  if (html.length - pictures > POST_MARKUP_MAX) return 'markup';
  const open: string[] = [];
  for (const m of html.matchAll(TAG_RE)) {
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (VOID_TAGS.has(name) || m[3]!.endsWith('/')) continue;
    if (SELF_CLOSING_SIBLINGS.has(name) && open.at(-1) === name) open.pop();
    open.push(name);
    if (open.length > POST_NESTING_MAX) return 'depth';
  }
  return undefined;
}

const hasContent = (html: string) => htmlToText(html).length > 0 || /<img\s/i.test(html);

/** A post's fields as a form holds them (the web form extends these); PostInputSchema adds the schedule's rule. */
export const PostFieldsSchema = z.object({
  title: z.string({ error: POST_MESSAGES.titleRequired }).trim().min(1, POST_MESSAGES.titleRequired).max(300, 'Please use at most 300 characters'),
  content: z
    .string({ error: POST_MESSAGES.contentRequired })
    .max(POST_CONTENT_MAX, { error: POST_MESSAGES.tooLong, abort: true })
    // Size and depth first, in one linear pass: the other checks and the sanitizer then see bounded markup.
    .check((ctx) => {
      if (ctx.value.length > POST_CONTENT_MAX) return;
      const issue = postMarkupIssue(ctx.value);
      if (issue)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: issue === 'depth' ? POST_MESSAGES.tooDeep : POST_MESSAGES.tooMuchMarkup,
          continue: false,
        });
    })
    .refine(hasContent, POST_MESSAGES.contentRequired)
    // Pictures are files (docs/decisions/044): a base64 picture in new HTML is refused with a message; stored ones were migrated at start-up.
    .refine((html) => !INLINE_IMAGE_SRC_RE.test(html), POST_MESSAGES.inlineImage)
    .refine((html) => !UPLOADING_IMAGE_SRC_RE.test(html), POST_MESSAGES.waitForUploads),
  published: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  /** draft, scheduled or published; absent: `published` decides (and on create, published). */
  status: z.enum(POST_STATUSES, { error: `Status must be one of: ${POST_STATUSES.join(', ')}` }).optional(),
  /** When a scheduled post goes public (ISO date-time with offset); required for `scheduled`, in the future. */
  publish_at: z.iso
    .datetime({ offset: true, error: POST_MESSAGES.publishAtRequired })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Tag names in order (decision 047); absent on update keeps the post's tags, an empty list removes them. */
  tags: PostTagsSchema.optional(),
  /** The editor's own excerpt (decision 047); absent on update keeps it, empty clears it. */
  custom_excerpt: CustomExcerptSchema.optional(),
  /**
   * A published post's date on the site (its `created_at`, the order of lists; docs/decisions/048):
   * ISO date-time with offset, not in the future (that is scheduling). Ignored unless the post is published.
   */
  created_at: z.iso
    .datetime({ offset: true, error: PUBLISH_DATE.required })
    .refine((at) => Date.parse(at) <= Date.now() + PUBLISH_DATE_SKEW_MS, PUBLISH_DATE.future)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const PostInputSchema = PostFieldsSchema.superRefine((v, ctx) => {
  if (v.status !== 'scheduled') return;
  if (!v.publish_at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: POST_MESSAGES.publishAtRequired });
  else if (Date.parse(v.publish_at) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: POST_MESSAGES.publishAtFuture });
});
export type PostInput = z.input<typeof PostInputSchema>;

export const NewsQuerySchema = z.object({
  /** Only posts with this tag (its slug, decision 047). */
  tag: z.string().trim().min(1).max(200).optional(),
  q: z
    .string()
    .trim()
    .max(NEWS_QUERY_MAX)
    .optional()
    .meta({ description: 'Full-text search of titles and text (web search syntax: "a phrase", or, -word), best match first' }),
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
  tags: z.array(TagRefSchema).meta({ description: "The post's tags in the editor's order" }),
};

/** A post with its sanitized HTML body (and its excerpt, for the page's description), as `GET /api/posts/{id}` and every write answer it. */
export const PostSchema = z
  .strictObject({
    ...postFields,
    content: z.string(),
    excerpt: z.string(),
    custom_excerpt: z.string().nullable().meta({ description: "The editor's own excerpt; when set, `excerpt` is this text" }),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof PostSchema>;

/** A post without its body, as lists answer it; `excerpt` is plain text, made from the body on the server (modules/posts/excerpt.ts). */
export const PostSummarySchema = z.strictObject({ ...postFields, excerpt: z.string() }).meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** A picture uploaded for a post's body (`POST /api/posts/images`): the editor inserts `src`; the server writes the rest onto the stored `<img>`. */
export const PostImageSchema = z
  .strictObject({ src: z.string(), srcset: z.string(), sizes: z.string(), width: z.number().int().positive(), height: z.number().int().positive() })
  .meta({ id: 'PostImage' });
export type PostImage = z.infer<typeof PostImageSchema>;

/** `PUT /api/posts/{id}/publish`: no body publishes. */
export const PublishPostSchema = z.object({ published: z.boolean().optional() }).optional();
