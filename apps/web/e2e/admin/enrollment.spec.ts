import { readFile } from 'node:fs/promises';
import { REGISTRATION_CSV_COLUMNS, CONSENT_TEXTS, REGISTRATION_MESSAGES, type Registration } from '@academy/contract/registration';
import { PHOTO_CONSENT_QUESTIONS } from '@academy/contract/registration-consent-constants';
import { expect, test } from '../fixtures';
import { adminGet } from '../public/support';
import { signIn, unique } from './helpers';

test('admin registration, the athlete card, details, status change, CSV export, dashboard', async ({ page }) => {
  const athlete = unique('Ama Admin');
  await signIn(page, { path: '/adminenrollement' });

  await page.getByRole('button', { name: 'Register Player' }).click();
  for (const message of [
    REGISTRATION_MESSAGES.playerName,
    REGISTRATION_MESSAGES.age,
    REGISTRATION_MESSAGES.school,
    REGISTRATION_MESSAGES.healthConditions,
    REGISTRATION_MESSAGES.parentName,
    REGISTRATION_MESSAGES.contactPermission,
  ]) {
    await expect(page.getByText(message).first()).toBeVisible();
  }

  await page.getByLabel('Athlete name').fill(athlete);
  await page.getByLabel('Age').selectOption('18');
  await page.getByLabel('Years playing').selectOption('6');
  await page.getByLabel('Current school').fill('Accra Academy');
  await page.getByLabel('Uniform size').selectOption('X-Large');
  await page.getByLabel('Health conditions').fill('None known');
  await page.getByLabel('Parent name').fill('Efua Mensah');
  await page.getByLabel('Email').fill('efua@example.com');
  await page.getByLabel('Phone').fill('+233 20 000 0000');
  await page.getByLabel('Residence').fill('Tema');
  await page.getByLabel('May we contact you?').selectOption('yes');
  await page.getByRole('checkbox', { name: CONSENT_TEXTS.data }).check();
  await page.getByRole('radio', { name: CONSENT_TEXTS.photo.yes }).check();
  // Every part of photo consent is asked (decision 046): unanswered, the form says so and sends nothing.
  await page.getByRole('button', { name: 'Register Player' }).click();
  await expect(page.getByText(PHOTO_CONSENT_QUESTIONS.required)).toHaveCount(2);
  await page.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.name_with_photo.answers.yes }).check();
  await page.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.social_media.answers.no }).check();
  await page.getByRole('button', { name: 'Register Player' }).click();
  await expect(page.getByRole('status')).toHaveText(REGISTRATION_MESSAGES.adminSuccess);
  const [saved] = await adminGet<Registration[]>(page.request, `/api/registrations?page=1&limit=1&q=${encodeURIComponent(athlete)}`);
  expect([saved!.photo_consent, saved!.photo_name_consent, saved!.photo_social_consent]).toEqual(['yes', 'yes', 'no']);
  await expect(page.getByLabel('Athlete name')).toHaveValue('');

  await page.goto('/enrollment');
  await page.getByLabel('Search').fill(athlete);
  await expect(page.getByRole('listitem')).toHaveCount(1);
  const card = page.getByRole('listitem').filter({ hasText: athlete });
  await expect(card).toContainText('Accra Academy');
  await card.getByRole('link', { name: `View ${athlete}` }).click();
  await expect(page).toHaveURL(/\/enrollment\/\d+$/);
  await expect(page.getByRole('heading', { name: athlete })).toBeVisible();
  await expect(page.getByText('X-Large')).toBeVisible();

  await page.getByRole('button', { name: REGISTRATION_MESSAGES.changeStatus }).click();
  await page.getByLabel('Registration status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible();
  await page.reload();
  // The select lives in the dialog now: the change shows in the timeline.
  await expect(page.getByRole('list', { name: REGISTRATION_MESSAGES.historyTitle }).getByRole('listitem').last()).toContainText('Contacted');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  // Back to the list as it was left: its search is kept in the address.
  await expect(page).toHaveURL((url) => url.pathname === '/enrollment' && url.searchParams.get('q') === athlete);
  await page.getByLabel('Status').selectOption('contacted');
  await expect(page.getByRole('listitem').filter({ hasText: athlete })).toBeVisible();
  await page.getByLabel('Status').selectOption('rejected');
  await expect(page.getByRole('listitem').filter({ hasText: athlete })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await (await download).path();
  const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const header = csv
    .split(/\r?\n/)[0]!
    .split(',')
    .map((c) => c.replace(/^"|"$/g, ''));
  expect(header).toEqual([...REGISTRATION_CSV_COLUMNS]);
  expect(csv).toContain(athlete);

  await page.goto('/dashboard');
  for (const key of ['enrollment', 'gallery', 'content', 'media']) {
    await expect(page.getByTestId(`count-${key}`)).toHaveText(/^\d+\+$/);
  }
  await page.getByRole('link', { name: `View ${athlete}` }).click();
  await expect(page).toHaveURL(/\/enrollment\/\d+$/);
});

test('an unknown athlete says so', async ({ page }) => {
  await signIn(page, { path: '/enrollment/999999' });
  await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.notFound);
});
