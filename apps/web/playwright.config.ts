import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run Debian's Chromium (never a downloaded browser) against the built web app
 * served by the real server: one server per worker, each on a copy of a seeded data directory made
 * once per run (e2e/global-setup.ts, e2e/fixtures.ts, decision 028). E2E_WORKERS sets how many.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'wide',
      // A test tagged for the other width runs only there (the layout it checks exists only there).
      grepInvert: /@narrow-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'narrow',
      testMatch: /public\/.*\.spec\.ts/,
      // The public journeys whose steps and checks are the same at every width (forms sent, search,
      // the page head, the family's data, newsletter and photo consent): once, on wide. The narrow
      // project runs the public specs that check the layout (decision 057).
      grepInvert: /@wide-only/,
      testIgnore: /public\/(forms|news-search|page-head|privacy-family|newsletter|photo-consent)\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
});
