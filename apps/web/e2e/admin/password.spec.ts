import { AUTH_MESSAGES } from '@academy/contract/auth';
import { expect, test, type Page } from '../fixtures';
import { newStaff, signIn } from './helpers';

// An administrator of this test's own changes its password: no other spec signs in with it.
const PASSWORD = 'First-Pass-2026!';
const NEW_PASSWORD = 'Changed-Pass-2026!';

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/settings');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByLabel('Current password').fill(current);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.settingsSaved })).toBeVisible();
}

test('change the password, sign in with the new one, not with the old one', async ({ page, request }) => {
  const email = await newStaff(request, { role: 'admin', password: PASSWORD, name: 'Pat Password' });
  await signIn(page, { path: '/settings', email, password: PASSWORD });
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Mismatch and wrong current password are refused.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeVisible();

  await changePassword(page, PASSWORD, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The guard kept the screen the administrator signed out from.
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, { path: '/settings', email, password: NEW_PASSWORD });
});
