import { test as base } from '@playwright/test';
import { E2E_PORT, startE2EServer, type E2EServer } from './serve.mjs';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Every spec imports `test` from here (decision 028): each Playwright worker has a server, a
 * database and a mailbox of its own (a copy of the run's seeded template, e2e/global-setup.ts), so
 * workers never see each other's data and a spec may change what it needs. Specs still run in any
 * order within a worker: each makes its own data and leaves what others read as it found it.
 * A worker that fails is replaced by a new one with a fresh server.
 */
export const test = base.extend<object, { server: E2EServer }>({
  server: [
    // Playwright reads the fixtures a fixture needs from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startE2EServer({ port: E2E_PORT + 10 + workerInfo.parallelIndex, template: process.env.E2E_DATA_TEMPLATE });
      // e2e/mail.ts reads this worker's mailbox.
      process.env.E2E_MAILBOX = server.mailbox;
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.url),
});
