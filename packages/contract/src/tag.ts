import { z } from 'zod';
import { CUSTOM_EXCERPT_MAX, POST_TAGS_MAX, TAG_MESSAGES, TAG_NAME_MAX, tagSlug } from './tag-constants.ts';

export * from './tag-constants.ts';

/** A tag's name as the editor types it; a tag is made the first time a post names it. */
export const TagNameSchema = z
  .string({ error: TAG_MESSAGES.notList })
  .trim()
  .max(TAG_NAME_MAX, TAG_MESSAGES.tooLong)
  .refine((name) => tagSlug(name).length > 0, TAG_MESSAGES.needsLetter);

/** JSON text (what a multipart form sends) as the list it holds; text that is not JSON as null, for the schema to refuse once. */
function listOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A post's tags, in order: a list of names, or in a multipart form its JSON text (`["Match report","U12"]`). */
export const PostTagsSchema = z.preprocess(listOf, z.array(TagNameSchema, { error: TAG_MESSAGES.notList }).max(POST_TAGS_MAX, TAG_MESSAGES.tooMany));

/** The editor's own excerpt: an empty one clears it (lists show the start of the post again). */
export const CustomExcerptSchema = z.string().trim().max(CUSTOM_EXCERPT_MAX, TAG_MESSAGES.excerptTooLong);

export const TagRefSchema = z.strictObject({ slug: z.string(), name: z.string() }).meta({ id: 'TagRef' });
export const TagCountSchema = z
  .strictObject({
    slug: z.string(),
    name: z.string(),
    count: z.number().int().nonnegative().meta({ description: 'Posts with this tag (published ones for visitors)' }),
  })
  .meta({ id: 'TagCount' });

export const TagSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });
