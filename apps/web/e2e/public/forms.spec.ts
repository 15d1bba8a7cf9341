import { expect, test } from '../fixtures';
import { CONTACT_MESSAGES, type ContactMessage } from '@academy/contract/contact';
import {
  CONSENT_TEXTS,
  PHOTO_CONSENT_QUESTIONS,
  PHOTO_CONSENT_VERSION,
  CONSENT_VERSION,
  REGISTRATION_MESSAGES,
  type Registration,
} from '@academy/contract/registration';
import { HONEYPOT_FIELD } from '@academy/contract/common';
import { adminGet, unique } from './support';
import { REGISTRATION_SUCCESS } from '@academy/contract/registration-success-constants';

test('contact form: validation, success, and the message is stored', async ({ page, request }, info) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(CONTACT_MESSAGES.fullname)).toBeVisible();
  await expect(form.getByText(CONTACT_MESSAGES.email)).toBeVisible();
  await expect(form.getByText(CONTACT_MESSAGES.message)).toBeVisible();

  const email = `${unique(`contact-${info.project.name}`)}@example.com`;
  await form.getByLabel('Full name').fill('E2E Parent');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('City (optional)').fill('Riverside');
  await form.getByLabel('Message').fill('When do the winter trials start?');
  await expect(page.locator(`input[name="${HONEYPOT_FIELD}"]`)).toHaveAttribute('tabindex', '-1');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(CONTACT_MESSAGES.success)).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');

  const stored = await adminGet<ContactMessage[]>(request, '/api/contact?limit=100');
  const row = stored.find((m) => m.email === email);
  expect(row).toMatchObject({ fullname: 'E2E Parent', city: 'Riverside', phone: null, message: 'When do the winter trials start?' });
});

test('registration form: validation, defaults, success, and the row is stored', async ({ page, request }, info) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Athlete registration form' });
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  for (const m of [
    REGISTRATION_MESSAGES.parentName,
    REGISTRATION_MESSAGES.email,
    REGISTRATION_MESSAGES.age,
    REGISTRATION_MESSAGES.uniformSize,
    REGISTRATION_MESSAGES.dataConsent,
    REGISTRATION_MESSAGES.photoConsent,
  ]) {
    await expect(form.getByText(m)).toBeVisible();
  }
  await expect(form.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  // Photo consent has no default: neither answer is chosen until the parent picks one.
  for (const answer of [CONSENT_TEXTS.photo.yes, CONSENT_TEXTS.photo.no]) await expect(form.getByRole('radio', { name: answer })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: CONSENT_TEXTS.data })).not.toBeChecked();
  await expect(form.getByLabel(/Health conditions/)).toHaveAttribute('placeholder', 'N/A');

  const email = `${unique(`reg-${info.project.name}`)}@example.com`;
  await form.getByLabel('Parent name').fill('E2E Guardian');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 555 0199');
  await form.getByLabel('Residence').fill('Hillside');
  await form.getByLabel('Athlete name').fill('E2E Junior');
  await form.getByLabel('Age').selectOption('13');
  await form.getByLabel('Years playing').selectOption('4+');
  await form.getByLabel('Current school').fill('Hillside Primary');
  await form.getByLabel('Uniform size').selectOption('XL');
  await form.getByRole('checkbox', { name: CONSENT_TEXTS.data }).check();
  await form.getByRole('radio', { name: CONSENT_TEXTS.photo.yes }).check();
  await form.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.name_with_photo.answers.yes }).check();
  await form.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.social_media.answers.no }).check();
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByRole('heading', { name: REGISTRATION_SUCCESS.title })).toBeVisible();

  const stored = await adminGet<Registration[]>(request, '/api/registrations?limit=100');
  const row = stored.find((r) => r.parent_email === email);
  expect(row).toMatchObject({
    parent_name: 'E2E Guardian',
    player_name: 'E2E Junior',
    player_age: 13,
    years_playing: '4+',
    uniform_size: 'XL',
    health_conditions: 'N/A',
    contact_permission: 'yes',
    current_school: 'Hillside Primary',
    data_consent: true,
    data_consent_version: CONSENT_VERSION,
    photo_consent: 'yes',
    photo_name_consent: 'yes',
    photo_social_consent: 'no',
    photo_consent_version: PHOTO_CONSENT_VERSION,
  });
  expect(Date.parse(row!.photo_consent_at!)).toBeGreaterThan(Date.now() - 60_000);
});

test('the submit button is disabled while sending', async ({ page }) => {
  // The answer is held until the button has been seen disabled.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Slow Sender');
  await form.getByLabel('Email').fill('slow@example.com');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: /Sending/ })).toBeDisabled();
  answer();
  await expect(form.getByText(CONTACT_MESSAGES.failure)).toBeVisible();
});
