import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEYS } from '@academy/contract/auth-constants';
import { E2E_ADMIN } from '../admin-credentials.mjs';

export { E2E_ADMIN };

/**
 * Signs in and opens `path`. The e2e administrator signs in once per worker through the API: its
 * session is put in the page's storage as the sign-in form puts it (decision 057), and is used again
 * by every later test of the worker, after a check that it still works (a test may have signed it
 * out). Any other account, or `form: true`, signs in through the real form (e2e/admin/auth.spec.ts
 * keeps one test of it for the administrator).
 */
export async function signIn(
  page: Page,
  {
    path = '/dashboard',
    email = E2E_ADMIN.email,
    password = E2E_ADMIN.password,
    form,
  }: { path?: string; email?: string; password?: string; form?: boolean } = {},
) {
  form ??= email !== E2E_ADMIN.email;
  if (form) return signInWithForm(page, { path, email, password });
  const session = await adminSession(page.request, email, password);
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        // This worker's server (e2e/fixtures.ts).
        origin: new URL(process.env.E2E_BASE_URL!).origin,
        localStorage: [
          { name: AUTH_STORAGE_KEYS.token, value: session.token },
          { name: AUTH_STORAGE_KEYS.user, value: JSON.stringify(session.user) },
        ],
      },
    ],
  });
  // The screen checks the stored session first (SPEC 4, session check); a navigation before that
  // answer aborts it, and a failed check signs the browser out, as the spec says.
  const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/profile');
  await page.goto(path);
  expect((await checked).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Signs in through the real form and waits for the screen it lands on. */
export async function signInWithForm(page: Page, { path = '/dashboard', email = E2E_ADMIN.email, password = E2E_ADMIN.password } = {}) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

export type Session = { token: string; user: unknown };
/** This worker's sessions by account (a Playwright worker is one process: one module instance). */
const sessions = new Map<string, Session>();

/**
 * A session of `email`, signed in through the API once per worker (login is rate-limited) and used
 * again while it works: a kept one may have been ended since (a test signed out, changed the
 * password or signed out everywhere).
 */
export async function adminSession(request: APIRequestContext, email = E2E_ADMIN.email, password = E2E_ADMIN.password): Promise<Session> {
  const kept = sessions.get(email);
  if (kept && (await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${kept.token}` } })).ok()) return kept;
  const signedIn = await request.post('/api/auth/login', { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const session = ((await signedIn.json()) as { data: Session }).data;
  expect(session.token, 'an account with two-factor sign-in signs in through the form').toBeTruthy();
  sessions.set(email, session);
  return session;
}

/** A staff account of this test's own with `password`, added through the API by the e2e administrator; returns its email. */
export async function newStaff(
  request: APIRequestContext,
  { role, password, name = 'Sam Staff' }: { role: 'admin' | 'editor' | 'coach'; password: string; name?: string },
): Promise<string> {
  const signedIn = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const email = `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@academy.test`;
  const added = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, role, password_mode: 'password', password },
  });
  expect(added.status(), await added.text()).toBe(201);
  return email;
}

/** A unique label so that runs never collide with seeded content. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A real 8×8 PNG (sharp must be able to decode what we upload). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC', 'base64');

export const png = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * A minimal MP4: an `ftyp` box (brand isom) that file-type recognises, then a `free` box padded to
 * `size` bytes so that the upload lasts long enough to report progress.
 */
export function mp4(size = 4 * 1024 * 1024) {
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftypisom', 4, 'ascii');
  buffer.writeUInt32BE(0x200, 12);
  buffer.write('isomiso2', 16, 'ascii');
  buffer.writeUInt32BE(size - 24, 24);
  buffer.write('free', 28, 'ascii');
  return { name: 'training.mp4', mimeType: 'video/mp4', buffer };
}

/** Confirms the open deletion dialog. */
export async function confirmDialog(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}
