import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs on its own port; in production it serves this build itself.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
});
