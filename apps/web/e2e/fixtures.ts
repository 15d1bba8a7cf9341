import { test as base, expect } from '@playwright/test';
import { adminToken } from './public/support';
import { E2E_PORT, startE2EServer, type E2EServer } from './serve.mjs';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Every spec imports `test` from here (decision 028): each Playwright worker has a server, a
 * database and a mailbox of its own (a copy of the run's seeded template, e2e/global-setup.ts), so
 * workers never see each other's data and a spec may change what it needs. Specs still run in any
 * order within a worker: each makes its own data and leaves what others read as it found it; the
 * academy's settings, which every page reads, are put back after each test here (decision 057).
 * A worker that fails is replaced by a new one with a fresh server.
 */
export const test = base.extend<{ academySettingsPutBack: void }, { server: E2EServer }>({
  server: [
    // Playwright reads the fixtures a fixture needs from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startE2EServer({ port: E2E_PORT + 10 + workerInfo.parallelIndex, template: process.env.E2E_DATA_TEMPLATE });
      // e2e/mail.ts reads this worker's mailbox; e2e/admin/helpers.ts signIn its address.
      process.env.E2E_MAILBOX = server.mailbox;
      process.env.E2E_BASE_URL = server.url;
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.url),
  /**
   * The academy's settings (Settings → Academy: facts, time zone, results policy, required second
   * factor) as the test found them, put back after it when it changed them, so the next test of the
   * worker (in any order) reads the seed's.
   */
  academySettingsPutBack: [
    async ({ request }, provide) => {
      const read = async () => ((await (await request.get('/api/academy')).json()) as { data: unknown }).data;
      const before = await read();
      await provide();
      if (JSON.stringify(await read()) === JSON.stringify(before)) return;
      const res = await request.put('/api/academy', { headers: { Authorization: `Bearer ${await adminToken(request)}` }, data: before });
      expect(res.status(), await res.text()).toBe(200);
    },
    { auto: true },
  ],
});
