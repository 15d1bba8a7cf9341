import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const TESTS = ['src/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module (`vi.mock`): a module graph shared with other files may
 * already hold the real one, so these files get a fresh graph each (decision 057).
 */
const MOCKING = fs
  .readdirSync(path.join(here, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(here, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom tests crawl on a loaded 2-core CI machine; 5 s is too tight there.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // A worker runs its files one after another in one module graph and one jsdom window
        // instead of a fresh one per file (4x faster); test/setup.ts puts back what a test changes,
        // so the files pass in any order (decision 057).
        test: { name: 'shared', include: TESTS, exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING.length > 0 ? MOCKING : ['no-file'], isolate: true } },
    ],
  },
});
