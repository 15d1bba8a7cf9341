// Zod-free part of tag.ts (decision 047): the news pages import this file and never download zod.

/** How many tags a post carries at most, and how long a tag's name may be. */
export const POST_TAGS_MAX = 10;
export const TAG_NAME_MAX = 40;
/** How long the editor's own excerpt may be. */
export const CUSTOM_EXCERPT_MAX = 300;

/** A tag as a post carries it (in the editor's order) and as its page names it. */
export type TagRef = { slug: string; name: string };
/** A tag with how many posts carry it (`GET /api/tags`: published posts for visitors). */
export type TagCount = TagRef & { count: number };

export const TAG_MESSAGES = {
  label: 'Tags',
  hint: 'Press Enter or a comma to add a tag; Backspace removes the last one.',
  placeholder: 'Add a tag',
  remove: (name: string) => `Remove tag ${name}`,
  suggestions: 'Existing tags',
  tooMany: `Please use at most ${POST_TAGS_MAX} tags`,
  tooLong: `A tag can be at most ${TAG_NAME_MAX} characters`,
  needsLetter: 'A tag needs at least one letter or digit',
  notList: 'Tags must be a list of names',
  notFound: 'There is no tag with this name.',
  /** The chips' list on cards and posts. */
  listLabel: 'Tags',
  pageTitle: (name: string) => `News tagged “${name}”`,
  pageDescription: (name: string, academy: string) => `Posts tagged “${name}” from ${academy}: match reports, training stories and announcements.`,
  pageLead: (count: number) => (count === 1 ? '1 post with this tag.' : `${count} posts with this tag.`),
  feedTitle: (name: string, academy: string) => `${academy}: ${name}`,
  feedLink: 'RSS feed of this tag',
  allNews: '← All news',
  excerptLabel: 'Excerpt (optional)',
  excerptHint: 'Shown in news lists, the RSS feed and shared links instead of the start of the post.',
  excerptTooLong: `Please use at most ${CUSTOM_EXCERPT_MAX} characters`,
  excerptCount: (used: number) => `${used} / ${CUSTOM_EXCERPT_MAX}`,
} as const;

/**
 * A tag's slug, its address: lowercase letters and digits of any script, accents dropped ("Équipe"
 * → "equipe"), everything else one hyphen, none at either end, at most 60 characters.
 */
export function tagSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A tag's page and its RSS feed (decision 047). */
export const tagPath = (slug: string) => `/news/tag/${encodeURIComponent(slug)}`;
export const tagFeedPath = (slug: string) => `${tagPath(slug)}/rss.xml`;
