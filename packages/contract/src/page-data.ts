/**
 * What a public page reads first, shared by the web app and the server (zod-free):
 *
 * - the API paths each page's queries ask for (the web app's query functions build their URLs
 *   here, so the two sides cannot drift apart);
 * - the server embeds the anonymous answers to those paths in the HTML of that page
 *   (`<script type="application/json" id="page-data">`), so the first render already has its data:
 *   no loading state, no layout shift, no request before the content;
 * - the `sizes` of each page's largest picture, which the server preloads (page-reads.ts) with the
 *   same srcset and sizes the page's <img> uses.
 *
 * Which page reads what (page-reads.ts) is the server's alone: kept out of this module, every public
 * page's JavaScript does not carry it and what it imports.
 */
import { GALLERY_COLUMNS } from './album-constants.ts';
import { NEWS_PAGE_SIZE } from './news-search-constants.ts';

/** The element id of the embedded answers, and the shape it holds: API path -> JSON envelope. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
export type PageDataSeed = Record<string, unknown>;

export const NEWS_LIST_LIMIT = 100;
export const HOME_MEDIA_LIMIT = 8;
/** How many of the next matches the home page shows (docs/decisions/039). */
export const HOME_FIXTURES_COUNT = 3;
/** The about page plays the first playable item among these. */
export const ABOUT_MEDIA_LIMIT = 20;

/** API paths (after /api) of the public queries. */
export const API_PATHS = {
  posts: (limit: number) => `/posts?limit=${limit}`,
  /** One page of /news, or of a search on it (docs/decisions/048). */
  newsPage: ({ q, page }: { q: string; page: number }) =>
    `/posts?limit=${NEWS_PAGE_SIZE}${page > 1 ? `&page=${page}` : ''}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
  post: (id: string | number) => `/posts/${encodeURIComponent(String(id))}`,
  /** Up to 3 related posts of a post, tags shared first (decision 047). */
  relatedPosts: (id: string | number) => `/posts/${encodeURIComponent(String(id))}/related`,
  /** A tag's name and count (404: no published post has it), and the posts with it (decision 047). */
  tag: (slug: string) => `/tags/${encodeURIComponent(slug)}`,
  taggedPosts: (slug: string, limit: number) => `/posts?limit=${limit}&tag=${encodeURIComponent(slug)}`,
  publicAlbums: () => '/public/albums?limit=100',
  publicAlbum: (id: string | number) => `/public/albums/${encodeURIComponent(String(id))}`,
  team: () => '/team?limit=100',
  media: (limit: number) => `/media?limit=${limit}`,
  /** The academy's facts: every public page's footer, and /contact, /about, /register, home. */
  academy: () => '/academy',
  publicTrials: () => '/public/trials',
  /** The squads' rosters: the team page's players (docs/decisions/031). */
  publicSquads: () => '/public/squads',
  /** Upcoming matches of every squad: /fixtures (filtered by ?squad= as it renders) and home's next matches (docs/decisions/039). */
  publicFixtures: () => '/public/fixtures',
  /** Home's next matches: the first few only, so the page stays light. */
  homeFixtures: () => `/public/fixtures?limit=${HOME_FIXTURES_COUNT}`,
  publicResults: () => '/public/results',
  publicMatch: (id: string | number) => `/public/matches/${encodeURIComponent(String(id))}`,
  /** The hero's slides and the About page's sections, as the academy edited them (docs/decisions/049). */
  siteContent: () => '/public/site-content',
};

/** The `sizes` of the pictures a page may paint largest (their <img> and the server's preload use these). */
export const IMAGE_SIZES = {
  hero: '100vw',
  featuredPost: '(max-width: 900px) 100vw, 60vw',
  postCard: '(max-width: 700px) 100vw, 40vw',
  postCover: '(max-width: 900px) 100vw, 760px',
  albumCard: '(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 400px',
  albumPhoto: `(max-width: 1199px) ${Math.round(100 / GALLERY_COLUMNS)}vw, ${Math.round(1200 / GALLERY_COLUMNS)}px`,
  teamMember: '(max-width: 600px) 50vw, 280px',
};

/** A picture to fetch with the HTML, at high priority. */
export type PreloadImage = { href: string; srcset?: string; sizes: string };
