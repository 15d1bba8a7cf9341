import { expect, test } from '../fixtures';
import { open } from './support';
import { NAV_LINKS, REGISTRATION_BUTTON } from '@academy/contract/site';

test('wide screens show every link inline and no menu button', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
  for (const link of NAV_LINKS) await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: REGISTRATION_BUTTON }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('narrow screens put the links in a toggled menu that closes when a link is chosen', { tag: '@narrow-only' }, async ({ page }) => {
  await open(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link', { name: 'Team' })).toBeHidden();

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const link of NAV_LINKS) await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();

  await menu.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Team' })).toBeHidden();

  // Escape closes it too.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
