import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Post } from '@academy/contract/post';
import type { Registration } from '@academy/contract/registration';
import type { RegistrationStatus } from '@academy/contract/registration-status-constants';
import { adminSession, png } from '../admin/helpers';

/** The e2e administrator's bearer token, signed in through the API once per worker (e2e/admin/helpers.ts). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token;
}

export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await adminToken(request);
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** A published post made through the API (with a cover when asked): this test's own, newest of all. */
export async function createPost(request: APIRequestContext, fields: { title: string; content?: string; cover?: boolean; tags?: string[] }): Promise<Post> {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const content = fields.content ?? `<p>${fields.title}: a match report made by an end-to-end test.</p>`;
  const res = await request.post('/api/posts', {
    headers: auth,
    multipart: {
      title: fields.title,
      content,
      published: 'true',
      ...(fields.cover ? { cover_image: png('cover.png') } : {}),
      ...(fields.tags ? { tags: JSON.stringify(fields.tags) } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

/**
 * A child registered through the public form (by a parent with an address of its own), then moved
 * to `status` by the administrator without mailing the family: this test's own row.
 */
export async function registerChild(
  request: APIRequestContext,
  {
    player_name = unique('E2E Player'),
    status,
    photo_consent = 'yes',
  }: { player_name?: string; status?: RegistrationStatus; photo_consent?: 'yes' | 'no' } = {},
): Promise<Registration> {
  const res = await request.post('/api/registrations', {
    data: {
      parent_name: 'E2E Parent',
      parent_email: `${unique('parent').toLowerCase()}@example.com`,
      contact_phone: '+233 20 555 0199',
      residence: 'Accra',
      player_name,
      player_age: 12,
      years_playing: '4+',
      current_school: 'Riverside Primary',
      data_consent: true,
      photo_consent,
      uniform_size: 'XL',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const row = await registrationFromAnswer(request, ((await res.json()) as { data: Omit<Registration, 'id'> }).data);
  if (!status) return row;
  const moved = await request.put(`/api/registrations/${row.id}/status`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { status, notify: false },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return ((await moved.json()) as { data: Registration }).data;
}

export async function publicGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/**
 * Opens a public page and waits until the app runs on it (`<html data-started>`, set once React has
 * hydrated the server's HTML): before that a click or a hover reaches no handler.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-started');
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

/**
 * The stored registration behind the public form's answer, which carries no id (decision 035):
 * found by its parent's email (unique per spec) and the child's name, through the admin list.
 */
export async function registrationFromAnswer(request: APIRequestContext, answer: Omit<Registration, 'id'>): Promise<Registration> {
  const rows = await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(answer.parent_email)}&limit=100`);
  const row = rows.find((r) => r.player_name === answer.player_name);
  expect(row, `a stored registration for ${answer.player_name}`).toBeTruthy();
  return row!;
}
