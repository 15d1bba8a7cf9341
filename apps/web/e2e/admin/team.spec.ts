import { IMAGE_MESSAGES } from '@academy/contract/common';
import { TEAM_MESSAGES } from '@academy/contract/team';
import { expect, test } from '../fixtures';
import { confirmDialog, png, signIn, unique } from './helpers';

test('team member: every validation message, add, edit, delete', async ({ page }) => {
  const name = unique('Kwame Test');
  await signIn(page, { path: '/addteam' });
  // A new member starts with jersey number 0 (SPEC 9), no box ticked.
  await expect(page.getByLabel('Jersey number (optional)')).toHaveValue('0');
  await expect(page.getByLabel(TEAM_MESSAGES.isMinor)).not.toBeChecked();

  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(TEAM_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText(TEAM_MESSAGES.roleRequired)).toBeVisible();
  await expect(page.getByText(TEAM_MESSAGES.photoRequired)).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Role').selectOption('midfielder');
  await page.getByLabel('Jersey number (optional)').fill('120');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(TEAM_MESSAGES.jerseyRange)).toBeVisible();
  await page.getByLabel('Jersey number (optional)').fill('8');
  // A player is a child by default, without photo consent until it is recorded.
  await expect(page.getByLabel(TEAM_MESSAGES.isMinor)).toBeChecked();
  await expect(page.getByLabel(TEAM_MESSAGES.photoConsent)).not.toBeChecked();
  await page.getByLabel(TEAM_MESSAGES.photoConsent).check();

  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText(IMAGE_MESSAGES.invalidType)).toBeVisible();
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText(IMAGE_MESSAGES.tooLarge)).toBeVisible();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(png('player.png'));
  await expect(page.getByAltText('New photo preview')).toBeVisible();

  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Midfielder');
  await expect(card).toContainText('#8');

  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/addteam\?id=\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Role')).toHaveValue('midfielder');
  await expect(page.getByLabel(TEAM_MESSAGES.isMinor)).toBeChecked();
  await expect(page.getByLabel(TEAM_MESSAGES.photoConsent)).toBeChecked();
  const renamed = `${name} Jr`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByLabel('Role').selectOption('forward');
  await page.getByRole('button', { name: 'Update member' }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  const updated = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(updated).toContainText('Forward');

  await updated.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
});

test('an unknown member id says it could not be loaded', async ({ page }) => {
  await signIn(page, { path: '/addteam?id=999999' });
  await expect(page.getByRole('alert')).toHaveText(TEAM_MESSAGES.memberLoadFailed);
});
