import { ADMIN_ROBOTS_RULES } from '@academy/contract/admin-screens';
import { ACADEMY_NAME } from '@academy/contract/site';
import { albumPath, FEED_DESCRIPTION, FEED_PATHS, FEED_POST_LIMIT, postPath, ROBOTS_DISALLOW, SITEMAP_PAGES } from '@academy/contract/feed-constants';
import type { Post } from '@academy/contract/post';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { contentTypeOf, keyFromUrl } from '../../storage/storage.ts';
import { createPostRepository } from '../posts/repository.ts';
import { createResultsRepository } from '../results/repository.ts';
import { matchPath } from '@academy/contract/results-constants';
import { createFeedRepository } from './repository.ts';
import { listTags } from '../posts/tags.ts';
import { TAG_MESSAGES, tagFeedPath, tagPath, type TagRef } from '@academy/contract/tag';

/** Characters XML 1.0 does not allow anywhere (C0 controls but tab and line ends, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value, escaped for XML. */
export const xml = (value: string | number) =>
  String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** Markup as character data: a `]]>` inside is split across two sections so it cannot end it early. */
export const cdata = (value: string) => `<![CDATA[${value.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** W3C datetime (the sitemap's lastmod), to the second, in UTC. */
const w3c = (at: string) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** RFC 822 date-time (RSS's pubDate), in GMT. */
const rfc822 = (at: string) => new Date(at).toUTCString();
const newest = (...dates: (string | undefined)[]) =>
  dates.filter((d): d is string => d !== undefined).reduce<string | undefined>((a, b) => (a === undefined || Date.parse(b) > Date.parse(a) ? b : a), undefined);

export function createFeedService({ db, storage, config }: Pick<ModuleDeps, 'db' | 'storage' | 'config'>) {
  const posts = createPostRepository(db);
  const feeds = createFeedRepository(db);
  const matches = createResultsRepository(db);
  const { publicUrl } = config;
  const absolute = (pathOrUrl: string) => new URL(pathOrUrl, publicUrl).href;

  async function coverOf(post: Post): Promise<string> {
    if (!post.cover_image) return '';
    const url = xml(absolute(post.cover_image));
    const key = keyFromUrl(post.cover_image);
    const type = key ? contentTypeOf(key) : 'image/webp';
    // RSS requires the length; 0 is the convention when the size is unknown (a file stored elsewhere).
    const length = (key && (await storage.size(key))) || 0;
    const size = post.cover_width && post.cover_height ? ` width="${post.cover_width}" height="${post.cover_height}"` : '';
    return `<enclosure url="${url}" length="${length}" type="${type}"/><media:content url="${url}" medium="image" type="${type}"${size}/>`;
  }

  async function item(post: Post): Promise<string> {
    // /news/{id} (SPEC 2), which a title edit never changes, so a feed reader never sees an edited post as a new one.
    const link = xml(absolute(postPath(post.id)));
    const guid = link;
    return [
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${guid}</guid>`,
      `<pubDate>${rfc822(post.created_at)}</pubDate>`,
      `<description>${xml(post.excerpt)}</description>`,
      `<content:encoded>${cdata(post.content)}</content:encoded>`,
      await coverOf(post),
      '</item>',
    ].join('');
  }

  return {
    /** A public tag by its slug (one with a published post), or undefined: its feed and page are 404 then. */
    publicTag: async (slug: string): Promise<TagRef | undefined> => (await listTags(db, { publishedOnly: true, slug }))[0],

    /** RSS 2.0 of the newest public posts, with their sanitized HTML and cover; of one tag's posts with `tag` (decision 047). */
    async rss(tag?: TagRef): Promise<string> {
      const latest = await posts.latestPublic(FEED_POST_LIMIT, tag?.slug);
      const built = newest(...latest.map((p) => p.updated_at));
      const items = await Promise.all(latest.map(item));
      return [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">',
        '<channel>',
        `<title>${xml(tag ? TAG_MESSAGES.feedTitle(tag.name, ACADEMY_NAME) : ACADEMY_NAME)}</title>`,
        `<link>${xml(absolute(tag ? tagPath(tag.slug) : '/news'))}</link>`,
        `<description>${xml(tag ? TAG_MESSAGES.pageDescription(tag.name, ACADEMY_NAME) : FEED_DESCRIPTION)}</description>`,
        '<language>en</language>',
        `<atom:link href="${xml(absolute(tag ? tagFeedPath(tag.slug) : FEED_PATHS.rss))}" rel="self" type="application/rss+xml"/>`,
        built ? `<lastBuildDate>${rfc822(built)}</lastBuildDate>` : '',
        ...items,
        '</channel>',
        '</rss>\n',
      ].join('');
    },

    /** Every public page, public post, album and match page, each with its last change where one is known. */
    async sitemap(): Promise<string> {
      const [postStamps, albumStamps, site, matchRows, tagStamps] = await Promise.all([
        posts.publicStamps(),
        feeds.albumStamps(),
        feeds.siteStamps(),
        matches.stamps(),
        feeds.tagStamps(),
      ]);
      // A match page changes with its event and its result (what it shows of the result follows the policy: docs/decisions/039).
      const matchStamps = matchRows.map((m) => ({
        id: m.id,
        lastmod: (m.result_at && m.result_at > m.updated_at ? m.result_at : m.updated_at).toISOString(),
      }));
      const fixtures = newest(...matchStamps.map((m) => m.lastmod), site.academy);
      const news = newest(...postStamps.map((p) => p.updated_at));
      const gallery = newest(...albumStamps.map((a) => a.lastmod));
      const everything = newest(news, gallery, site.team, site.academy, fixtures);
      // A page whose own source never changed (no team yet, the academy's facts as shipped) is dated by the site's last change.
      const pageStamp: Record<(typeof SITEMAP_PAGES)[number], string | undefined> = {
        '/': everything,
        '/about': site.academy,
        '/gallery': gallery,
        '/team': site.team,
        '/news': news,
        '/fixtures': fixtures,
        '/results': fixtures,
        '/contact': site.academy,
        '/register': site.academy,
        '/privacy': site.academy,
      };
      const url = (path: string, lastmod: string | undefined) =>
        `<url><loc>${xml(absolute(path))}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SITEMAP_PAGES.map((path) => url(path, pageStamp[path] ?? everything)),
        ...postStamps.map((p) => url(postPath(p.id), p.updated_at)),
        ...tagStamps.map((t) => url(tagPath(t.slug), t.lastmod)),
        ...albumStamps.map((a) => url(albumPath(a.id), a.lastmod)),
        ...matchStamps.map((m) => url(matchPath(m.id), m.lastmod)),
        '</urlset>\n',
      ].join('\n');
    },

    /** Crawlers: the public site yes; admin screens, private status links and the API no; where the sitemap is. */
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...[...ROBOTS_DISALLOW, ...ADMIN_ROBOTS_RULES].map((rule) => `Disallow: ${rule}`),
        '',
        `Sitemap: ${absolute(FEED_PATHS.sitemap)}`,
        '',
      ].join('\n');
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
