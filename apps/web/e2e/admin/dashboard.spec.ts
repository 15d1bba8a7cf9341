import { DASHBOARD_TEXTS as D, FUNNEL_STAGES } from '@academy/contract/admin-dashboard-constants';
import type { AdminDashboard as Figures } from '@academy/contract/admin-dashboard';
import type { Registration } from '@academy/contract/registration';
import { STATUS_FILTER } from '@academy/contract/registration-status-constants';
import { expect, test, type Locator } from '../fixtures';
import { adminGet } from '../public/support';
import { signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A table's body rows as lists of cell texts. */
const rowsOf = async (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '')));

test('the dashboard on a phone: charts with their tables, the same figures as the API and the lists they link to', async ({ page, request }) => {
  const figures = await adminGet<Figures>(request, '/api/admin/dashboard');
  // The seeded demo has a season to draw: registrations, squads with places, an open offer.
  expect(figures.funnel[0]!.count).toBeGreaterThan(0);
  expect(figures.squads.length).toBeGreaterThan(0);
  expect(figures.decisions.open_offers).toBeGreaterThan(0);
  await signIn(page);

  // The funnel: a chart (recharts' SVG, from its admin chunk) and its table with the API's numbers.
  const funnel = page.getByRole('region', { name: D.funnel.heading(figures.season) });
  await expect(funnel.getByTestId('chart').locator('svg.recharts-surface')).toBeVisible();
  expect(await rowsOf(funnel.getByRole('table'))).toEqual(figures.funnel.map((s, i) => [D.funnel.stages[FUNNEL_STAGES[i]!], String(s.count)]));
  // The squads' table shown on demand, by keyboard.
  const squads = page.getByRole('region', { name: D.squads.heading });
  const toggle = squads.getByRole('button', { name: D.showTable });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(squads.getByRole('button', { name: D.showChart })).toHaveAttribute('aria-pressed', 'true');
  await expect(squads.getByRole('table')).toBeVisible();
  expect(await rowsOf(squads.getByRole('table'))).toEqual(
    figures.squads.map((s) => [s.name, s.enrolled, s.offered, Math.max(0, s.capacity - s.enrolled - s.offered), s.capacity, s.waitlisted].map(String)),
  );
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // A squad's figures are its roster's and waiting list's.
  const first = figures.squads[0]!;
  expect((await adminGet<unknown[]>(request, `/api/squads/${first.id}/roster`)).length).toBe(first.enrolled);
  expect((await adminGet<unknown[]>(request, `/api/squads/${first.id}/waitlist`)).length).toBe(first.waitlisted);

  // "Open offers" opens the list filtered to them, with as many children, and the filter survives a reload.
  const decisions = page.getByRole('region', { name: D.decisions.heading });
  await expect(decisions.getByTestId('waiting-offers')).toHaveText(String(figures.decisions.open_offers));
  await decisions.getByRole('link', { name: new RegExp(D.decisions.offers) }).click();
  await expect(page).toHaveURL(/\/enrollment\?status=offer_made$/);
  const offered = await adminGet<Registration[]>(request, '/api/registrations?status=offer_made&limit=24');
  expect(offered.length).toBe(Math.min(24, figures.decisions.open_offers));
  const rows = page.getByRole('list', { name: 'Registrations' }).getByRole('listitem');
  await expect(rows).toHaveCount(offered.length);
  await page.reload();
  await expect(page.getByLabel(STATUS_FILTER.label)).toHaveValue('offer_made');
  await expect(rows).toHaveCount(offered.length);
});
