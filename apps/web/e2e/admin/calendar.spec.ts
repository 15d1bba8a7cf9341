import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { CALENDAR_SCREEN, EVENT_FORM, EVENT_SCREEN, SERIES_SCOPE } from '@academy/contract/calendar-admin-constants';
import type { SquadEvent } from '@academy/contract/event';
import { adminGet, adminToken, expectNoHorizontalScroll } from '../public/support';
import { signIn, unique } from './helpers';

/**
 * The admin calendar (docs/decisions/042) at 1366 and at 390 px: a weekly training and a match made
 * from it, one occurrence moved alone, one cancelled with all the following ones.
 */
const DAY = 86_400_000;
/** A day some weeks ahead on the academy's clock (the e2e server runs in UTC): 'YYYY-MM-DD'. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/**
 * The first Wednesday on or after `day`: the seeded squads train on Mondays, and a month cell with
 * more than three events folds the rest into "+N more", where this test's session would be hidden.
 */
const wednesdayFrom = (day: string) => addDays(day, (3 - new Date(`${day}T00:00:00Z`).getUTCDay() + 7) % 7);

async function newSquad(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const name = unique('U10 Cal');
  const res = await request.post('/api/squads', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { name, season: '2026/27', min_age: 8, max_age: 10, capacity: 12 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, name };
}
const eventsOf = (request: APIRequestContext, squadId: number) => adminGet<SquadEvent[]>(request, `/api/squads/${squadId}/events`);

async function fillEvent(
  page: Page,
  fields: { kind?: string; date: string; start: string; end: string; venue: string; address: string; until?: string; opponent?: string },
) {
  const form = page.getByTestId('event-form');
  if (fields.kind) await form.getByLabel('Kind').selectOption({ label: fields.kind });
  await form.getByLabel(EVENT_FORM.fields.date, { exact: true }).fill(fields.date);
  await form.getByLabel(EVENT_FORM.fields.start, { exact: true }).fill(fields.start);
  await form.getByLabel(EVENT_FORM.fields.end, { exact: true }).fill(fields.end);
  await form.getByLabel(EVENT_FORM.fields.venueName, { exact: true }).fill(fields.venue);
  await form.getByLabel(EVENT_FORM.fields.venueAddress, { exact: true }).fill(fields.address);
  if (fields.opponent) await form.getByLabel(EVENT_FORM.fields.opponent, { exact: true }).fill(fields.opponent);
  if (fields.until) await form.getByLabel(EVENT_FORM.fields.weeklyUntil).fill(fields.until);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('creates a weekly training and a match from the calendar, moves one session, cancels one with all the following', async ({ page, request }) => {
      const squad = await newSquad(request);
      const first = wednesdayFrom(dayAhead(35));
      await signIn(page, { path: `/calendar?date=${first}&squad=${squad.id}` });
      await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
      await expect(page.getByTestId('calendar-month')).toBeVisible();
      await expectNoHorizontalScroll(page);

      // A weekly training: five Tuesdays-or-whatever, from the "New event" button (the squad filled in from the filter).
      await page.getByRole('button', { name: CALENDAR_SCREEN.newEvent }).click();
      await fillEvent(page, { date: first, start: '18:00', end: '19:30', venue: 'Main pitch', address: 'Plot 12, Kampala Road', until: addDays(first, 28) });
      await page.getByRole('button', { name: EVENT_FORM.create }).click();
      await expect(page.getByText(EVENT_FORM.created(5))).toBeVisible();
      expect((await eventsOf(request, squad.id)).map((e) => e.starts_at)).toEqual([0, 7, 14, 21, 28].map((d) => `${addDays(first, d)}T18:00:00.000Z`));

      // A match, from a day of the month.
      const matchDay = addDays(first, 2);
      await page
        .getByRole('button', {
          name: CALENDAR_SCREEN.addOn(
            new Date(`${matchDay}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
          ),
        })
        .click();
      await fillEvent(page, {
        kind: 'Match',
        date: matchDay,
        start: '10:00',
        end: '11:30',
        venue: 'Home ground',
        address: '1 Stadium Lane',
        opponent: 'Jinja Stars',
      });
      await page.getByRole('button', { name: EVENT_FORM.create }).click();
      await expect(page.getByText(EVENT_FORM.created(1))).toBeVisible();
      await expect(page.locator(`[data-day="${matchDay}"]`).getByTestId('calendar-event')).toHaveCount(1);

      // The week view keeps its place in the address: reload and Back.
      await page.getByRole('button', { name: CALENDAR_SCREEN.views.week }).click();
      await expect(page).toHaveURL(/view=week/);
      await page.reload();
      await expect(page.getByTestId('calendar-week')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expect(page.getByTestId('calendar-event')).toHaveCount(2);
      await page.getByRole('button', { name: CALENDAR_SCREEN.next.week }).click();
      await expect(page).toHaveURL(new RegExp(`date=${addDays(first, 7)}`));

      // Move the second session alone, an hour later.
      const second = (await eventsOf(request, squad.id)).find((e) => e.kind === 'training' && e.starts_at.startsWith(addDays(first, 7)))!;
      await page.locator(`a[href="/events/${second.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/events/${second.id}$`));
      await expect(page.getByTestId('event-availability')).toBeVisible();
      await page.getByRole('button', { name: EVENT_SCREEN.edit }).click();
      await page.getByTestId('event-form').getByLabel(EVENT_FORM.fields.start, { exact: true }).fill('19:00');
      await page.getByTestId('event-form').getByLabel(EVENT_FORM.fields.end, { exact: true }).fill('20:30');
      await page.getByRole('button', { name: EVENT_FORM.save }).click();
      await page.getByRole('button', { name: SERIES_SCOPE.one }).click();
      await expect(page.getByText(EVENT_FORM.saved)).toBeVisible();
      const moved = await eventsOf(request, squad.id);
      expect(moved.filter((e) => e.kind === 'training').map((e) => e.starts_at.slice(11, 16))).toEqual(['18:00', '19:00', '18:00', '18:00', '18:00']);

      // Cancel the third session and all the following ones.
      const third = moved.filter((e) => e.kind === 'training')[2]!;
      await page.goto(`/events/${third.id}`);
      await page.getByRole('button', { name: EVENT_SCREEN.cancel }).click();
      await expect(page.getByText(EVENT_SCREEN.cancelMessage, { exact: false })).toBeVisible();
      await page.getByRole('button', { name: SERIES_SCOPE.following }).click();
      await expect(page.getByText(EVENT_SCREEN.cancelled)).toBeVisible();
      const after = (await eventsOf(request, squad.id)).filter((e) => e.kind === 'training');
      expect(after.map((e) => e.status)).toEqual(['scheduled', 'scheduled', 'cancelled', 'cancelled', 'cancelled']);

      // Back on the calendar the cancelled sessions are struck through.
      await page.locator('#admin-main').getByRole('link', { name: EVENT_SCREEN.back }).click();
      // (Another spec's squad may have events on the same days: this squad's session is found by its link.)
      const struck = page.locator(`[data-day="${addDays(first, 14)}"] a[href="/events/${third.id}"]`);
      await expect(struck).toHaveAttribute('data-status', 'cancelled');
      await expect(struck).toHaveCSS('opacity', '0.75');
      await expectNoHorizontalScroll(page);
    });
  });
}
