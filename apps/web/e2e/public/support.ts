import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../admin-credentials.mjs';

let cachedToken: string | null = null;

/** Signs in through the API once per worker (login is rate-limited) and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  // A kept token may have been revoked since (another spec changed the password or signed out everywhere).
  if (cachedToken && (await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${cachedToken}` } })).ok()) return cachedToken;
  const res = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  cachedToken = ((await res.json()) as { data: { token: string } }).data.token;
  return cachedToken;
}

export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await adminToken(request);
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

export async function publicGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** A value no other run or project will produce. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
