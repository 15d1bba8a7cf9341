import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, PAGE_DATA_ELEMENT_ID, type PreloadImage } from '@academy/contract/page-data';
import { pageDataFor } from '@academy/contract/page-reads';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { isPrivateLinkPath, routeKind } from '@academy/contract/page-meta';
import type { EncodedBody } from '../../lib/encoded-body.ts';
import { academyZone, zoneOf } from '../../lib/academy-zone.ts';
import { etagOf } from '../../plugins/public-cache.ts';
import { pageHead } from './page-head.ts';

/** index.html without its own title and description: every page's head brings its own. */
const withoutDefaults = (html: string) => html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');

type PageAssets = Record<string, { js: string[]; css: string[] }>;
/** `expiresAt`: when the page's content changes with the clock (the next trial starts), in ms. */
/** `redirect`: the page is at another address (a post's readable one, docs/decisions/048): answered 301 there. */
export type PageHtml = EncodedBody & { etag: string; status: 200 | 404; expiresAt?: number; redirect?: string };

/** The web build's server renderer (apps/web/src/entry-server.tsx, built to `<dist>/ssr`). */
type Renderer = { render: (url: string, answers: Record<string, unknown>, options: { timeZone: string }) => Promise<string> };

/**
 * The zone a page is written in: the academy's (docs/decisions/050), as the academy answer the page
 * embeds names it, so the page and its data never disagree; `academyZone()` when that has none.
 */
export function pageTimeZone(academyAnswer: unknown): string {
  const zone = (academyAnswer as { data?: { time_zone?: unknown } } | undefined)?.data?.time_zone;
  return typeof zone === 'string' ? zoneOf(zone) : academyZone();
}

/** When the first listed trial still ahead starts: a page showing the next trials changes then. */
function nextTrialStart(answer: unknown, now: number): number | undefined {
  const data = (answer as { data?: { starts_at?: string }[] } | undefined)?.data;
  if (!Array.isArray(data)) return undefined;
  const ahead = data.map((t) => Date.parse(t.starts_at ?? '')).filter((t) => t > now);
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

/** When a page listing matches changes with the clock (a match starts or ends), in ms (docs/decisions/039). */
function nextMatchChange(answer: unknown, now: number): number | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data;
  const list = (Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : []) as { starts_at?: string; ends_at?: string }[];
  const ahead = list.flatMap((m) => [Date.parse(m.starts_at ?? ''), Date.parse(m.ends_at ?? '')]).filter((t) => t > now);
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside <script type="application/json">: only "</script" (or "<!--") could end it early. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** Public pages without first data of their own, by the route their chunks are listed under (dist/page-assets.json). */
const ASSET_ROUTES: [RegExp, string][] = [
  [/^\/privacy$/, '/privacy'],
  [/^\/photo$/, '/photo/:id'],
  [/^\/status\/[^/]+$/, '/status/:token'],
  [/^\/newsletter\/(confirm|unsubscribe)\/[^/]+$/, '/newsletter/confirm/:token'],
];

/** crossorigin as on Vite's own modulepreloads: the same request mode as the later import(), so one fetch serves both. */
const assetLinks = (route: { js: string[]; css: string[] } | undefined) => [
  ...(route?.css ?? []).map((css) => `<link rel="stylesheet" href="${attr(css)}">`),
  ...(route?.js ?? []).map((js) => `<link rel="modulepreload" crossorigin href="${attr(js)}">`),
];

function imageLink(image: PreloadImage): string {
  const srcset = image.srcset ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(image.href)}"${srcset} fetchpriority="high">`;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The head of a rendered page with its entry and module preloads handed to /start.js (apps/web/public/start.js). */
export function deferScripts(head: string): string {
  const entry = head.match(MODULE_SCRIPT)?.[1];
  if (!entry) return head;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const start = `<script defer src="/start.js" data-entry="${attr(entry)}" data-preload="${attr(preloads.join(' '))}"></script>\n`;
  return head.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, start);
}

/**
 * The HTML of a public page: index.html plus what that page reads first (pageDataFor), so the
 * browser has the page's data, route chunks, stylesheet and largest picture without waiting for the
 * app to start. Each answer comes from the app's own public GET (anonymous, through the public
 * cache); the pages are kept per path until the next write empties the public cache.
 */
export function createPageHtml(app: FastifyInstance, webDist: string) {
  const indexHtml = withoutDefaults(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const assetsFile = path.join(webDist, 'page-assets.json');
  const assets: PageAssets = fs.existsSync(assetsFile) ? (JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as PageAssets) : {};
  const publicUrl = app.config.publicUrl;
  const kept = new Map<string, PageHtml & { generation: number }>();
  const MAX_KEPT = 500;
  const at = indexHtml.includes('</head>') ? indexHtml.indexOf('</head>') : indexHtml.search(/<body|$/);
  const ROOT = '<div id="root"></div>';
  const assemble = (timeZone: string, head: string[], status: 200 | 404, rendered = '', largest = false): PageHtml => {
    const body = indexHtml.slice(at).replace(ROOT, `<div id="root">${rendered}</div>`);
    let top = `${indexHtml.slice(0, at).replace('<html lang="en">', `<html lang="en" data-time-zone="${attr(timeZone)}">`)}${head.join('\n')}\n`;
    // A rendered page paints without its scripts. With a largest picture they are not even requested
    // until it has loaded (or the visitor touches the page), so they never share the slow link with
    // it: /start.js then adds the entry and its module preloads. Without one (forms, text pages) they
    // come at once, at low priority after the stylesheet (docs/decisions/020).
    if (rendered && largest) top = deferScripts(top);
    else if (rendered) top = top.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');
    const html = Buffer.from(`${top}${body}`);
    return { body: html, etag: etagOf(html), status };
  };

  // The server renderer, loaded once on first use; a build without it serves the client-rendered shell.
  const rendererFile = path.join(webDist, 'ssr', 'entry-server.js');
  let renderer: Promise<Renderer | undefined> | undefined;
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<Renderer>).catch((err: unknown) => {
          app.log.error({ err }, "The web build's server renderer could not be loaded: pages are sent client-rendered");
          return undefined;
        })
      : Promise.resolve(undefined));

  /**
   * The page's content as HTML (docs/decisions/020), from the same answers the page embeds. A render
   * that throws is logged and the page goes out as the client-rendered shell: never a 500.
   */
  async function renderPage(timeZone: string, pathname: string, answers: Record<string, unknown>, search = ''): Promise<string> {
    const ssr = await loadRenderer();
    if (!ssr) return '';
    try {
      return await ssr.render(`${publicUrl}${pathname}${search}`, answers, { timeZone });
    } catch (err) {
      app.log.error({ err, path: pathname }, 'Server rendering failed: the page is sent client-rendered');
      return '';
    }
  }

  async function build(pathname: string, search: string): Promise<PageHtml> {
    const page = pageDataFor(pathname, search);
    const bodies = new Map<string, string>();
    // A 404 answer is kept too: a post or album address the API has nothing for is the not-found
    // screen, rendered and embedded so the browser hydrates the same (lib/page-data.ts, seededMissing).
    const keep = (apiPath: string, res: { statusCode: number; body: string }) => {
      if (res.statusCode === 200 || res.statusCode === 404) bodies.set(apiPath, res.body);
    };
    // Every page's head names the academy (its facts are in the public cache: a read costs little).
    for (const apiPath of new Set([...(page?.paths ?? []), API_PATHS.academy()])) {
      keep(apiPath, await app.inject({ method: 'GET', url: `/api${apiPath}` }));
    }
    const parsed = new Map<string, unknown>();
    const read = (apiPath: string) => {
      if (!parsed.has(apiPath) && bodies.has(apiPath)) parsed.set(apiPath, JSON.parse(bodies.get(apiPath)!));
      return parsed.get(apiPath);
    };
    // Reads named by the first answers (the newest post of /newspost).
    const more = page?.then?.(read) ?? [];
    for (const apiPath of more) keep(apiPath, await app.inject({ method: 'GET', url: `/api${apiPath}` }));
    const meta = pageHead(pathname, publicUrl, read, search);
    const timeZone = pageTimeZone(read(API_PATHS.academy()));
    if (meta.redirect) return { ...assemble(timeZone, [], 200), redirect: meta.redirect };
    // The route's stylesheet and chunks: the rendered page needs its stylesheet before any script runs.
    const route = page?.route ?? ASSET_ROUTES.find(([re]) => re.test(pathname))?.[1] ?? (routeKind(pathname) ? undefined : '*');
    const links = route ? assetLinks(assets[route]) : [];
    // A path that names nothing is the not-found screen, status 404; a post or album the API has not
    // is that screen too, with the page's answers (its 404 among them) embedded for hydration.
    if (meta.status === 404 && !page) return assemble(timeZone, [...meta.tags, ...links], 404, await renderPage(timeZone, pathname, {}));
    const head = [...meta.tags];
    const image = meta.status === 200 ? page?.lcpImage?.(read) : undefined;
    if (image) head.push(imageLink(image));
    head.push(...links);
    if (page) {
      const seeded = [...page.paths, ...more].filter((p) => bodies.has(p));
      if (seeded.length > 0) {
        // The bodies are the API's own JSON: spliced in as they are, not parsed and re-serialized.
        const seed = seeded.map((k) => `${JSON.stringify(k)}:${bodies.get(k)!}`).join(',');
        head.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(`{${seed}}`)}</script>`);
      }
    }
    const answers: Record<string, unknown> = {};
    for (const p of [...(page?.paths ?? []), ...more]) if (bodies.has(p)) answers[p] = read(p);
    // Admin screens stay client-rendered (their code is not in the server renderer); /album/:id is
    // rendered as a visitor sees it.
    const renderable = routeKind(pathname) === 'public' || page?.route === ADMIN_PATHS.album;
    const html = assemble(timeZone, head, meta.status, renderable ? await renderPage(timeZone, pathname, answers, search) : '', image !== undefined);
    const now = Date.now();
    const trialsAt = page?.paths.includes(API_PATHS.publicTrials()) ? nextTrialStart(read(API_PATHS.publicTrials()), now) : undefined;
    const matchPaths = (page?.paths ?? []).filter((p) => /^\/public\/(fixtures|results|matches\/)/.test(p));
    const times = [trialsAt, ...matchPaths.map((p) => nextMatchChange(read(p), now))].filter((t): t is number => t !== undefined);
    return times.length === 0 ? html : { ...html, expiresAt: Math.min(...times) };
  }

  /** Which entry of `kept` a path's page is (one for every admin screen and one for every unknown path), or none. */
  const keyOf = (pathname: string): string | undefined => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const kind = routeKind(normalized);
    if (!kind) return '\0not-found';
    if (kind === 'admin') return pageDataFor(normalized) ? normalized : '\0admin';
    // Pages behind a private link are built each time: their tokens would fill the map.
    if (isPrivateLinkPath(normalized)) return undefined;
    return normalized;
  };

  return {
    /**
     * The page's HTML and status. Kept per path (an admin screen or an unknown path: one entry for
     * all of them, so random URLs cannot grow memory) until a write changes the public cache's generation.
     * `search` is a list page's own filter (`?squad=3`: routes.ts's pageSearch), rendered and kept per squad.
     */
    async render(pathname: string, search = ''): Promise<PageHtml> {
      const generation = app.publicCache.stats().generation;
      const base = keyOf(pathname);
      // A search's page is built each time: visitors' words would fill the map (decision 048).
      const key = base === undefined || new URLSearchParams(search).has('q') ? undefined : `${base}${search}`;
      const hit = key === undefined ? undefined : kept.get(key);
      if (hit && hit.generation === generation && (hit.expiresAt === undefined || Date.now() < hit.expiresAt)) return hit;
      // "/news/" is "/news": one page, built and kept once.
      const page = await build(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname, search);
      // Not kept when a write landed meanwhile (the answers may predate it), nor a missing post or album (a 404 under its own path).
      // Nor a redirect (a wrong slug: any text after the post's number would be one entry each).
      const keep = key !== undefined && !page.redirect && app.publicCache.stats().generation === generation && (page.status === 200 || key === '\0not-found');
      if (keep) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(key, { ...page, generation });
      }
      return page;
    },
    /** How many pages are kept (tests: unknown paths must not grow it). */
    keptCount: () => kept.size,
  };
}
