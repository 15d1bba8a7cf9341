import { expect, test } from '../fixtures';
import { FORM_MAIL_SUBJECTS } from '@academy/contract/email';
import { PHOTO_CONSENT_MAIL_SUBJECTS } from '@academy/contract/family-mail-constants';
import { PHOTO_CONSENT_TEXTS as T, photoConsentPartsList } from '@academy/contract/photo-consent-constants';
import { CONSENT_TEXTS, PHOTO_CONSENT_QUESTIONS as Q, type Registration } from '@academy/contract/registration';
import { REGISTRATION_SUCCESS } from '@academy/contract/registration-success-constants';
import { inbox, linkIn, waitForMail } from '../mail';
import { adminGet, unique } from './support';

/**
 * Photo consent in three parts (decision 046), from the family's side: the registration form asks the
 * website question and the two further ones; the status page shows the answers, and withdrawing
 * website consent there takes effect at once, is confirmed on screen, and the academy is told by mail.
 */
test('register with website yes, name no, social no; withdraw website consent on the status page', async ({ page, request }, info) => {
  const email = `${unique(`photos-${info.project.name}`)}@example.com`;
  const child = `Photo ${unique('kid').split('-').at(-1)} Consent`;
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Athlete registration form' });
  await form.getByLabel('Parent name').fill('Pat Photos');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 555 0142');
  await form.getByLabel('Residence').fill('Hillside');
  await form.getByLabel('Athlete name').fill(child);
  await form.getByLabel('Age').selectOption('11');
  await form.getByLabel('Years playing').selectOption('2');
  await form.getByLabel('Current school').fill('Hillside Primary');
  await form.getByLabel('Uniform size').selectOption('Medium');
  await form.getByRole('checkbox', { name: CONSENT_TEXTS.data }).check();
  // The two further questions are required, with no default.
  await form.getByRole('radio', { name: CONSENT_TEXTS.photo.yes }).check();
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(form.getByRole('group', { name: Q.parts.name_with_photo.legend })).toContainText(Q.required);
  await form.getByRole('radio', { name: Q.parts.name_with_photo.answers.no }).check();
  await form.getByRole('radio', { name: Q.parts.social_media.answers.no }).check();
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByRole('heading', { name: REGISTRATION_SUCCESS.title })).toBeVisible();
  const [stored] = await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(email)}`);
  expect(stored).toMatchObject({ photo_consent: 'yes', photo_name_consent: 'no', photo_social_consent: 'no' });

  const received = await waitForMail(email, FORM_MAIL_SUBJECTS.registrationReceived);
  await page.goto(linkIn(received, 'See the application'));
  const photos = page.getByRole('article', { name: T.familyTitle });
  await expect(photos.locator('[data-part="website"]')).toContainText(T.short.yes);
  await expect(photos.locator('[data-part="name_with_photo"]')).toContainText(T.short.no);
  await expect(photos.locator('[data-part="social_media"]')).toContainText(T.short.no);

  await photos.getByRole('button', { name: T.familyChange }).click();
  await photos.getByRole('radio', { name: Q.parts.website.answers.no }).check();
  await photos.getByRole('button', { name: T.familySave }).click();
  await expect(photos.getByRole('status')).toContainText(T.familyWithdrawn(photoConsentPartsList(['website'])));
  await expect(photos.locator('[data-part="website"]')).toContainText(T.short.no);

  const [after] = await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(email)}`);
  expect(after!.photo_consent).toBe('no');
  // The academy is told, naming the child and the part withdrawn.
  await expect.poll(async () => (await inbox()).filter((m) => m.subject === PHOTO_CONSENT_MAIL_SUBJECTS.withdrawn && m.text?.includes(child)).length).toBe(1);
  await waitForMail(email, PHOTO_CONSENT_MAIL_SUBJECTS.changed);
});
