import type { Academy } from '@academy/contract/academy';
import { API_PATHS } from '@academy/contract/page-data';
import {
  DEFAULT_SHARE_IMAGE,
  PAGE_META,
  PUBLIC_PAGE_META,
  documentTitle,
  isPrivateLinkPath,
  postDescription,
  routeKind,
  type PageMeta,
} from '@academy/contract/page-meta';
import { ACADEMY_NAME } from '@academy/contract/site';
import { albumPath, parsePostSegment, postPath } from '@academy/contract/feed-constants';
import { NEWS_PAGE_SIZE, NEWS_SEARCH, newsHref, newsListQuery } from '@academy/contract/news-search-constants';
import { TAG_MESSAGES, tagFeedPath, tagPath, type TagCount } from '@academy/contract/tag-constants';
import { matchPath, matchTeams, OUTCOME_LABELS, RESULTS_TEXTS, type PublicMatch } from '@academy/contract/results';

type Read = (apiPath: string) => unknown;
type Image = { url: string; width: number; height: number; alt: string };
type PostLike = {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  cover_image: string | null;
  cover_width: number | null;
  cover_height: number | null;
  created_at: string;
  updated_at: string;
};
type AlbumLike = {
  id: number;
  name: string;
  caption: string | null;
  coverImage: string | null;
  created_at: string;
  photos?: { url: string; width: number | null; height: number | null; caption: string | null }[];
};

/**
 * What a page's HTML says about it before any JavaScript runs; `status` 404 when the path names
 * nothing; `redirect` when the path is a post's readable alias /news/{id}-{slug} (the page is at
 * /news/{id}: 301, docs/decisions/048) or a renamed tag's old page.
 */
export type PageHead = { status: 200 | 404; tags: string[]; noindex: boolean; redirect?: string };

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: nothing in it can end the element or open a comment. */
const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}</script>`;
const dataOf = <T>(read: Read, apiPath: string): T | undefined => (read(apiPath) as { data?: T } | undefined)?.data;

/** The head of every page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function pageHead(pathname: string, publicUrl: string, read: Read, search = ''): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${publicUrl}${p.startsWith('/') ? '' : '/'}${p}`);
  const academy = dataOf<Academy>(read, API_PATHS.academy());
  const siteName = academy?.name || ACADEMY_NAME;
  const defaultImage: Image = {
    url: abs(DEFAULT_SHARE_IMAGE.path),
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    alt: DEFAULT_SHARE_IMAGE.alt,
  };
  const crumbs = (...items: [string, string][]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'] as [string, string], ...items].map(([name, p], i) => ({ '@type': 'ListItem', position: i + 1, name, item: abs(p) })),
  });
  const organization = () => ({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: siteName,
    sport: 'Soccer',
    url: abs('/'),
    logo: abs('/logo.svg'),
    ...(academy
      ? {
          description: academy.description,
          email: academy.email,
          telephone: academy.phone,
          address: { '@type': 'PostalAddress', streetAddress: academy.address, addressLocality: academy.town },
          geo: { '@type': 'GeoCoordinates', latitude: academy.latitude, longitude: academy.longitude },
          sameAs: Object.values(academy.social).filter((u): u is string => Boolean(u)),
        }
      : {}),
  });

  const build = (o: {
    meta: PageMeta;
    canonical: string;
    type?: 'website' | 'article';
    image?: Image;
    ld?: object[];
    status?: 200 | 404;
    noindex?: boolean;
    extra?: string[];
  }): PageHead => {
    const title = documentTitle(o.meta.title);
    const image = o.image ?? defaultImage;
    const url = abs(o.canonical);
    const tags = [
      `<title>${text(title)}</title>`,
      `<meta name="description" content="${attr(o.meta.description)}">`,
      ...(o.noindex ? ['<meta name="robots" content="noindex">'] : [`<link rel="canonical" href="${attr(url)}">`]),
      `<meta property="og:site_name" content="${attr(siteName)}">`,
      `<meta property="og:type" content="${o.type ?? 'website'}">`,
      `<meta property="og:title" content="${attr(o.meta.title ?? siteName)}">`,
      `<meta property="og:description" content="${attr(o.meta.description)}">`,
      `<meta property="og:url" content="${attr(url)}">`,
      `<meta property="og:image" content="${attr(image.url)}">`,
      `<meta property="og:image:width" content="${image.width}">`,
      `<meta property="og:image:height" content="${image.height}">`,
      `<meta property="og:image:alt" content="${attr(image.alt)}">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:title" content="${attr(o.meta.title ?? siteName)}">`,
      `<meta name="twitter:description" content="${attr(o.meta.description)}">`,
      `<meta name="twitter:image" content="${attr(image.url)}">`,
      ...(o.extra ?? []),
      ...(o.ld ?? []).map(jsonLd),
    ];
    return { status: o.status ?? 200, tags, noindex: Boolean(o.noindex) };
  };
  /** A page not to be shared or indexed (not found, admin screens): its name and nothing more, the same for every path. */
  const bare = (meta: PageMeta, status: 200 | 404): PageHead => ({
    status,
    tags: [
      `<title>${text(documentTitle(meta.title))}</title>`,
      `<meta name="description" content="${attr(meta.description)}">`,
      '<meta name="robots" content="noindex">',
    ],
    noindex: true,
  });
  const notFound = () => bare(PAGE_META.notFound, 404);

  const kind = routeKind(path);
  if (!kind) return notFound();
  // /album/{id} is rendered as a visitor sees it (docs/decisions/020): an album the API has not is the not-found screen.
  const visitorAlbum = path.match(/^\/album\/(\d+)$/)?.[1];
  if (visitorAlbum && !dataOf<AlbumLike>(read, API_PATHS.publicAlbum(visitorAlbum))) return notFound();
  if (kind === 'admin') return bare({ title: 'Admin', description: PAGE_META.home.description }, 200);

  // A tag's page (decision 047): its own title and description, and its feed named in the head.
  const tagSlug = path.match(/^\/news\/tag\/([^/]+)$/)?.[1];
  if (tagSlug) {
    const tag = dataOf<TagCount>(read, API_PATHS.tag(tagSlug));
    if (!tag) return notFound();
    const canonical = tagPath(tag.slug);
    // A renamed or merged tag's old address (decision 053): the API answers the tag it is now.
    if (tag.slug !== tagSlug) return { status: 200, tags: [], noindex: true, redirect: canonical };
    return build({
      meta: { title: TAG_MESSAGES.pageTitle(tag.name), description: TAG_MESSAGES.pageDescription(tag.name, siteName) },
      canonical,
      extra: [
        `<link rel="alternate" type="application/rss+xml" title="${attr(TAG_MESSAGES.feedTitle(tag.name, siteName))}" href="${attr(abs(tagFeedPath(tag.slug)))}">`,
      ],
      ld: [crumbs(['News', '/news'], [tag.name, canonical])],
    });
  }

  // A post or album address names one by its number (a post's may add its slug, decision 048): anything else there names nothing.
  const postSegment = path.match(/^\/(?:news|postview)\/([^/]+)$/)?.[1];
  const postAddress = parsePostSegment(postSegment);
  if ((postSegment !== undefined && !postAddress) || /^\/photo\/(?!\d+$)[^/]+$/.test(path)) return notFound();
  if (postAddress) {
    const post = dataOf<PostLike>(read, API_PATHS.post(postAddress.id));
    if (!post) return notFound();
    // /news/{id} is the post's address (SPEC 2): /postview/{id} names it as canonical, a readable /news/{id}-{slug} is an alias answered 301 there (decision 048).
    const canonical = postPath(post.id);
    if (postAddress.slug !== undefined) return { status: 200, tags: [], noindex: true, redirect: canonical };
    const image: Image | undefined =
      post.cover_image && post.cover_width && post.cover_height
        ? { url: abs(post.cover_image), width: post.cover_width, height: post.cover_height, alt: post.title }
        : undefined;
    return build({
      meta: { title: post.title, description: postDescription(post) || PAGE_META.news.description },
      canonical,
      type: 'article',
      image,
      extra: [
        `<meta property="article:published_time" content="${attr(post.created_at)}">`,
        `<meta property="article:modified_time" content="${attr(post.updated_at)}">`,
      ],
      ld: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.created_at,
          dateModified: post.updated_at,
          image: [(image ?? defaultImage).url],
          mainEntityOfPage: abs(canonical),
          author: { '@type': 'Organization', name: siteName, url: abs('/') },
          publisher: { '@type': 'Organization', name: siteName, logo: { '@type': 'ImageObject', url: abs('/logo.svg') } },
        },
        crumbs(['News', '/news'], [post.title, canonical]),
      ],
    });
  }

  const albumId = path.match(/^\/photo\/(\d+)$/)?.[1];
  if (albumId) {
    const album = dataOf<AlbumLike>(read, API_PATHS.publicAlbum(albumId));
    if (!album) return notFound();
    const photos = album.photos ?? [];
    const sized = photos.find((p) => p.url === album.coverImage && p.width && p.height) ?? photos.find((p) => p.width && p.height);
    const image: Image | undefined = sized ? { url: abs(sized.url), width: sized.width!, height: sized.height!, alt: album.name } : undefined;
    const canonical = albumPath(album.id);
    return build({
      meta: { title: album.name, description: album.caption || PAGE_META.gallery.description },
      canonical,
      image,
      ld: [
        {
          '@context': 'https://schema.org',
          '@type': 'ImageGallery',
          name: album.name,
          description: album.caption ?? undefined,
          url: abs(canonical),
          dateCreated: album.created_at,
          image: photos.slice(0, 20).map((p) => ({
            '@type': 'ImageObject',
            contentUrl: abs(p.url),
            ...(p.width && p.height ? { width: p.width, height: p.height } : {}),
            ...(p.caption ? { caption: p.caption } : {}),
          })),
        },
        crumbs(['Gallery', '/gallery'], [album.name, canonical]),
      ],
    });
  }

  // A match page (docs/decisions/039): the head says what the page shows, and only what the policy allows.
  if (/^\/matches\/(?!\d+$)[^/]+$/.test(path)) return notFound();
  const matchId = path.match(/^\/matches\/(\d+)$/)?.[1];
  if (matchId) {
    const match = dataOf<PublicMatch>(read, API_PATHS.publicMatch(matchId));
    if (!match) return notFound();
    const canonical = matchPath(match.id);
    const ours = `${siteName} ${match.squad.name}`;
    const teams = matchTeams(match, ours);
    const result = match.score
      ? `${OUTCOME_LABELS[match.outcome!]} ${match.score.goals_for}–${match.score.goals_against}.`
      : match.outcome
        ? `${OUTCOME_LABELS[match.outcome]}.`
        : '';
    const cancelled = match.status === 'cancelled' ? `${RESULTS_TEXTS.cancelled}. ` : '';
    const description = `${cancelled}${match.title}${match.competition ? `, ${match.competition}` : ''}, at ${match.venue.name}. ${result}`.trim();
    return build({
      meta: { title: match.title, description },
      canonical,
      ld: [
        {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name: match.title,
          description,
          sport: 'Soccer',
          url: abs(canonical),
          startDate: match.starts_at,
          endDate: match.ends_at,
          // Cancelled, moved (with the start before its last move), or as first planned (docs/decisions/052).
          eventStatus: `https://schema.org/${match.status === 'cancelled' ? 'EventCancelled' : match.previous_starts_at ? 'EventRescheduled' : 'EventScheduled'}`,
          ...(match.status !== 'cancelled' && match.previous_starts_at ? { previousStartDate: match.previous_starts_at } : {}),
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: match.venue.name, address: match.venue.address },
          homeTeam: { '@type': 'SportsTeam', name: teams.home },
          awayTeam: { '@type': 'SportsTeam', name: teams.away },
          organizer: { '@type': 'SportsOrganization', name: siteName, url: abs('/') },
        },
        // Under the list it is in: results once it has started (the kept page expires then: page-html.ts).
        Date.parse(match.starts_at) <= Date.now()
          ? crumbs([PAGE_META.results.title, '/results'], [match.title, canonical])
          : crumbs([PAGE_META.fixtures.title, '/fixtures'], [match.title, canonical]),
      ],
    });
  }

  // /news by page, and its searches (decision 048): each page is its own address with its neighbours
  // named; a search's results are not a page to index.
  if (path === '/news') {
    const query = newsListQuery(search);
    const total = (read(API_PATHS.newsPage(query)) as { total?: number } | undefined)?.total ?? 0;
    const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
    const title = query.q ? NEWS_SEARCH.searchTitle(query.q) : query.page > 1 ? NEWS_SEARCH.pageTitle(query.page) : PAGE_META.news.title;
    const neighbours = [
      ...(query.page > 1 ? [`<link rel="prev" href="${attr(abs(newsHref({ ...query, page: query.page - 1 })))}">`] : []),
      ...(query.page < pages ? [`<link rel="next" href="${attr(abs(newsHref({ ...query, page: query.page + 1 })))}">`] : []),
    ];
    return build({
      meta: { ...PAGE_META.news, title },
      canonical: newsHref(query),
      noindex: query.q !== '',
      extra: neighbours,
      ld: [crumbs([PAGE_META.news.title, '/news'])],
    });
  }

  // Private pages behind a link: said to be nothing to index.
  if (isPrivateLinkPath(path)) return build({ meta: PAGE_META.home, canonical: path, noindex: true });

  const meta: PageMeta = PUBLIC_PAGE_META[path] ?? (path === '/newspost' ? PAGE_META.news : path === '/photo' ? PAGE_META.gallery : PAGE_META.home);
  const ld: object[] = [];
  if (path === '/' || path === '/about') ld.push(organization());
  if (path !== '/' && meta.title) ld.push(crumbs([meta.title, path]));
  return build({ meta, canonical: path, ld });
}
