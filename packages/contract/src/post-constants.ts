// Zod-free part of post.ts: pages that only show data import this file and never download zod.
export const POST_MESSAGES = {
  created: 'Post created successfully.',
  createFailed: 'Failed to create post.',
  updated: 'Post updated successfully.',
  updateFailed: 'Failed to update post.',
  editLoadFailed: 'Failed to load post for editing.',
  loadFailed: 'Failed to load posts.',
  notFound: 'Oops! This post was not found or failed to load.',
  deleteFailed: 'Failed to delete post.',
  deleted: 'Post deleted.',
  statusChangeFailed: 'Failed to change the post status.',
  empty: 'No posts available.',
  noRelated: 'No related posts found.',
  titleRequired: 'Please enter a post title',
  contentRequired: 'Please write some content',
  publish: 'Publish Post',
  update: 'Update Post',
  allPosts: 'All Post',
  signInToEdit: 'Please sign in as an administrator to update this post.',
  saveDraft: 'Save draft',
  draftSaved: 'Draft saved.',
  schedule: 'Schedule…',
  scheduleTitle: 'Schedule this post',
  scheduleLabel: 'Publish on',
  scheduleConfirm: 'Schedule',
  scheduled: (when: string) => `Scheduled: it will be published on ${when}.`,
  publishAtRequired: 'Please choose when to publish the post',
  publishAtFuture: 'Please choose a time in the future',
  statusFilter: 'State',
  allStates: 'All states',
  preview: 'Preview',
  previewNotice: 'Preview: this is how the post will look once published. Visitors cannot see it yet.',
  cancel: 'Cancel',
  tooLong: 'The post is too long',
  tooMuchMarkup: 'The post has too much text and formatting: at most 100,000 characters besides its pictures',
  tooDeep: 'The post has too many formats inside one another',
  inlineImage: 'Pictures in a post are uploaded as files: insert them with the image button, or drop or paste them into the editor.',
  waitForUploads: 'Please wait until the pictures have finished uploading.',
} as const;

/**
 * The `sizes` written onto pictures in a post's body: the article column is at most 760 px wide
 * (the same as the cover, IMAGE_SIZES.postCover), the whole screen below 900 px.
 */
export const POST_BODY_IMAGE_SIZES = '(max-width: 900px) 100vw, 760px';

/** A post is a draft, scheduled (for its publish_at) or published. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Record<PostStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/** Text of HTML without tags, to tell an empty editor ("<p><br></p>") from content. */
export const htmlToText = (html: string): string =>
  html
    // [^<>]: a "<" that never closes stops at the next "<" (linear time; [^>]* was quadratic on "x<x<x<…").
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Limits of a post's HTML (docs/decisions/023): the whole body, inline pictures included; its
 * markup (everything but the base64 of inline pictures), which is what the sanitizer's work grows
 * with; and how deep elements nest. The last two are checked by `postMarkupIssue` (post.ts, with
 * the form's schema) before any parser runs: 1 MB of nested `<b>` took the sanitizer minutes.
 */
export const POST_CONTENT_MAX = 1_000_000;
export const POST_MARKUP_MAX = 100_000;
export const POST_NESTING_MAX = 32;

export const HOME_NEWS_COUNT = 4;
export const RELATED_POSTS_MAX = 3;

/** The word of a post's title the spec's related rule matches other titles with (lowercase; '' for none). */
export const relatedTitleWord = (title: string): string => title.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
/** How far apart in time two posts are still related by the spec's rule. */
export const RELATED_WINDOW_DAYS = 7;

type Relatable = { id: number; title: string; created_at: string; tags?: readonly { slug: string }[] };

/**
 * Related posts (decision 047): first the posts sharing a tag with this one (most shared tags
 * first, then newest), then the spec's rule fills up: a post is related if its title matches the
 * first word of this post's title, or it was created within 7 days of it, newest first. At most 3,
 * never the post itself. The server preselects candidates with SQL and orders them with this.
 */
export function relatedPosts<T extends Relatable>(post: Relatable, all: readonly T[]): T[] {
  const firstWord = relatedTitleWord(post.title);
  const at = Date.parse(post.created_at);
  const mine = new Set((post.tags ?? []).map((t) => t.slug));
  const shared = (p: T) => (p.tags ?? []).filter((t) => mine.has(t.slug)).length;
  const newestFirst = (a: T, b: T) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
  const others = all.filter((p) => p.id !== post.id);
  const byTag = others.filter((p) => shared(p) > 0).sort((a, b) => shared(b) - shared(a) || newestFirst(a, b));
  const byRule = others
    .filter((p) => shared(p) === 0)
    .filter(
      (p) =>
        (firstWord.length > 0 && p.title.toLowerCase().includes(firstWord)) ||
        Math.abs(Date.parse(p.created_at) - at) <= RELATED_WINDOW_DAYS * 24 * 60 * 60 * 1000,
    )
    .sort(newestFirst);
  return [...byTag, ...byRule].slice(0, RELATED_POSTS_MAX);
}

/** the post editor. */
export const EDITOR = {
  fontSizes: ['12px', '14px', '16px', '18px', '24px'],
  defaultFontSize: '16px',
  minHeightPx: 500,
  historyDelayMs: 1000,
  historyMaxStack: 100,
  indentLevels: 8,
  codeHighlightIntervalMs: 1000,
  imageMimeTypes: ['image/png', 'image/jpeg'],
  linkProtocols: ['http', 'https', 'mailto', 'tel', 'sms'],
  placeholder: 'Write your post content here...',
  headings: [1, 2, 3, 4, 5],
} as const;
