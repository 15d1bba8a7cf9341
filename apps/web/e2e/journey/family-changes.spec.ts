import { expect, test } from '../fixtures';
import { FAMILY_DETAILS } from '@academy/contract/family-details-constants';
import { FAMILY_PAGE, FAMILY_TRIAL_CHANGE } from '@academy/contract/family-page-constants';
import type { Trial } from '@academy/contract/trial';
import { signIn } from '../admin/helpers';
import { linkIn, waitForMail } from '../mail';
import { adminToken, expectNoHorizontalScroll, registerChild, unique } from '../public/support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * A family's own changes on its status page, on a phone: it confirms its trial from the invitation
 * mail, moves it to another date, corrects its phone number, and the enrollment detail's history
 * shows both, by the family.
 */
test('a family moves its confirmed trial and corrects its phone; the enrollment history shows both', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const tag = unique('fc').split('-').slice(1).join('');
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const session = async (days: number, place: string) => {
    const startsAt = new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();
    const res = await request.post('/api/trials', { headers, data: { starts_at: startsAt, location: place, min_age: 10, max_age: 14, capacity: 10 } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: Trial }).data;
  };
  const first = await session(20, `First Pitch ${tag}, 1 Stadium Road, Accra`);
  const second = await session(27, `Second Ground ${tag}, 4 Ring Road, Accra`);
  const child = await registerChild(request, { player_name: `Esi${tag} Boateng` });
  const invited = await request.post(`/api/registrations/${child.id}/invite`, { headers, data: { trial_id: first.id } });
  expect(invited.status(), await invited.text()).toBe(200);

  // The family confirms from the invitation mail.
  const mail = await waitForMail(child.parent_email, /invit/i);
  const family = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await family.goto(linkIn(mail, 'Confirm the trial'));
  await family.getByRole('button', { name: FAMILY_PAGE.confirm }).click();
  await expect(family.getByText(FAMILY_PAGE.answered.confirm)).toBeVisible();

  // Calendar and map links for the venue.
  await expect(family.getByRole('link', { name: FAMILY_TRIAL_CHANGE.addToCalendar })).toHaveAttribute('href', /\/trial\.ics$/);
  await expect(family.getByRole('link', { name: FAMILY_TRIAL_CHANGE.openMap })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=First%20Pitch/,
  );

  // It moves the trial to the second session.
  await family.getByRole('button', { name: FAMILY_TRIAL_CHANGE.changeDate }).click();
  await family.getByRole('radio', { name: new RegExp(`Second Ground ${tag}`) }).check();
  await family.getByRole('button', { name: FAMILY_TRIAL_CHANGE.moveHere }).click();
  await expect(family.getByText(FAMILY_PAGE.answered.change_trial)).toBeVisible();
  await expect(family.getByText(second.location)).toBeVisible();
  await expect(family.getByText(first.location)).toHaveCount(0);
  await expectNoHorizontalScroll(family);
  await waitForMail(child.parent_email, /^Trial session moved/);

  // It corrects its phone number.
  await family.getByRole('button', { name: FAMILY_DETAILS.edit }).click();
  const phone = family.getByRole('textbox', { name: new RegExp(FAMILY_DETAILS.labels.contact_phone) });
  await expect(phone).toHaveValue('+233 20 555 0199');
  await phone.fill('+233 24 777 0000');
  await family.getByRole('button', { name: FAMILY_DETAILS.save }).click();
  await expect(family.getByText(FAMILY_DETAILS.saved)).toBeVisible();
  await expectNoHorizontalScroll(family);

  // The enrollment detail shows both changes in the history, by the family, and the new phone.
  await signIn(page, { path: `/enrollment/${child.id}` });
  await expect(page.getByText(/^Trial moved by the family from .+ to .+\.$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Trial moved by the family from' })).not.toContainText('→');
  await expect(page.getByText('Contact details corrected by the family (phone).')).toBeVisible();
  await expect(page.getByRole('link', { name: /\+233 24 777 0000/ }).first()).toBeVisible();
});
