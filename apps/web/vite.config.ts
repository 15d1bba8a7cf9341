import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './vite-plugins/chunk-modules.ts';
import { pageAssetsFile } from './vite-plugins/page-assets.ts';
import { precompress } from './vite-plugins/precompress.ts';

// In development the API server runs on its own port; in production it serves this build itself.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5000';

/**
 * The production build renders with preact/compat instead of react-dom (docs/decisions/006):
 * React 19 + react-dom alone are ~70 KB gzipped, over the 90 KB budget of a public page together
 * with the router. The dev server and the unit tests keep React (fast refresh, Testing Library);
 * the end-to-end suite runs against this build.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Admin-only constants (audit, users, retention, family data…) and the privacy page's texts stay with
// the screens that use them: in this group every public page would download them.
const PUBLIC_COMMON =
  /node_modules[\\/]@tanstack[\\/]|packages[\\/]contract[\\/]src[\\/]((?!(?:audit|users|retention|privacy|family-data|academy-admin|admin-counts)-)\w+-constants|page-data|page-meta|site|social)\.ts|src[\\/]lib[\\/](page-data|format-date)|src[\\/]hooks[\\/]use-(document-meta|media-query)|src[\\/]components[\\/]ui[\\/](states|list-state|responsive-image)|src[\\/]features[\\/](news|home|gallery|team|about)[\\/]api[\\/]/;

export default defineConfig(({ command }) => ({
  plugins: [react(), chunkModules(), pageAssetsFile(), precompress()],
  resolve: { alias: command === 'build' && process.env.WEB_REACT !== '1' ? preactCompat : [] },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules nearly every public page needs (query hooks, zod-free contract
              // constants, page data, tiny UI helpers): one chunk instead of a dozen requests of
              // a few hundred bytes each, which on a slow phone network cost a round trip apiece.
              name: 'public-common',
              test: PUBLIC_COMMON,
            },
          ],
        },
      },
    },
  },
}));
