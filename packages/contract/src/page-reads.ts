/**
 * Which API answers each public page reads first, and its largest picture: the server's alone
 * (apps/server's page HTML embeds those answers and preloads that picture, decision 009). The web
 * app builds its URLs and `sizes` from page-data.ts, which this module reads; it never imports this
 * one, so no public page's JavaScript carries it.
 */
import { ADMIN_PATHS } from './admin-paths.ts';
import { imageSrcSet } from './common-constants.ts';
import { parsePostSegment } from './feed-constants.ts';
import { ABOUT_MEDIA_LIMIT, API_PATHS, HOME_MEDIA_LIMIT, IMAGE_SIZES, NEWS_LIST_LIMIT, type PreloadImage } from './page-data.ts';
import { HOME_NEWS_COUNT } from './post-constants.ts';
import { heroImage, heroSrcSet, type SiteContent } from './site-content-constants.ts';
import { newsListQuery } from './news-search-constants.ts';
import { groupTeam } from './team-constants.ts';

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
