import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { RETENTION_TEXTS } from '@academy/contract/retention-constants';
import { expect, test } from '../fixtures';
import { signIn } from './helpers';

test("Family data: find what is stored for a parent's email, download it, erase it after typing the email again", async ({ page, request }) => {
  const email = `erase.me.${Date.now().toString(36)}@example.com`;
  const contact = await request.post('/api/contact', { data: { fullname: 'Parent To Erase', email, message: 'Please tell me about trials.' } });
  expect(contact.status()).toBe(201);
  const subscribed = await request.post('/api/newsletter', { data: { email } });
  expect(subscribed.status()).toBeLessThan(300);

  await signIn(page, { path: '/family-data' });
  await expect(page).toHaveTitle(/^Family data — Admin — /);
  // The retention policy and the start-up run are shown beside the tool.
  await expect(page.getByText(RETENTION_TEXTS.registrations(365))).toBeVisible();
  await expect(page.getByTestId('retention-last-run')).toContainText('Erased');

  await page.getByLabel(FAMILY_DATA.emailLabel).fill(email.toUpperCase());
  await page.getByRole('button', { name: FAMILY_DATA.find }).click();
  // The message, the subscription and the mails they caused (the academy's notice, a confirmation).
  const found = page.getByText(/records? stored for this email:$/);
  await expect(found).toBeVisible();
  const total = Number((await found.innerText()).match(/^(\d+) /)![1]);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(found).toHaveText(FAMILY_DATA.found(total));
  await expect(
    page.getByRole('region', { name: FAMILY_DATA.adminTitle }).getByRole('listitem').filter({ hasText: FAMILY_DATA.kindLabels.contact_messages }),
  ).toHaveText(`${FAMILY_DATA.kindLabels.contact_messages} 1`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: FAMILY_DATA.download }).click();
  const file = await (await downloading).path();
  const { readFile } = await import('node:fs/promises');
  const doc = JSON.parse(await readFile(file, 'utf8')) as { email: string; contact_messages: { message: string }[] };
  expect(doc.email).toBe(email);
  expect(doc.contact_messages[0]!.message).toBe('Please tell me about trials.');

  await page.getByRole('button', { name: FAMILY_DATA.erase }).click();
  const dialog = page.getByRole('dialog', { name: FAMILY_DATA.eraseConfirmTitle });
  await dialog.getByLabel(FAMILY_DATA.eraseTypeToConfirm).fill('someone.else@example.com');
  await dialog.getByRole('button', { name: FAMILY_DATA.erase }).click();
  await expect(dialog.getByText(FAMILY_DATA.eraseMismatch)).toBeVisible();
  await dialog.getByLabel(FAMILY_DATA.eraseTypeToConfirm).fill(email);
  await dialog.getByRole('button', { name: FAMILY_DATA.erase }).click();
  await expect(page.getByText(FAMILY_DATA.erased(total))).toBeVisible();

  await page.getByLabel(FAMILY_DATA.emailLabel).fill(email);
  await page.getByRole('button', { name: FAMILY_DATA.find }).click();
  await expect(page.getByText(FAMILY_DATA.notFound)).toBeVisible();
});
