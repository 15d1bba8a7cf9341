/** What the feeds and discovery files (/rss.xml, /sitemap.xml, /robots.txt) list; zod-free. */

/** The newest published posts /rss.xml carries. */
export const FEED_POST_LIMIT = 20;

export const FEED_PATHS = { rss: '/rss.xml', sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;

/** The site's fixed public pages, as the sitemap lists them (apps/web/src/app/public-routes.tsx). */
export const SITEMAP_PAGES = ['/', '/about', '/gallery', '/team', '/news', '/fixtures', '/results', '/contact', '/register', '/privacy'] as const;

/** A published post's page and a public album's page (public-routes.tsx: news/:id, photo/:id). */
export const postPath = (id: number) => `/news/${id}`;
export const albumPath = (id: number) => `/photo/${id}`;

/**
 * robots.txt's Disallow rules besides the admin screens' (admin-screens.ts ADMIN_ROBOTS_RULES): the
 * API, the families' private status links and the newsletter's link pages.
 */
export const ROBOTS_DISALLOW = ['/api/', '/status/', '/newsletter/'] as const;

/** The feed's channel description. */
export const FEED_DESCRIPTION = 'News, match reports and announcements from the academy.';
