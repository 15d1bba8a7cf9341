import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The migrated database every test database is copied from (decision 028).
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database (PGlite: ~3 s and ~0.7 GB); two at a time fits this machine.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
