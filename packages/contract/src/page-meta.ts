/**
 * What each page of the site is called, and which paths are pages at all (zod-free, shared by the
 * web app's document titles and the server's page HTML, so a crawler reads what a visitor sees).
 */
import { ADMIN_PATHS } from './admin-paths.ts';
import { htmlToText } from './post-constants.ts';
import { ACADEMY_NAME } from './site.ts';

export type PageMeta = { title?: string; description: string };

/** The public pages with fixed titles; home has none of its own (the academy's name alone). */
export const PAGE_META = {
  home: { description: `${ACADEMY_NAME}: training, matches and trials for young players aged 10 to 14.` },
  about: { title: 'About', description: `The story, mission, vision and programmes of ${ACADEMY_NAME}.` },
  team: { title: 'Team', description: `Meet the coaches and players of ${ACADEMY_NAME}: coaching staff, defenders, midfielders, forwards and goalkeepers.` },
  gallery: { title: 'Gallery', description: `Photo albums from matches, training sessions and tournaments at ${ACADEMY_NAME}.` },
  news: { title: 'News', description: `Match reports, training stories and announcements from ${ACADEMY_NAME}.` },
  fixtures: { title: 'Fixtures', description: `Upcoming matches and tournaments of every ${ACADEMY_NAME} squad: dates, kick-off times, opponents and venues.` },
  results: {
    title: 'Results',
    description: `How the ${ACADEMY_NAME} squads got on: results of past matches and tournaments, as each age group publishes them.`,
  },
  contact: { title: 'Contact', description: `Questions about trials, training times or fees? Send ${ACADEMY_NAME} a message.` },
  register: { title: 'Registration', description: `Register your child (aged 10 to 14) for ${ACADEMY_NAME}.` },
  privacy: { title: 'Privacy', description: `How ${ACADEMY_NAME} keeps, uses and deletes the data of the families and children it works with.` },
  notFound: { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' },
} as const satisfies Record<string, PageMeta>;

/** The browser tab and the shared link's title: "News | Future Stars Football Academy". */
export const documentTitle = (title?: string) => (title ? `${title} | ${ACADEMY_NAME}` : ACADEMY_NAME);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** `amp`, `#38` or `#x26` (what sanitized HTML leaves encoded) as the character it names. */
function decodeEntity(entity: string): string {
  if (entity[0] !== '#') return NAMED_ENTITIES[entity.toLowerCase()] ?? '';
  const code = /^#x/i.test(entity) ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/**
 * A post's description (meta description, og:description): the editor's own excerpt when it has one
 * (decision 047), else its first paragraph with words in it, as text, cut at 300 characters; its
 * excerpt when it has none. The server's HTML and the app use the same, so the description does not
 * change when the app starts.
 */
export function postDescription(post: { content: string; excerpt: string; custom_excerpt?: string | null }): string {
  if (post.custom_excerpt) return post.custom_excerpt;
  for (const m of post.content.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const words = htmlToText(m[1]!).replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => decodeEntity(e));
    if (words) return words.length > 300 ? `${words.slice(0, 297).trimEnd()}…` : words;
  }
  return post.excerpt;
}

/** The picture a shared link shows when the page has none of its own (the home hero's first slide). */
export const DEFAULT_SHARE_IMAGE = { path: '/hero/slide-1.webp', width: 1600, height: 1000, alt: ACADEMY_NAME } as const;

/** The season's public pages: the match page is canonical at /matches/{id} (docs/decisions/039). */
export const FIXTURES_PATH = '/fixtures';
export const RESULTS_PATH = '/results';
export const matchPath = (id: number | string) => `/matches/${id}`;

/** The static public pages, by path. */
export const PUBLIC_PAGE_META: Record<string, PageMeta> = {
  '/': PAGE_META.home,
  '/about': PAGE_META.about,
  '/team': PAGE_META.team,
  '/gallery': PAGE_META.gallery,
  '/albums': PAGE_META.gallery,
  '/news': PAGE_META.news,
  '/fixtures': PAGE_META.fixtures,
  '/results': PAGE_META.results,
  '/contact': PAGE_META.contact,
  '/register': PAGE_META.register,
  '/privacy': PAGE_META.privacy,
};

/**
 * Every path the web app's router answers with a page (React Router patterns: `:param` is one
 * segment). Anything else is a 404 from the server too. A web test checks this list against the
 * router, so the two cannot drift apart.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/team',
  '/gallery',
  '/albums',
  '/photo',
  '/photo/:id',
  '/news',
  '/news/:id',
  '/news/tag/:slug',
  '/newspost',
  '/postview/:id',
  '/fixtures',
  '/results',
  '/matches/:id',
  '/contact',
  '/register',
  '/privacy',
  '/status/:token',
  '/family/email/:token',
  '/newsletter/confirm/:token',
  '/newsletter/unsubscribe/:token',
] as const;

/** Every admin address (the admin screens and the staff's sign-in screens: admin-paths.ts). */
export const ADMIN_ROUTES = /*#__PURE__*/ Object.values(ADMIN_PATHS);

const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);
// Pure: a page that only reads titles (every public page) does not carry the route lists.
const publicMatchers = /*#__PURE__*/ PUBLIC_ROUTES.map(matcher);
const adminMatchers = /*#__PURE__*/ ADMIN_ROUTES.map(matcher);

/** Whether the router has a page at `pathname` (a public page or an admin screen). */
export const routeKind = (pathname: string): 'public' | 'admin' | undefined =>
  publicMatchers.some((m) => m.test(pathname)) ? 'public' : adminMatchers.some((m) => m.test(pathname)) ? 'admin' : undefined;

/** A family's status page and a newsletter mail's link pages: private addresses, never indexed nor kept. */
export const isPrivateLinkPath = (pathname: string) => /^\/(status|newsletter|family)\//.test(pathname);
