// Helpers of the spec conformance suite (docs/spec-conformance.md). Each test's title is a statement
// of docs/SPEC.md in its own words, written as a template literal so the check finds it
// (scripts/spec-conformance.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_STORAGE_KEYS } from '@academy/contract/auth-constants';
import { test as base, expect, type APIRequestContext, type Page } from '../fixtures';
import { adminToken } from '../public/support';
import { E2E_PORT, startE2EServer, type E2EServer } from '../serve.mjs';

export { expect, adminToken };
export { png, unique } from '../admin/helpers';

/** The suite's test, with an empty database beside the seeded one for the empty states (SEED=false, started on first use). */
export const test = base.extend<object, { emptyServer: E2EServer }>({
  emptyServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const dir = mkdtempSync(join(tmpdir(), 'academy-e2e-empty-'));
      const seed = process.env.SEED;
      // startE2EServer passes its own environment on: this server seeds no demo content.
      process.env.SEED = 'false';
      try {
        const server = await startE2EServer({ port: E2E_PORT + 60 + workerInfo.parallelIndex, dataDir: dir });
        await provide(server);
        await server.stop();
      } finally {
        if (seed === undefined) delete process.env.SEED;
        else process.env.SEED = seed;
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });

/** The session an administrator's sign-in stores (SPEC 3, Session), put in the browser before the page loads. */
export async function signedIn(page: Page, request: APIRequestContext, path: string) {
  const token = await adminToken(request);
  const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBeTruthy();
  const user = ((await profile.json()) as { data: { user: unknown } }).data.user;
  await page.addInitScript(
    ([keys, t, u]) => {
      // Once per document: a test that signs out is not signed in again by a reload.
      if (sessionStorage.getItem('e2e.session-set')) return;
      sessionStorage.setItem('e2e.session-set', '1');
      localStorage.setItem(keys.token, t);
      localStorage.setItem(keys.user, JSON.stringify(u));
    },
    [AUTH_STORAGE_KEYS, token, user] as const,
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens a public page once the app runs on it (`<html data-started>`). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-started');
}

/** The API answers `{ success, data }` (DESIGN): the data. */
export async function dataOf<T>(res: { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> {
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** Makes every call to `pattern` fail as a server error would. */
export const failing = (page: Page, pattern: string | RegExp, status = 500) =>
  page.route(pattern, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Server error' }) }));
