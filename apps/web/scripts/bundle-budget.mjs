#!/usr/bin/env node
// Bundle budget of the public site (docs/decisions/020, React in production): for every public route, the gzipped JS a visitor
// downloads (entry + its static imports + its start-up, the entry's dynamic imports + the route's lazy chunks and their static imports) and
// the CSS those chunks need; and no admin or editor code in anything a public page can load.
// Usage: node scripts/bundle-budget.mjs [distDir]   (exit 1 when over budget)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = { jsKb: 150, cssKb: 30 };

/** Module ids that must never be reachable from a public page. */
export const FORBIDDEN = [
  /node_modules\/quill\//,
  /node_modules\/highlight\.js\//,
  /node_modules\/lucide-react\//,
  /src\/features\/admin-/,
  // The admin dashboard's charts (docs/decisions/036): recharts and what it brings.
  /node_modules\/(recharts|victory-vendor|@reduxjs\/toolkit|react-redux)\//,
];

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Public route -> the source modules its `lazy` loads (src/app/public-routes.tsx, album-route.tsx). */
export const PUBLIC_ROUTES = {
  '/': ['src/features/home/components/home-page.tsx'],
  '/about': ['src/features/about/components/about-page.tsx'],
  '/team': ['src/features/team/components/team-page.tsx'],
  '/gallery': ['src/features/gallery/components/gallery-page.tsx'],
  '/photo/:id': ['src/features/gallery/components/album-page.tsx'],
  '/album/:id': ['src/features/gallery/components/album-page.tsx'],
  '/news': ['src/features/news/components/news-page.tsx'],
  '/news/:id': ['src/features/news/components/post-page.tsx'],
  '/news/tag/:slug': ['src/features/news/components/tag-news-page.tsx'],
  '/fixtures': ['src/features/fixtures/components/fixtures-page.tsx'],
  '/results': ['src/features/fixtures/components/fixtures-page.tsx'],
  '/matches/:id': ['src/features/fixtures/components/match-page.tsx'],
  '/contact': ['src/features/contact/components/contact-page.tsx'],
  '/register': ['src/features/register/components/register-page.tsx'],
  '/privacy': ['src/features/privacy/components/privacy-page.tsx'],
  '/status/:token': ['src/features/family-status/components/status-page.tsx'],
  '/newsletter/confirm/:token': ['src/features/newsletter/components/newsletter-link-page.tsx'],
  '/family/email/:token': ['src/features/family-email/components/email-change-page.tsx'],
  '*': ['src/features/not-found/components/not-found-page.tsx'],
};

/**
 * Public route -> parts of its page loaded only when the visitor comes near them
 * (components/ui/when-visible.tsx): not in the page's weight, like the lightbox or the video modal,
 * but held to the forbidden-code rule.
 */
export const LATER_PARTS = {
  '/': ['src/features/newsletter/components/newsletter-block.tsx'],
};

/** Every module public-routes.tsx loads lazily must be in the tables above (a new route cannot escape the budget). */
export function untrackedRouteModules(routesSource) {
  const tracked = new Set([...Object.values(PUBLIC_ROUTES), ...Object.values(LATER_PARTS)].flat());
  const found = [...routesSource.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
  return [...new Set(found)].filter((m) => !tracked.has(m));
}

/**
 * What the server adds to each public page's HTML (dist/page-assets.json, written by
 * vite-plugins/page-assets.ts): the route's chunks and CSS that index.html does not already load,
 * so that they download beside the entry instead of after it has run.
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} manifest
 * @returns {Record<string, { js: string[], css: string[] }>}
 */
export function pageAssets(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('manifest has no entry');
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  // index.html links the entry, its imports and its start-up (the entry's dynamic imports, main.tsx).
  const initial = closure([entryKey, ...(manifest[entryKey].dynamicImports ?? [])]);
  const initialCss = new Set([...initial].flatMap((k) => manifest[k].css ?? []));
  return Object.fromEntries(
    Object.entries(PUBLIC_ROUTES).map(([route, modules]) => {
      const chunks = [...closure(modules)].filter((k) => !initial.has(k));
      const css = [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))].filter((f) => !initialCss.has(f));
      return [route, { js: chunks.map((k) => `/${manifest[k].file}`), css: css.map((f) => `/${f}`) }];
    }),
  );
}

const gzSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} manifest
 * @param {Record<string, string[]>} chunkModules chunk file -> module ids
 * @param {(file: string) => number} sizeOf gzipped size of a build file
 */
export function analyze(manifest, chunkModules, sizeOf) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('manifest has no entry');
  const staticClosure = (keys, into = new Set()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      if (!manifest[key]) throw new Error(`manifest has no chunk for ${key}`);
      into.add(key);
      staticClosure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const fullClosure = (keys, into = new Set()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      if (!manifest[key]) throw new Error(`manifest has no chunk for ${key}`);
      into.add(key);
      fullClosure([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])], into);
    }
    return into;
  };
  // The entry's dynamic imports are its start-up (main.tsx): every page loads them.
  const start = manifest[entryKey].dynamicImports ?? [];
  return Object.entries(PUBLIC_ROUTES).map(([route, modules]) => {
    const chunks = staticClosure([entryKey, ...start, ...modules]);
    const files = [...chunks].map((k) => manifest[k].file);
    const css = [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];
    const jsBytes = files.reduce((sum, f) => sum + sizeOf(f), 0);
    const cssBytes = css.reduce((sum, f) => sum + sizeOf(f), 0);
    // What the page can still load later (lightbox, video modal) counts for the forbidden-code rule too.
    const reachable = staticClosure([entryKey, ...start]);
    fullClosure([...modules, ...(LATER_PARTS[route] ?? [])], reachable);
    const forbidden = [...reachable].flatMap((k) =>
      (chunkModules[manifest[k].file] ?? []).filter((id) => FORBIDDEN.some((re) => re.test(id))).map((id) => `${manifest[k].file}: ${id}`),
    );
    return { route, jsKb: jsBytes / 1024, cssKb: cssBytes / 1024, chunks: files.length, forbidden };
  });
}

/** @param {Record<string, string[]>} chunkModules the server renderer's chunk file -> module ids */
export function serverRendererProblems(chunkModules) {
  return Object.entries(chunkModules).flatMap(([file, ids]) =>
    ids.filter((id) => FORBIDDEN.some((re) => re.test(id))).map((id) => `server renderer ${file}: forbidden (admin/editor) module: ${id}`),
  );
}

export function check(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const modules = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/chunk-modules.json'), 'utf8'));
  const rows = analyze(manifest, modules, (f) => gzSize(path.join(distDir, f)));
  const problems = untrackedRouteModules(fs.readFileSync(path.join(webRoot, 'src/app/public-routes.tsx'), 'utf8')).map(
    (m) => `${m} is a public route chunk missing from PUBLIC_ROUTES in scripts/bundle-budget.mjs`,
  );
  // The server renderer (vite build --ssr, docs/decisions/020) must not hold admin or editor code either.
  const ssrModules = path.join(distDir, 'ssr/.vite/chunk-modules.json');
  if (!fs.existsSync(ssrModules)) problems.push('ssr/.vite/chunk-modules.json is missing: build the server renderer (npm run build -w @academy/web)');
  else problems.push(...serverRendererProblems(JSON.parse(fs.readFileSync(ssrModules, 'utf8'))));
  for (const r of rows) {
    if (r.jsKb > BUDGET.jsKb) problems.push(`${r.route}: JS ${r.jsKb.toFixed(1)} KB gzipped > ${BUDGET.jsKb} KB`);
    if (r.cssKb > BUDGET.cssKb) problems.push(`${r.route}: CSS ${r.cssKb.toFixed(1)} KB gzipped > ${BUDGET.cssKb} KB`);
    for (const f of r.forbidden) problems.push(`${r.route}: forbidden (admin/editor) module reachable: ${f}`);
  }
  return { rows, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(webRoot, process.env.WEB_OUT_DIR ?? 'dist'));
  const { rows, problems } = check(dist);
  console.log(`Public page weight (gzip -9), budget JS ${BUDGET.jsKb} KB, CSS ${BUDGET.cssKb} KB — ${dist}`);
  console.log('| Route | JS KB gz | CSS KB gz | JS chunks |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.route} | ${r.jsKb.toFixed(1)} | ${r.cssKb.toFixed(1)} | ${r.chunks} |`);
  if (problems.length) {
    console.error(`\nBundle budget FAILED:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nBundle budget: ok');
}
