import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGES, SUBSCRIBER_CSV_COLUMNS, SUBSCRIBERS_TEXTS } from '@academy/contract/newsletter-constants';
import { ADMIN_TITLES } from '@academy/contract/site';
import { linkIn, waitForMail } from '../mail';
import { signIn } from './helpers';

test('a visitor subscribes, confirms through the mailed link, and the administrator sees, exports and removes the address', async ({ page }, info) => {
  const email = `reader-${info.project.name}-${Date.now().toString(36)}@example.com`;

  // Subscribe from the public site.
  await page.goto('/');
  const block = page.getByRole('form', { name: 'Newsletter sign-up' });
  await block.getByLabel('Email address').fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible();
  await expect(block.getByText(NEWSLETTER_MESSAGES.confirmHint)).toBeVisible();

  // The confirmation mail's link opens a page that changes nothing until its button is pressed.
  const mail = await waitForMail(email, /confirm/);
  const link = new URL(linkIn(mail, 'Confirm my subscription'));
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: NEWSLETTER_PAGES.confirm.title })).toBeVisible();
  await page.getByRole('button', { name: NEWSLETTER_PAGES.confirm.button }).click();
  await expect(page.getByText(NEWSLETTER_PAGES.confirm.done)).toBeVisible();

  // The administrator sees it as confirmed.
  await signIn(page, { path: '/subscribers' });
  await expect(page).toHaveTitle(new RegExp(`^${ADMIN_TITLES.subscribers} — Admin`));
  await expect(page.getByTestId('subscriber-counts')).toBeVisible();
  await page.getByLabel(SUBSCRIBERS_TEXTS.statusFilter).selectOption('confirmed');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText(SUBSCRIBERS_TEXTS.statusLabels.confirmed, { exact: true })).toBeVisible();

  // Export what is shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: SUBSCRIBERS_TEXTS.exportCsv }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header!.split(',')).toEqual([...SUBSCRIBER_CSV_COLUMNS]);
  expect(lines.find((l) => l.startsWith(`"${email}"`))).toContain('"confirmed"');
  expect(lines.every((l) => l.includes('"confirmed"'))).toBe(true);

  // Remove it, after the confirmation.
  await row.getByRole('button', { name: SUBSCRIBERS_TEXTS.removeLabel(email) }).click();
  const dialog = page.getByRole('alertdialog', { name: SUBSCRIBERS_TEXTS.removeTitle });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: SUBSCRIBERS_TEXTS.remove }).click();
  await expect(page.getByText(SUBSCRIBERS_TEXTS.removed)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
