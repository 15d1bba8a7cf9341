// SPEC.md's empty states (section 8), on a database with no demo content (SEED=false): one test
// each, titled with the statement (docs/spec-conformance.md).
import { request as http } from '@playwright/test';
import { E2E_ADMIN } from '../admin-credentials.mjs';
import { expect, test } from './support';

/** The empty server's API, signed in as its administrator. */
async function emptyAdmin(baseURL: string) {
  const api = await http.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  return { api, token };
}

test.describe('§8 Empty states', () => {
  test(`§8 Empty states: 'No albums found.'`, async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.url}/gallery`);
    await expect(page.getByText('No albums found.', { exact: true })).toBeVisible();
  });

  test(`§8 Empty states: 'No posts available.'`, async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.url}/news`);
    await expect(page.getByText('No posts available.', { exact: true })).toBeVisible();
  });

  test(`§8 Empty states: 'No video available'`, async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.url}/`);
    await expect(page.getByText('No video available', { exact: true })).toBeVisible();
  });

  test(`§8 Empty states: 'No team members found'`, async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.url}/team`);
    await expect(page.getByText('No team members found', { exact: true })).toBeVisible();
  });

  test(`§8 Empty states: 'No related posts found.'`, async ({ page, emptyServer }) => {
    const { api, token } = await emptyAdmin(emptyServer.url);
    // The only post of the site: nothing is related to it.
    const res = await api.post('/api/posts', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title: 'The only post', content: '<p>Alone.</p>' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    await page.goto(`${emptyServer.url}/news/${id}`);
    await expect(page.getByText('No related posts found.', { exact: true })).toBeVisible();
    expect((await api.delete(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBeTruthy();
    await api.dispose();
  });

  test(`§8 Empty states: 'No enrollments found.'`, async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.url}/enrollment`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await expect(page.getByText('No enrollments found.', { exact: true })).toBeVisible();
  });
});
