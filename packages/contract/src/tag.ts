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

/** `PUT /api/tags/{slug}`: a new name; one whose slug another tag has merges this tag into it. */
export const TagRenameSchema = z.strictObject({ name: TagNameSchema });
export type TagRenameInput = z.input<typeof TagRenameSchema>;

/** A renamed or merged tag as it is now, with every post that carries it. */
export const TagChangeResultSchema = z
  .strictObject({
    tag: TagCountSchema,
    merged: z.boolean().meta({ description: "True when the new name was another tag's: this tag is gone, its posts carry that one" }),
  })
  .meta({ id: 'TagChangeResult' });
export type TagChangeResult = z.infer<typeof TagChangeResultSchema>;

/** `DELETE /api/tags/{slug}`: the tag is gone from every post. */
export const TagDeleteResultSchema = z
  .strictObject({ slug: z.string(), posts: z.number().int().nonnegative().meta({ description: 'Posts that carried it' }) })
  .meta({ id: 'TagDeleteResult' });
export type TagDeleteResult = z.infer<typeof TagDeleteResultSchema>;
