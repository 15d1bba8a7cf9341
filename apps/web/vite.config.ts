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
  },
}));
