import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { FORM_MAIL_SUBJECTS } from '@academy/contract/email';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { PRIVACY_PAGE } from '@academy/contract/privacy-constants';
import { CONSENT_TEXTS, type Registration } from '@academy/contract/registration';
import { linkIn, waitForMail } from '../mail';
import { adminGet, unique } from './support';

/**
 * Consent and a family's data from the family's side: the registration form's consents link to /privacy (also
 * in the footer), which says how long data is kept and how to get or erase it; the status page's
 * "Download our data" gives one JSON file with the consents, and "Withdraw and delete our data" asks
 * first, then for the code it mails to the family, then erases the family (the administrator finds nothing left).
 */
test('/privacy is linked from the footer and the form, and says what is kept, for how long, and how to erase it', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Athlete registration form' });
  await expect(form.getByRole('link', { name: CONSENT_TEXTS.privacyLink })).toHaveAttribute('href', '/privacy');

  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: PRIVACY_PAGE.title })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy \| /);
  for (const section of PRIVACY_PAGE.sections) await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
  await expect(page.getByText(/erased 365 days after their last change/)).toBeVisible();
  await expect(page.getByText(/erased after 730 days/)).toBeVisible();
});

test('the family downloads its data from the status page, then withdraws and deletes it', async ({ page, request }) => {
  const tag = unique('privacy');
  const email = `${tag}@example.com`;
  const child = `Privacy ${tag.split('-').at(-1)} Child`;
  const created = await request.post('/api/registrations', {
    data: {
      parent_name: 'Pat Privacy',
      parent_email: email,
      contact_phone: '+256 700 555 010',
      residence: 'Lakeside',
      player_name: child,
      player_age: 12,
      years_playing: '2',
      current_school: 'Lakeside Primary',
      uniform_size: 'Medium',
      data_consent: true,
      photo_consent: 'no',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const mail = await waitForMail(email, FORM_MAIL_SUBJECTS.registrationReceived);
  await page.goto(linkIn(mail, 'See the application'));
  const data = page.getByRole('article', { name: FAMILY_DATA.familyTitle });
  await expect(data).toBeVisible();

  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: FAMILY_DATA.familyDownload }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^our-data-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(await readFile(await download.path(), 'utf8')) as { email: string; registrations: Record<string, unknown>[] };
  expect(doc.email).toBe(email);
  expect(doc.registrations).toHaveLength(1);
  expect(doc.registrations[0]).toMatchObject({ player_name: child, data_consent: true, photo_consent: 'no' });
  expect(doc.registrations[0]!.photo_consent_version).toEqual(expect.any(String));

  // Asking first: cancelling keeps everything.
  await data.getByRole('button', { name: FAMILY_DATA.familyErase }).click();
  let dialog = page.getByRole('dialog', { name: FAMILY_DATA.familyErase });
  await expect(dialog.getByText(FAMILY_DATA.familyEraseConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: FAMILY_DATA.cancel }).click();
  await expect(dialog).toBeHidden();
  expect(await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(email)}`)).toHaveLength(1);

  // Confirming mails a one-time code to the family (decision 059): the link alone erases nothing.
  await data.getByRole('button', { name: FAMILY_DATA.familyErase }).click();
  dialog = page.getByRole('dialog', { name: FAMILY_DATA.familyErase });
  await dialog.getByRole('button', { name: FAMILY_DATA.familyEraseButton }).click();
  await expect(data.getByText(FAMILY_DATA.familyCodeSent)).toBeVisible();
  const codeMail = await waitForMail(email, FAMILY_DATA.codeMailSubject);
  const code = /\b(\d{6})\b/.exec(codeMail.text ?? '')?.[1];
  expect(code, 'the six-digit code in the mail').toMatch(/^\d{6}$/);
  const field = data.getByRole('textbox', { name: FAMILY_DATA.familyCodeLabel });

  // A wrong code is refused with the server's words, and nothing is erased.
  await field.fill(code === '000000' ? '111111' : '000000');
  await data.getByRole('button', { name: FAMILY_DATA.familyCodeDelete }).click();
  await expect(data.getByText(FAMILY_DATA.codeWrong)).toBeVisible();
  expect(await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(email)}`)).toHaveLength(1);

  await field.fill(code!);
  await data.getByRole('button', { name: FAMILY_DATA.familyCodeDelete }).click();
  await expect(page.getByText(FAMILY_DATA.familyErased)).toBeVisible();
  expect(await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(email)}`)).toHaveLength(0);
});
