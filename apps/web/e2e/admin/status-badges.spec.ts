import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../fixtures';
import { STATUS_LABELS, type RegistrationStatus } from '@academy/contract/registration-status-constants';
import { registerChild } from '../public/support';
import { signIn } from './helpers';

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** Every status badge on the page passes axe's colour-contrast rule (WCAG AA). */
async function expectBadgesReadable(page: Page) {
  await expect(page.locator('[data-status]').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[data-status]').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
  expect(results.passes.find((p) => p.id === 'color-contrast')?.nodes.length ?? 0).toBeGreaterThan(0);
}

/** The badges of the list when filtered to `status`: each says the status in words; returns their colour. */
async function filteredBadge(page: Page, status: RegistrationStatus) {
  await page.getByLabel('Status').selectOption(status);
  const badges = page.locator(`main [data-status]:visible`);
  // The list may still show the previous answer for a moment: wait until only this status is shown.
  await expect(badges.first()).toBeVisible();
  await expect(page.locator(`main [data-status]:visible:not([data-status="${status}"])`)).toHaveCount(0);
  for (const badge of await badges.all()) {
    await expect(badge).toHaveAttribute('data-status', status);
    await expect(badge).toHaveText(STATUS_LABELS[status]);
  }
  return background(page, `main [data-status="${status}"]:visible`);
}

test('registration statuses: one colour per status, with the word, readable, the same on every screen', async ({ page, request }) => {
  // An accepted and a waitlisted child of this test's own.
  await registerChild(request, { status: 'accepted' });
  await registerChild(request, { status: 'waitlisted' });
  await signIn(page, { path: '/enrollment' });
  await expectBadgesReadable(page);

  const accepted = await filteredBadge(page, 'accepted');
  const waitlisted = await filteredBadge(page, 'waitlisted');
  expect(accepted).not.toBe(waitlisted);
  expect(accepted).not.toBe('rgba(0, 0, 0, 0)');

  // The whole list: as many colours as statuses shown.
  await page.getByLabel('Status').selectOption('');
  const readShown = () =>
    page
      .locator('main [data-status]:visible')
      .evaluateAll((els) =>
        els.map((el) => ({ status: el.getAttribute('data-status'), background: getComputedStyle(el).backgroundColor, text: el.textContent })),
      );
  // Until the unfiltered answer replaces the filtered one.
  await expect.poll(async () => new Set((await readShown()).map((b) => b.status)).size).toBeGreaterThanOrEqual(2);
  const shown = await readShown();
  const colourOf = new Map(shown.map((b) => [b.status, b.background]));
  expect(colourOf.size).toBeGreaterThanOrEqual(2);
  expect(new Set(colourOf.values()).size).toBe(colourOf.size);
  for (const b of shown) expect(b.text).toBe(STATUS_LABELS[b.status as RegistrationStatus]);

  // The detail shows the same badge as the list.
  await page.getByLabel('Status').selectOption('waitlisted');
  await page
    .locator('main li')
    .filter({ has: page.locator('[data-status="waitlisted"]') })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/enrollment\/\d+$/);
  expect(await background(page, 'main [data-status="waitlisted"]')).toBe(waitlisted);
  await expectBadgesReadable(page);

  // So does the dashboard.
  await page.goto('/dashboard');
  await expectBadgesReadable(page);
  const dashboard = await page
    .locator('main [data-status]:visible')
    .evaluateAll((els) => els.map((el) => ({ status: el.getAttribute('data-status'), background: getComputedStyle(el).backgroundColor })));
  const known = dashboard.filter((b) => colourOf.has(b.status));
  expect(known.length).toBeGreaterThan(0);
  for (const b of known) expect(b.background).toBe(colourOf.get(b.status));
});
