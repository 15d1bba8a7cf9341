import { expect, test } from '../fixtures';
import { STATUS_LABELS } from '@academy/contract/registration-status-constants';
import type { Registration } from '@academy/contract/registration';
import { adminGet, registerChild, unique } from '../public/support';
import { signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('/enrollment on a phone: one compact row per child (name, age, status, date) that opens the details', async ({ page, request }) => {
  // A child with a very long name is among the newest: its row must stay as compact as the others.
  await registerChild(request, { player_name: unique('Maximilian-Alexander Oluwaseun Bartholomew Kwabena Okonkwo-Asante') });
  await signIn(page, { path: '/enrollment' });

  const rows = page.getByRole('list', { name: 'Registrations' });
  await expect(rows).toBeVisible();
  // Other tests register children meanwhile: the row shown first is read back by its own id.
  const row = rows.getByRole('listitem').first().getByRole('link');
  const id = Number((await row.getAttribute('href'))!.split('/').pop());
  const newest = await adminGet<Registration[]>(request, '/api/registrations?page=1&limit=100');
  const first = newest.find((r) => r.id === id);
  expect(first, `registration ${id} is among the newest`).toBeTruthy();
  const shown = await rows.getByRole('listitem').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(24);
  // The desktop cards (school, parent, phone, "View details") are not shown.
  await expect(page.getByRole('link', { name: `View ${first!.player_name}` })).toBeHidden();

  await expect(row).toHaveAttribute('href', `/enrollment/${first!.id}`);
  await expect(row).toContainText(first!.player_name);
  await expect(row).toContainText(`Age ${first!.player_age}`);
  await expect(row.locator('[data-status]')).toHaveText(STATUS_LABELS[first!.status]);
  await expect(row.locator('time')).toHaveAttribute('datetime', first!.created_at);
  await expect(row.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(row).not.toContainText(first!.current_school);

  // Compact: every row at most two lines of text whatever its name or flags (duplicates, no photo consent),
  // the full width of the screen, no sideways scrolling.
  const heights = await rows
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
  for (const height of heights) {
    expect(height).toBeLessThanOrEqual(90);
    expect(height).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard: the row is one focusable link, opened with Enter.
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enrollment/${first!.id}$`));
  await expect(page.getByRole('heading', { name: first!.player_name })).toBeVisible();

  // Touch: tapping a row opens its details.
  await page.goBack();
  const secondRow = rows.getByRole('listitem').nth(1).getByRole('link');
  const secondId = Number((await secondRow.getAttribute('href'))!.split('/').pop());
  const second = newest.find((r) => r.id === secondId);
  expect(second, `registration ${secondId} is among the newest`).toBeTruthy();
  await secondRow.tap();
  await expect(page).toHaveURL(new RegExp(`/enrollment/${secondId}$`));
  await expect(page.getByRole('heading', { name: second!.player_name })).toBeVisible();
});
