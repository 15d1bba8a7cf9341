import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The migrated database every test database is copied from (decision 028).
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database (a copy of the template; PGlite: ~0.7 GB); two at a time fits this machine.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // A worker runs file after file in one process, importing the server once instead of once per
    // file (a third of the stage's time). So a file leaves the process as it found it: it closes its
    // apps and servers and puts back what it changes (process.env), decision 028.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
