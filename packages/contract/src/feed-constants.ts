/** What the feeds and discovery files (/rss.xml, /sitemap.xml, /robots.txt) list; zod-free. */

/** The newest published posts /rss.xml carries. */
export const FEED_POST_LIMIT = 20;

export const FEED_PATHS = { rss: '/rss.xml', sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;

/** The site's fixed public pages, as the sitemap lists them (apps/web/src/app/public-routes.tsx). */
export const SITEMAP_PAGES = ['/', '/about', '/gallery', '/team', '/news', '/fixtures', '/results', '/contact', '/register', '/privacy'] as const;

/** The longest slug of a post's readable address (docs/decisions/048). */
export const POST_SLUG_MAX = 60;

/**
 * The readable part of a post's address, from its title: ASCII letters and digits in lower case
 * (accents dropped: "Équipe" is "equipe"), words joined by hyphens, at most POST_SLUG_MAX
 * characters, cut between words when it can. A title with no such letters has none ("").
 */
export function postSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= POST_SLUG_MAX) return slug;
  const cut = slug.slice(0, POST_SLUG_MAX + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : slug.slice(0, POST_SLUG_MAX)).replace(/-+$/, '');
}

/** A published post's page (public-routes.tsx: news/:id): `/news/{id}`, the spec's address, which every list, the sitemap and the canonical link use. */
export const postPath = (id: number) => `/news/${id}`;

/**
 * A post's readable address `/news/{id}-{slug}` (docs/decisions/048), or `/news/{id}` when its title
 * has no slug: an alias the server answers with 301 to postPath(id). For sharing by hand; no page links it.
 */
export const postAliasPath = (id: number, title: string) => {
  const slug = postSlug(title);
  return slug ? `/news/${id}-${slug}` : postPath(id);
};

/** The post a `/news/:id` or `/postview/:id` segment names ("12", "12-spring-cup"), and the slug it was written with; undefined for anything else. */
export function parsePostSegment(segment: string | undefined): { id: string; slug: string | undefined } | undefined {
  const m = segment === undefined ? null : /^(\d+)(?:-([^/]*))?$/.exec(segment);
  return m ? { id: m[1]!, slug: m[2] } : undefined;
}

/** A public album's page (public-routes.tsx: photo/:id). */
export const albumPath = (id: number) => `/photo/${id}`;

/**
 * robots.txt's Disallow rules besides the admin screens' (admin-screens.ts ADMIN_ROBOTS_RULES): the
 * API, the families' private status links and the newsletter's link pages.
 */
export const ROBOTS_DISALLOW = ['/api/', '/status/', '/newsletter/'] as const;

/** The feed's channel description. */
export const FEED_DESCRIPTION = 'News, match reports and announcements from the academy.';
