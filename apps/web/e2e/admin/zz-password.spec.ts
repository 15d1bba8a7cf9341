import { AUTH_MESSAGES } from '@academy/contract/auth';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './helpers';

// Runs last (file order) and always restores the original password.
const NEW_PASSWORD = 'Changed-Pass-2026!';

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/settings');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByLabel('Current password').fill(current);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.settingsSaved })).toBeVisible();
}

test('change the password, sign in with the new one, change it back', async ({ page }) => {
  await signIn(page, { path: '/settings' });
  await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);

  // Mismatch and wrong current password are refused.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByLabel('Current password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeVisible();

  await changePassword(page, E2E_ADMIN.password, NEW_PASSWORD);
  try {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The guard kept the screen the administrator signed out from.
    await expect(page).toHaveURL(/\/settings$/);
  } finally {
    await changePassword(page, NEW_PASSWORD, E2E_ADMIN.password);
  }
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, { path: '/settings' });
});
