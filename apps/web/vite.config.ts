import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './vite-plugins/chunk-modules.ts';
import { pageAssetsFile } from './vite-plugins/page-assets.ts';
import { precompress } from './vite-plugins/precompress.ts';

// In development the API server runs on its own port; in production it serves this build itself.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5000';

/**
 * React Router's package exports only its development build (warnings, extra checks) to bundlers
 * that do not ask for a "production" condition; the production build points at its production
 * files (docs/decisions/020).
 */
const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerProduction = [{ find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') }];

// Every module this group's test names is put in it and downloaded by every public page, whoever
// imports it: so the contract's constants are named one by one, the few the shell and most pages
// read (academy facts, content lists). The others (mail texts, statuses, trials, admin-only lists)
// stay with the screens that use them; a regular expression over every `*-constants` file put the
// mail texts and the enrollment statuses on every page. The small modules the app's start-up
// (app/start.tsx) shares with lazy screens are here too: alone each would be a request of its own.
// The query hooks of the news and home pages are here (most pages link to news); a single page's
// own hooks (a tag's page, related posts, the gallery's, the team's, About's) stay with that page.
const PUBLIC_COMMON =
  /node_modules[\\/]@tanstack[\\/]|packages[\\/]contract[\\/]src[\\/]((common|auth|academy|media|post)-constants|page-data|page-meta|site|social)\.ts|src[\\/]lib[\\/](page-data|format-date)|src[\\/]hooks[\\/]use-(document-meta|media-query|hydrated)|src[\\/]components[\\/]ui[\\/](states|list-state|responsive-image)|src[\\/]features[\\/](news|home)[\\/]api[\\/](?!get-tag|get-related-posts)|src[\\/]features[\\/]auth[\\/]components[\\/]auth-context|src[\\/]components[\\/]admin[\\/](admin-title|spinner)|src[\\/]components[\\/]academy[\\/](contact-details|use-academy|section-ids)|src[\\/]features[\\/]newsletter[\\/]section-id/;

const outDir = process.env.WEB_OUT_DIR ?? 'dist';

/**
 * Two builds: the browser's (`vite build`) and the server renderer's (`vite build --ssr`, into
 * `<outDir>/ssr`, loaded by apps/server's page HTML; docs/decisions/020). The server build bundles
 * its packages (React's and the router's production builds, the contract's TypeScript), so the
 * server runs the same code the browser hydrates.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), chunkModules()] : [react(), chunkModules(), pageAssetsFile(), precompress()],
  resolve: { alias: command === 'build' ? routerProduction : [] },
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: path.join(outDir, 'ssr'),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
      }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React and the router change with an upgrade, not with a deploy of ours: their own
                // chunks stay in the browser's cache across our releases (and start-up is split).
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
                {
                  // The small modules nearly every public page needs (query hooks, zod-free contract
                  // constants, page data, tiny UI helpers): one chunk instead of a dozen requests of
                  // a few hundred bytes each, which on a slow phone network cost a round trip apiece.
                  name: 'public-common',
                  test: PUBLIC_COMMON,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
