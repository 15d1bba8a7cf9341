import { AUDIT_ACTION_LABELS, AUDIT_PAGE } from '@academy/contract/audit-constants';
import { expect, test } from '../fixtures';
import { E2E_ADMIN, signIn } from './helpers';

test('the Activity screen lists sign-ins newest first and filters them by action, who and day', async ({ page, request }) => {
  // A failed sign-in from another client: recorded without the address that was typed.
  const refused = await request.post('/api/auth/login', { data: { email: 'not.an.admin@example.com', password: 'wrong-password' } });
  expect(refused.status()).toBe(401);

  // Through the form: this very sign-in must be the newest entry, not a session kept from earlier.
  await signIn(page, { path: '/activity', form: true });
  await expect(page.getByRole('heading', { level: 1, name: AUDIT_PAGE.title })).toBeVisible();
  await expect(page).toHaveTitle(/^Activity — Admin — /);
  const rows = page.locator('main tbody tr');
  // This very sign-in is the newest entry.
  await expect(rows.first()).toContainText(AUDIT_ACTION_LABELS['auth.sign_in']);
  await expect(rows.first()).toContainText(E2E_ADMIN.email);

  await page.getByLabel(AUDIT_PAGE.filters.action).selectOption('auth.sign_in_failed');
  await expect(rows.first()).toContainText(AUDIT_ACTION_LABELS['auth.sign_in_failed']);
  await expect(page.locator('main tbody tr:not([data-action="auth.sign_in_failed"])')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('not.an.admin@example.com');

  // Who: nobody by that name → the empty state; clearing brings everything back.
  await page.getByLabel(AUDIT_PAGE.filters.actor).fill('nobody-by-this-name');
  await expect(page.getByText(AUDIT_PAGE.empty)).toBeVisible();
  await page.getByRole('button', { name: AUDIT_PAGE.filters.clear }).click();
  await expect(rows.first()).toContainText(AUDIT_ACTION_LABELS['auth.sign_in']);

  // A day long past has nothing; today has this sign-in.
  await page.getByLabel(AUDIT_PAGE.filters.to).fill('2001-01-01');
  await expect(page.getByText(AUDIT_PAGE.empty)).toBeVisible();
  await page.getByLabel(AUDIT_PAGE.filters.to).fill('');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel(AUDIT_PAGE.filters.from).fill(today);
  await expect(rows.first()).toContainText(E2E_ADMIN.email);
});
