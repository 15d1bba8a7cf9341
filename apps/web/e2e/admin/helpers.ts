import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../admin-credentials.mjs';

export { E2E_ADMIN };

/** Signs in through the real form and waits for the screen it lands on. */
export async function signIn(page: Page, { path = '/dashboard', email = E2E_ADMIN.email, password = E2E_ADMIN.password } = {}) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
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
