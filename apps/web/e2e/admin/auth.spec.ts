import { AUTH_MESSAGES, AUTH_STORAGE_KEYS } from '@academy/contract/auth';
import { expect, test } from '../fixtures';
import { E2E_ADMIN, signIn } from './helpers';

test('the guard sends a visitor to /login and back to the requested page after signing in', async ({ page }) => {
  await signIn(page, { path: '/teamdashboard', form: true });
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-user-email')).toHaveText(E2E_ADMIN.email);
  await expect(page.getByTestId('admin-user-role')).not.toBeEmpty();
  // The session survives a reload (stored token + profile check).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
});

test('login errors: empty fields and refused credentials', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.fillAllFields);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.fillAllFields);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
  // The e2e server is started with ADMIN_EMAIL/ADMIN_PASSWORD: no demo credentials on show.
  await expect(page.getByLabel('Sample administrator credentials')).toHaveCount(0);
});

test('login shows the network message when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.networkError);
});

test('logout ends the session; the sidebar reaches every section', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const label of ['Dashboard', 'Content', 'Media', 'Team', 'Enrollment', 'Gallery', 'Settings', 'Messages']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/galleryalbum$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired session (401 from an admin call) signs out and keeps the path', async ({ page }) => {
  await signIn(page);
  // The dashboard's own calls finish with the good token first; otherwise one of them meets the forged token and signs out before the clicks below.
  await page.waitForLoadState('networkidle');
  await page.evaluate((key) => localStorage.setItem(key, 'forged.token.value'), AUTH_STORAGE_KEYS.token);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media' }).click();
  // GET /api/media is public, so open a screen whose data needs the token.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Enrollment' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
