/**
 * What a public page reads first, shared by the web app and the server (zod-free):
 *
 * - the API paths each page's queries ask for (the web app's query functions build their URLs
 *   here, so the two sides cannot drift apart);
 * - the server embeds the anonymous answers to those paths in the HTML of that page
 *   (`<script type="application/json" id="page-data">`), so the first render already has its data:
 *   no loading state, no layout shift, no request before the content;
 * - the page's largest picture, which the server preloads from the HTML with the same srcset and
 *   sizes the page's <img> uses.
 */
import { ADMIN_PATHS } from './admin-paths.ts';
import { GALLERY_COLUMNS } from './album-constants.ts';
import { imageSrcSet } from './common-constants.ts';
import { HOME_NEWS_COUNT } from './post-constants.ts';
import { heroImage, heroSrcSet, type SiteContent } from './site-content-constants.ts';
import { parsePostSegment } from './feed-constants.ts';
import { NEWS_PAGE_SIZE, newsListQuery } from './news-search-constants.ts';
import { groupTeam } from './team-constants.ts';

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
  albumPhoto: `(max-width: 519px) 100vw, (max-width: 899px) 50vw, ${Math.round(1200 / GALLERY_COLUMNS)}px`,
  teamMember: '(max-width: 600px) 50vw, 280px',
};

/** A picture to fetch with the HTML, at high priority. */
export type PreloadImage = { href: string; srcset?: string; sizes: string };

type Envelope = { data?: unknown };
type Read = (path: string) => unknown;

const uploaded = (url: string | null | undefined, sizes: string): PreloadImage | undefined =>
  url ? { href: url, srcset: imageSrcSet(url), sizes } : undefined;

const listOf = <T>(read: Read, path: string): T[] => {
  const data = (read(path) as Envelope | undefined)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
};
const itemOf = <T>(read: Read, path: string): T | undefined => (read(path) as Envelope | undefined)?.data as T | undefined;

type PostLike = { cover_image: string | null };
type AlbumLike = { coverImage: string | null; firstPhoto: string | null; photos?: { url: string }[] };
type MemberLike = { role: string; image: string | null; image_url: string | null };

export type PageData = {
  /** The route pattern, as the web app's router and bundle budget name it. */
  route: string;
  paths: string[];
  /** Reads that depend on the first ones' answers (/newspost: the newest post of the list). */
  then?: (read: Read) => string[];
  /** The page's largest picture, from its data (undefined: none, or text is the largest paint). */
  lcpImage?: (read: Read) => PreloadImage | undefined;
};

/** The public pages with their first reads; `search` is the address's query where the page reads by it (/news?q=…&page=…). */
export function pageDataFor(pathname: string, search = ''): PageData | undefined {
  const page = pageReads(pathname, search);
  // Every public page's footer shows the academy's address, phone, email and social links.
  return page && { ...page, paths: [...page.paths, API_PATHS.academy()] };
}

function pageReads(pathname: string, search: string): PageData | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const id = (prefix: string) => {
    const m = path.match(new RegExp(`^/${prefix}/(\\d+)$`));
    return m?.[1];
  };
  if (path === '/') {
    return {
      route: '/',
      paths: [API_PATHS.siteContent(), API_PATHS.posts(HOME_NEWS_COUNT), API_PATHS.media(HOME_MEDIA_LIMIT), API_PATHS.publicTrials(), API_PATHS.homeFixtures()],
      // The first slide's picture, as stored (the default's when nothing is).
      lcpImage: (read) => {
        const hero = itemOf<SiteContent>(read, API_PATHS.siteContent())?.hero.slides[0]?.image ?? heroImage(1);
        return { href: hero, srcset: heroSrcSet(hero), sizes: IMAGE_SIZES.hero };
      },
    };
  }
  if (path === '/news') {
    const list = API_PATHS.newsPage(newsListQuery(search));
    return { route: '/news', paths: [list], lcpImage: (read) => uploaded(listOf<PostLike>(read, list)[0]?.cover_image, IMAGE_SIZES.featuredPost) };
  }
  if (path === '/newspost') {
    // The newest post: its number comes from the list.
    const list = API_PATHS.posts(NEWS_LIST_LIMIT);
    const newest = (read: Read) => listOf<PostLike & { id: number }>(read, list)[0];
    return {
      route: '/news/:id',
      paths: [list],
      then: (read) => {
        const post = newest(read);
        return post ? [API_PATHS.post(post.id), API_PATHS.relatedPosts(post.id)] : [];
      },
      lcpImage: (read) => uploaded(newest(read)?.cover_image, IMAGE_SIZES.postCover),
    };
  }
  const tagSlug = path.match(/^\/news\/tag\/([^/]+)$/)?.[1];
  if (tagSlug) {
    const list = API_PATHS.taggedPosts(tagSlug, NEWS_LIST_LIMIT);
    return {
      route: '/news/tag/:slug',
      paths: [API_PATHS.tag(tagSlug), list],
      lcpImage: (read) => uploaded(listOf<PostLike>(read, list)[0]?.cover_image, IMAGE_SIZES.featuredPost),
    };
  }
  // /news/{id}-{slug} too (docs/decisions/048): the post is named by its number.
  const postId = parsePostSegment(path.match(/^\/(?:news|postview)\/([^/]+)$/)?.[1])?.id;
  if (postId) {
    const post = API_PATHS.post(postId);
    return {
      route: '/news/:id',
      paths: [post, API_PATHS.posts(NEWS_LIST_LIMIT), API_PATHS.relatedPosts(postId)],
      lcpImage: (read) => uploaded(itemOf<PostLike>(read, post)?.cover_image, IMAGE_SIZES.postCover),
    };
  }
  if (path === '/gallery' || path === '/albums') {
    const list = API_PATHS.publicAlbums();
    return {
      route: '/gallery',
      paths: [list],
      lcpImage: (read) => {
        const first = listOf<AlbumLike>(read, list)[0];
        return uploaded(first?.coverImage ?? first?.firstPhoto, IMAGE_SIZES.albumCard);
      },
    };
  }
  const albumId = id('photo') ?? id('album');
  if (albumId) {
    const album = API_PATHS.publicAlbum(albumId);
    return {
      route: path.startsWith('/photo') ? '/photo/:id' : ADMIN_PATHS.album,
      paths: [album],
      lcpImage: (read) => uploaded(itemOf<AlbumLike>(read, album)?.photos?.[0]?.url, IMAGE_SIZES.albumPhoto),
    };
  }
  if (path === '/team') {
    // On a phone the first portrait (first member of the first group shown) is the largest paint.
    const first = (read: Read) => groupTeam(listOf<MemberLike>(read, API_PATHS.team())).find((g) => g.members.length > 0)?.members[0];
    return {
      route: '/team',
      paths: [API_PATHS.team(), API_PATHS.publicSquads()],
      lcpImage: (read) => {
        const member = first(read);
        return uploaded(member?.image ?? member?.image_url, IMAGE_SIZES.teamMember);
      },
    };
  }
  if (path === '/fixtures') return { route: '/fixtures', paths: [API_PATHS.publicFixtures()] };
  // The next matches too: the page points to them, and the first to start changes the results.
  if (path === '/results') return { route: '/results', paths: [API_PATHS.publicResults(), API_PATHS.homeFixtures()] };
  const matchId = id('matches');
  if (matchId) return { route: '/matches/:id', paths: [API_PATHS.publicMatch(matchId)] };
  if (path === '/about') return { route: '/about', paths: [API_PATHS.siteContent(), API_PATHS.media(ABOUT_MEDIA_LIMIT)] };
  if (path === '/contact') return { route: path, paths: [] };
  if (path === '/register') return { route: path, paths: [API_PATHS.publicTrials()] };
  return undefined;
}
