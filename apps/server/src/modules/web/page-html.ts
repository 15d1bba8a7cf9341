import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_ELEMENT_ID, pageDataFor, type PreloadImage } from '@academy/contract/page-data';
import type { EncodedBody } from '../../lib/encoded-body.ts';
import { etagOf } from '../../plugins/public-cache.ts';

type PageAssets = Record<string, { js: string[]; css: string[] }>;
export type PageHtml = EncodedBody & { etag: string };

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside <script type="application/json">: only "</script" (or "<!--") could end it early. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

function imageLink(image: PreloadImage): string {
  const srcset = image.srcset ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(image.href)}"${srcset} fetchpriority="high">`;
}

/**
 * The HTML of a public page: index.html plus what that page reads first (pageDataFor), so the
 * browser has the page's data, route chunks, stylesheet and largest picture without waiting for the
 * app to start. Each answer comes from the app's own public GET (anonymous, through the public
 * cache); the pages are kept per path until the next write empties the public cache.
 */
export function createPageHtml(app: FastifyInstance, webDist: string) {
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const assetsFile = path.join(webDist, 'page-assets.json');
  const assets: PageAssets = fs.existsSync(assetsFile) ? (JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as PageAssets) : {};
  const plain: PageHtml = { body: Buffer.from(indexHtml), etag: etagOf(indexHtml) };
  const kept = new Map<string, PageHtml & { generation: number }>();
  const MAX_KEPT = 500;

  async function build(pathname: string): Promise<PageHtml> {
    const page = pageDataFor(pathname);
    if (!page) return plain;
    const bodies = new Map<string, string>();
    for (const apiPath of page.paths) {
      const res = await app.inject({ method: 'GET', url: `/api${apiPath}` });
      if (res.statusCode === 200) bodies.set(apiPath, res.body);
    }
    const parsed = new Map<string, unknown>();
    const read = (apiPath: string) => {
      if (!parsed.has(apiPath) && bodies.has(apiPath)) parsed.set(apiPath, JSON.parse(bodies.get(apiPath)!));
      return parsed.get(apiPath);
    };
    const head: string[] = [];
    const image = page.lcpImage?.(read);
    if (image) head.push(imageLink(image));
    const routeAssets = assets[page.route];
    for (const css of routeAssets?.css ?? []) head.push(`<link rel="stylesheet" href="${attr(css)}">`);
    // crossorigin as on Vite's own modulepreloads: the same request mode as the later import(), so one fetch serves both.
    for (const js of routeAssets?.js ?? []) head.push(`<link rel="modulepreload" crossorigin href="${attr(js)}">`);
    if (bodies.size > 0) {
      // The bodies are the API's own JSON: spliced in as they are, not parsed and re-serialized.
      const seed = [...bodies].map(([k, body]) => `${JSON.stringify(k)}:${body}`).join(',');
      head.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(`{${seed}}`)}</script>`);
    }
    const at = indexHtml.includes('</head>') ? indexHtml.indexOf('</head>') : indexHtml.search(/<body|$/);
    const html = Buffer.from(`${indexHtml.slice(0, at)}${head.join('\n')}\n${indexHtml.slice(at)}`);
    return { body: html, etag: etagOf(html) };
  }

  return {
    async render(pathname: string): Promise<PageHtml> {
      const generation = app.publicCache.stats().generation;
      const hit = kept.get(pathname);
      if (hit && hit.generation === generation) return hit;
      const page = await build(pathname);
      // Not kept when a write landed meanwhile (the answers may predate it), nor for unknown paths.
      if (page !== plain && app.publicCache.stats().generation === generation) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(pathname, { ...page, generation });
      }
      return page;
    },
  };
}
