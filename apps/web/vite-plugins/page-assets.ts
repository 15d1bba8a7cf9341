import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
// @ts-expect-error plain ESM script without types (shared with the bundle budget check)
import { pageAssets } from '../scripts/bundle-budget.mjs';

/**
 * Writes dist/page-assets.json: for every public route, the chunks and stylesheets its page needs
 * beyond index.html's own. The server links them from that page's HTML (modulepreload, stylesheet),
 * so a visitor's browser fetches them in parallel with the entry script.
 */
export function pageAssetsFile(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'academy:page-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    /**
     * The entry (main.tsx) imports React, React DOM, the router and the app's start-up module
     * dynamically, each evaluated in a task of its own (docs/decisions/020); index.html still links
     * them all (module preloads, and the start-up module's stylesheets, which the first paint
     * needs) so every page fetches them with the entry, not one after another.
     */
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const js: string[] = [];
        const css: string[] = [];
        // What Vite links already: the entry and its static imports.
        const seen = new Set<string>();
        const linked = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(linked);
        };
        linked(entry.fileName);
        // Dependencies first, as Vite orders the entry's own links (the stylesheets' cascade order).
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(visit);
          js.push(file);
          for (const f of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(f)) css.push(f);
        };
        entry.dynamicImports.forEach(visit);
        const links = [
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
          ...js.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
        ];
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      await writeFile(path.join(outDir, 'page-assets.json'), `${JSON.stringify(pageAssets(manifest), null, 2)}\n`);
    },
  };
}
