import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_PATHS } from '@academy/contract/feed-constants';
import { TAG_MESSAGES, tagFeedPath, TagSlugParamSchema } from '@academy/contract/tag';
import { HttpError } from '../../lib/http-error.ts';
import { sendEncoded } from '../../lib/encoded-body.ts';
import { etagMatches, etagOf } from '../../plugins/public-cache.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createFeedService } from './service.ts';

/**
 * /rss.xml, /sitemap.xml and /robots.txt, at the site's root (registered before the web app's
 * catch-all). Built from public data only, so each answer is kept in the public cache like a page's
 * HTML (publicCache.keep): the next anonymous reads cost nothing, and any content write empties it.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFeedService(moduleDeps(app));
  const tags = ['feeds'];

  const answer = async (request: FastifyRequest, reply: FastifyReply, type: string, build: () => Promise<string> | string) => {
    const body = Buffer.from(await build());
    const etag = etagOf(body);
    reply.type(type).header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const entry = { body, etag };
    app.publicCache.keep(request, reply, entry);
    return sendEncoded(request, reply, entry);
  };

  app.get(
    FEED_PATHS.rss,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'RSS 2.0 feed of the newest published posts, with their HTML and cover.',
        operationId: 'getRssFeed',
        security: [],
        produces: ['application/rss+xml'],
        response: { 200: z.string().meta({ description: 'RSS 2.0 with content:encoded, enclosure and media:content' }) },
      },
    },
    (request, reply) => answer(request, reply, 'application/rss+xml; charset=utf-8', service.rss),
  );

  // One tag's feed beside its page (decision 047): /news/tag/{slug}/rss.xml, linked from that page's head.
  app.get(
    '/news/tag/:slug/rss.xml',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "RSS 2.0 feed of one tag's newest published posts (the feed of /news/tag/{slug}); 404 for a tag no published post has; 301 to the feed of the tag a renamed or merged one is now.",
        operationId: 'getTagRssFeed',
        security: [],
        params: TagSlugParamSchema,
        produces: ['application/rss+xml'],
        response: {
          200: z.string().meta({ description: 'RSS 2.0 with content:encoded, enclosure and media:content' }),
          301: z.null().meta({ description: "A renamed or merged tag's old feed: Location names the feed of the tag it is now" }),
        },
      },
    },
    async (request, reply) => {
      const tag = await service.publicTag(request.params.slug);
      if (!tag) throw new HttpError(404, TAG_MESSAGES.notFound);
      // A renamed or merged tag's old feed (decision 053): feed readers follow a permanent move.
      if (tag.slug !== request.params.slug) return reply.code(301).header('location', tagFeedPath(tag.slug)).header('cache-control', 'no-cache').send(null);
      return answer(request, reply, 'application/rss+xml; charset=utf-8', () => service.rss(tag));
    },
  );

  app.get(
    FEED_PATHS.sitemap,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sitemap of every public page, published post and album, with their last change.',
        operationId: 'getSitemap',
        security: [],
        produces: ['application/xml'],
        response: { 200: z.string().meta({ description: 'sitemaps.org urlset' }) },
      },
    },
    (request, reply) => answer(request, reply, 'application/xml; charset=utf-8', service.sitemap),
  );

  app.get(
    FEED_PATHS.robots,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Rules for crawlers: the public site is open, admin screens and the API are not; names the sitemap.',
        operationId: 'getRobotsTxt',
        security: [],
        produces: ['text/plain'],
        response: { 200: z.string().meta({ description: 'robots.txt (RFC 9309)' }) },
      },
    },
    (request, reply) => answer(request, reply, 'text/plain; charset=utf-8', service.robots),
  );
};
