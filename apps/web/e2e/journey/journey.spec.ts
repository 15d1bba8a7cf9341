import ical, { type VEvent } from 'node-ical';
import { expect, test } from '../fixtures';
import { FORM_MAIL_SUBJECTS, OUTBOX_MESSAGES } from '@academy/contract/email';
import { FAMILY_STATUS, CONSENT_TEXTS, PHOTO_CONSENT_QUESTIONS, REGISTRATION_MESSAGES, STATUS_LABELS, type Registration } from '@academy/contract/registration';
import { FAMILY_PAGE, TRIAL_MESSAGES, TRIAL_SCREEN, type Trial } from '@academy/contract/trial';
import { signIn } from '../admin/helpers';
import { linkIn, waitForMail } from '../mail';
import { adminGet, adminToken, unique } from '../public/support';
import { REGISTRATION_SUCCESS } from '@academy/contract/registration-success-constants';

/**
 * The enrollment journey end to end, with the real server and a real SMTP server (e2e/serve.mjs):
 * a parent registers → the acknowledgement arrives → its status link opens the family's page → an
 * administrator invites the child to a trial from the enrollment → the invitation arrives with an
 * .ics a calendar parser reads → the parent confirms through the mail's link → the administrator
 * sees "Trial confirmed" in the enrollment's timeline.
 */
test('a parent registers, follows the mails, and confirms the trial the academy invites the child to', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const tag = unique('journey');
  const parentEmail = `${tag}@example.com`;
  const child = `Journey ${tag.split('-').at(-1)}`;
  const firstName = 'Journey';

  // A session that fits a 12-year-old, ten days from now at a whole minute (the calendar keeps seconds off).
  const startsAt = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  startsAt.setUTCHours(15, 30, 0, 0);
  const location = `Riverside Pitch ${tag}`;
  const created = await request.post('/api/trials', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { starts_at: startsAt.toISOString(), location, min_age: 10, max_age: 14, capacity: 12, notes: 'Meet at the blue gate.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = ((await created.json()) as { data: Trial }).data;

  // 1. The parent registers on the public form (a visitor: a context of its own, no admin token).
  const parent = await browser.newContext();
  const family = await parent.newPage();
  await family.goto('/register');
  const form = family.getByRole('form', { name: 'Athlete registration form' });
  await form.getByLabel('Parent name').fill('Grace Journey');
  await form.getByLabel('Email').fill(parentEmail);
  await form.getByLabel('Phone').fill('+256 700 123 456');
  await form.getByLabel('Residence').fill('Riverside');
  await form.getByLabel('Athlete name').fill(child);
  await form.getByLabel('Age').selectOption('12');
  await form.getByLabel('Years playing').selectOption('2');
  await form.getByLabel('Current school').fill('Riverside Primary');
  await form.getByLabel('Uniform size').selectOption('Medium');
  await form.getByRole('checkbox', { name: CONSENT_TEXTS.data }).check();
  await form.getByRole('radio', { name: CONSENT_TEXTS.photo.yes }).check();
  await form.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.name_with_photo.answers.yes }).check();
  await form.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.social_media.answers.no }).check();
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(family.getByRole('heading', { name: REGISTRATION_SUCCESS.title })).toBeVisible();

  // 2. The acknowledgement reaches the SMTP server, with the link to the family's status page.
  const received = await waitForMail(parentEmail, FORM_MAIL_SUBJECTS.registrationReceived);
  // The address is not verified yet: the academy's fixed words and the link, none of the form's (decision 054).
  expect(received.text).not.toContain(firstName);
  expect(received.text).not.toContain('Riverside Primary');
  const statusUrl = linkIn(received, 'See the application');
  expect(statusUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/status\/[A-Za-z0-9_-]{20,}$/);

  // 3. The link opens the family's page: first name only, the status in plain words.
  await family.goto(statusUrl);
  await expect(family.getByRole('heading', { level: 1 })).toHaveText(FAMILY_PAGE.heading(firstName));
  await expect(family.getByRole('heading', { name: FAMILY_STATUS.pending.title })).toBeVisible();
  await expect(family.getByText('Riverside Primary')).toHaveCount(0);

  // 4. The administrator invites the child to the session from the enrollment's detail.
  const [registration] = await adminGet<Registration[]>(request, `/api/registrations?q=${encodeURIComponent(parentEmail)}`);
  expect(registration).toMatchObject({ player_name: child, status: 'pending' });
  await signIn(page, { path: `/enrollment/${registration!.id}` });
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
  await page.getByRole('button', { name: TRIAL_MESSAGES.inviteToTrial }).click();
  const dialog = page.getByRole('dialog');
  const option = dialog.getByLabel(TRIAL_SCREEN.sessionLabel).locator('option', { hasText: location });
  await dialog.getByLabel(TRIAL_SCREEN.sessionLabel).selectOption(String(session.id));
  await expect(option).toHaveCount(1);
  await dialog.getByLabel(REGISTRATION_MESSAGES.noteLabel).fill('Bring a water bottle.');
  await dialog.getByRole('button', { name: TRIAL_SCREEN.send }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIAL_MESSAGES.invited })).toBeVisible();

  // 5. The invitation arrives with a calendar file that a calendar parser reads: the right time and place.
  const invitation = await waitForMail(parentEmail, /^Trial session invitation for /);
  expect(invitation.text).toContain('A note from the academy: Bring a water bottle.');
  const ics = invitation.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(ics, 'an .ics attachment').toBeDefined();
  expect(ics!.contentType).toBe('text/calendar');
  const events = Object.values(ical.sync.parseICS(ics!.content.toString('utf8'))).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  expect(events[0]!.start.toISOString()).toBe(startsAt.toISOString());
  expect(events[0]!.end?.getTime() ?? 0).toBeGreaterThan(startsAt.getTime());
  expect(String(events[0]!.location)).toBe(location);

  // 6. The parent confirms through the mail's link (the page pre-selects, the parent presses).
  const confirmUrl = linkIn(invitation, 'Confirm the trial');
  expect(confirmUrl.startsWith(statusUrl)).toBe(true);
  await family.goto(confirmUrl);
  await expect(family.getByRole('heading', { name: FAMILY_STATUS.trial_invited.title })).toBeVisible();
  await expect(family.getByText(location)).toBeVisible();
  await family.getByRole('button', { name: FAMILY_PAGE.confirm }).click();
  await expect(family.getByText(FAMILY_PAGE.answered.confirm)).toBeVisible();
  await expect(family.getByRole('heading', { name: FAMILY_STATUS.trial_confirmed.title })).toBeVisible();
  await expect(family.getByText(FAMILY_PAGE.trialState.confirmed, { exact: true })).toBeVisible();
  await parent.close();

  // 7. The administrator sees the confirmation in the enrollment's timeline.
  await page.reload();
  const timeline = page.getByRole('region', { name: REGISTRATION_MESSAGES.historyTitle }).getByRole('listitem');
  await expect(timeline.last()).toContainText(STATUS_LABELS.trial_confirmed);
  await expect(timeline.filter({ hasText: STATUS_LABELS.trial_invited })).not.toHaveCount(0);

  // The outbox shows the family's mails as sent.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: OUTBOX_MESSAGES.title }).click();
  await page.getByLabel(OUTBOX_MESSAGES.stateFilter).selectOption('sent');
  const row = page.getByRole('row').filter({ hasText: invitation.subject! });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(OUTBOX_MESSAGES.stateLabels.sent, { exact: true })).toBeVisible();
  await expect(row).toContainText('trial-session.ics');
});
