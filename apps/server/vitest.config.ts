import { configDefaults, defineConfig } from 'vitest/config';

// Which files a stage runs (docs/decisions/057): a file that needs PostgreSQL, or the reliability
// stage, is left out of the other runs instead of being reported as skipped there.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const reliability = process.env.RELIABILITY === '1';
/** Files that need a PostgreSQL server (several instances on one database, its own cluster, its startup refusal). */
const POSTGRES_ONLY = [
  'test/multi-instance/academy-zone.test.ts',
  'test/multi-instance/event-reminder.test.ts',
  'test/multi-instance/multi-instance.test.ts',
  'test/multi-instance/newsletter-send.test.ts',
  'test/multi-instance/outbox-shared.test.ts',
  'test/multi-instance/photo-consent-withdrawal.test.ts',
  'test/multi-instance/rendered-pages.test.ts',
  'test/multi-instance/scheduled-post.test.ts',
  'test/multi-instance/startup.test.ts',
  'test/faults/pg-connection-loss.test.ts',
  'test/faults/smtp-faults-postgres.test.ts',
  'test/security/staff-accounts-postgres.test.ts',
  'test/reliability/offer-expiry.test.ts',
  'test/reliability/outage.test.ts',
];
const exclude = [
  ...configDefaults.exclude,
  ...(onPostgres ? [] : POSTGRES_ONLY),
  // The reliability stage (npm run reliability) runs these with RELIABILITY=1; the soak only when asked for (--soak).
  ...(reliability ? [] : ['test/reliability/**']),
  ...(Number(process.env.SOAK_SECONDS ?? 0) > 0 ? [] : ['test/reliability/soak.test.ts']),
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude,
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
