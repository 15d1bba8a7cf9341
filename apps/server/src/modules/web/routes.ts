import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { ACADEMY_NAME } from '@academy/contract/site';
import { sendEncoded } from '../../lib/encoded-body.ts';
import { etagMatches } from '../../plugins/public-cache.ts';
import { isPrivateLinkPath, routeKind } from '@academy/contract/page-meta';
import { newsHref, newsListQuery } from '@academy/contract/news-search-constants';
import { createPageHtml } from './page-html.ts';

/**
 * The part of the query a page renders by: the fixtures' and results' squad filter, its own address
 * (`/fixtures?squad=3`, docs/decisions/039); /news' search and page (`/news?q=cup&page=2`, decision
 * 048), written one way. Any other query (?fbclid=…) gives the page as it is.
 */
export function pageSearch(urlPath: string, url: string): string {
  if (/^\/news\/?$/.test(urlPath)) return newsHref(newsListQuery(url.split('?')[1] ?? '')).slice('/news'.length);
  if (!/^\/(fixtures|results)\/?$/.test(urlPath)) return '';
  const squad = new URLSearchParams(url.split('?')[1] ?? '').get('squad');
  return squad && /^[1-9]\d{0,8}$/.test(squad) ? `?squad=${squad}` : '';
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ACADEMY_NAME}</title></head>
<body><h1>${ACADEMY_NAME}</h1><p>The web app has not been built yet. The API is running under <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** Serves the built single-page app; every unknown non-API path gets index.html so the client router decides. */
export const webRoutes =
  (webDist: string): FastifyPluginAsync =>
  async (app) => {
    const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
    // preCompressed: the build writes .br/.gz beside each asset; the best one the client accepts is sent as is.
    if (hasBuild) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
    const pages = hasBuild ? createPageHtml(app, webDist) : undefined;
    // The build's files, listed once (like index.html, read once): a page view costs no stat() call.
    // A new build is served after a restart.
    // The server renderer (ssr/) is the server's code, not a file to send.
    const ssrDir = path.join(webDist, 'ssr') + path.sep;
    const files = new Set(
      hasBuild
        ? fs
            .readdirSync(webDist, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => path.join(e.parentPath, e.name))
            .filter((f) => !f.startsWith(ssrDir))
        : [],
    );

    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\+/g, ' '));
      if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/')) {
        return reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound });
      }
      if (!hasBuild) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER);
      const rel = path.normalize(urlPath).replace(/^([/\\])+/, '');
      const candidate = path.join(webDist, rel);
      if (rel && candidate.startsWith(webDist + path.sep) && files.has(candidate)) {
        // Vite puts content-hashed names under assets/; everything else may change with a deploy.
        const immutable = rel.startsWith('assets/');
        return reply.sendFile(rel, { maxAge: immutable ? 31_536_000_000 : 0, immutable, cacheControl: true });
      }
      // Every other path is a page of the app: index.html with that page's head, first data and assets;
      // a path that names nothing (no such page, post or album) is the not-found screen with a 404.
      const page = await pages!.render(urlPath, pageSearch(urlPath, request.url));
      if (page.redirect) return reply.code(301).header('location', page.redirect).header('cache-control', 'no-cache').send();
      // A family's status page and a newsletter link: private addresses, for no search engine and no cache.
      const privateLink = isPrivateLinkPath(urlPath);
      const normalized = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
      const admin = routeKind(normalized) === 'admin';
      if (privateLink || admin) reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('cache-control', privateLink ? 'no-store' : 'no-cache').header('etag', page.etag);
      if (page.status === 404) {
        reply.code(404).type('text/html; charset=utf-8');
        return sendEncoded(request, reply, page);
      }
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      // The next anonymous views of a public page are answered by the public cache (its front, before Fastify);
      // only under its plain address: a query (?fbclid=…), a trailing slash or an encoded letter gives the
      // same page, and random ones would only fill the cache.
      if (!privateLink && !admin && request.url === normalized) app.publicCache.keep(request, reply, page);
      return sendEncoded(request, reply, page);
    });
  };
