import { expect, test } from '../fixtures';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import { FAMILY_OFFER, PUBLIC_SQUADS, SQUAD_MESSAGES, SQUAD_SCREEN, type Squad } from '@academy/contract/squad';
import { signIn } from '../admin/helpers';
import { linkIn, waitForMail } from '../mail';
import { adminToken, registerChild, unique } from '../public/support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Offers and the waiting list end to end on a phone (decision 031): the administrator offers two
 * places in a squad of capacity 1 from the enrollments, the second child is waitlisted; the first
 * family declines from its mail's link; the second family is offered the place automatically (the
 * durable fill job) and accepts from its mail; the squad's roster shows the child, and the public
 * team page lists it as "First L." with no photo.
 */
test('a declined offer goes to the next child waiting, who accepts and appears on the roster and the team page', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const tag = unique('sq').split('-').slice(1).join('').replace(/\W/g, '');
  const created = await request.post('/api/squads', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { name: `U12 ${tag}`, season: '2026/27', min_age: 10, max_age: 14, capacity: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const squad = ((await created.json()) as { data: Squad }).data;
  const first = await registerChild(request, { player_name: `Decline${tag} Otieno` });
  const second = await registerChild(request, { player_name: `Nia${tag} Okafor` });

  // The administrator offers both children a place from their enrollments.
  await signIn(page, { path: `/enrollment/${first.id}` });
  const offer = async (id: number, outcome: string) => {
    await page.goto(`/enrollment/${id}`);
    await page.getByRole('button', { name: SQUAD_SCREEN.offerPlace }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(SQUAD_SCREEN.squadField).selectOption(String(squad.id));
    await dialog.getByRole('button', { name: SQUAD_SCREEN.sendOffer }).click();
    await expect(page.getByText(outcome)).toBeVisible();
  };
  await offer(first.id, SQUAD_MESSAGES.offered);
  await offer(second.id, SQUAD_MESSAGES.waitlisted);

  // The first family declines from the mail's link (the page opens with the answer chosen; the family presses it).
  const firstMail = await waitForMail(first.parent_email, /^A place in/);
  const family = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await family.goto(linkIn(firstMail, 'Decline'));
  await expect(family.getByText(FAMILY_OFFER.preselected.decline_offer)).toBeVisible();
  await family.getByRole('button', { name: FAMILY_OFFER.decline }).click();
  await expect(family.getByText(FAMILY_PAGE.answered.decline_offer)).toBeVisible();

  // The second family is offered the freed place automatically, and accepts from its mail.
  const secondMail = await waitForMail(second.parent_email, /^A place in/);
  expect(secondMail.text).toContain('a place has opened');
  await family.goto(linkIn(secondMail, 'Accept the place'));
  await expect(family.getByRole('heading', { name: FAMILY_OFFER.offerTitle(`${squad.name} (2026/27)`) })).toBeVisible();
  await family.getByRole('button', { name: FAMILY_OFFER.accept }).click();
  await expect(family.getByText(FAMILY_PAGE.answered.accept_offer)).toBeVisible();
  await expect(family.getByRole('heading', { name: FAMILY_OFFER.squadTitle })).toBeVisible();

  // The squad's roster shows the child; nobody is waiting any more.
  await page.goto(`/squads/${squad.id}`);
  await expect(page.getByTestId('squad-roster').getByText(`Nia${tag} Okafor`)).toBeVisible();
  await expect(page.getByTestId('squad-waitlist').getByText(SQUAD_SCREEN.waitlistEmpty)).toBeVisible();

  // The public team page lists the child as "First L.", without a photo and without the last name.
  await family.goto('/team');
  const squads = family.getByRole('region', { name: PUBLIC_SQUADS.title });
  await expect(squads.getByText(`Nia${tag} O.`)).toBeVisible();
  await expect(squads.getByText('Okafor')).toHaveCount(0);
  await expect(squads.getByText(`Decline${tag}`)).toHaveCount(0);
  await expect(squads.locator('img')).toHaveCount(0);
});
