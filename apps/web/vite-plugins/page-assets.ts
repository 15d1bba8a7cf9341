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
  return {
    name: 'academy:page-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      await writeFile(path.join(outDir, 'page-assets.json'), `${JSON.stringify(pageAssets(manifest), null, 2)}\n`);
    },
  };
}
