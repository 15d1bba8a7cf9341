import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { ACADEMY_SETTINGS, TIME_ZONE_PICKER } from '@academy/contract/academy-admin-constants';
import type { AcademyFacts } from '@academy/contract/academy-constants';
import { CALENDAR_SCREEN, EVENT_SCREEN } from '@academy/contract/calendar-admin-constants';
import { waitForMail } from '../mail';
import { adminToken, expectNoHorizontalScroll, registerChild } from '../public/support';
import { signIn, unique } from './helpers';

/**
 * The academy's time zone (docs/decisions/050) set to Europe/Berlin while the browser runs in New
 * York: the admin calendar and event screen write Berlin's times and name the zone, the status page
 * shows the trial at Berlin's time (rendered by the server, hydrated in New York). Each test sets the
 * zone; e2e/fixtures.ts puts the server's back for the other specs of its worker.
 */
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: 'America/New_York' });

async function setZone(request: APIRequestContext, zone: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const facts = ((await (await request.get('/api/academy')).json()) as { data: AcademyFacts }).data;
  const res = await request.put('/api/academy', { headers, data: { ...facts, time_zone: zone } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Screenshots when SHOTS_DIR asks for them (never part of the verdict): the page as the screen shows it. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()!.width}.png` });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the calendar and the event screen write the academy's times with its zone's name, not the browser's", async ({ page, request }) => {
      await setZone(request, ZONE);
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const squad = await request.post('/api/squads', {
        headers,
        data: { name: unique('U11 Zone'), season: '2026/27', min_age: 9, max_age: 11, capacity: 12 },
      });
      expect(squad.status(), await squad.text()).toBe(201);
      const squadId = ((await squad.json()) as { data: { id: number } }).data.id;
      // Tuesday 12 January 2027, 18:00–19:30 in Berlin (CET): 12:00 in New York.
      const created = await request.post(`/api/squads/${squadId}/events`, {
        headers,
        data: {
          kind: 'training',
          starts_at: '2027-01-12T17:00:00.000Z',
          ends_at: '2027-01-12T18:30:00.000Z',
          meet_at: '2027-01-12T16:45:00.000Z',
          venue: { name: 'Zone pitch', address: 'Unter den Linden 1' },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const eventId = ((await created.json()) as { data: { id: number } }).data.id;

      await signIn(page, { path: `/calendar?date=2027-01-12&squad=${squadId}` });
      await expect(page.getByTestId('calendar-zone')).toHaveText(CALENDAR_SCREEN.zoneNote(ZONE, 'CET'));
      const chip = page.getByTestId('calendar-event');
      await expect(chip).toHaveCount(1);
      await expect(chip).toContainText('18:00');
      await expect(chip).not.toContainText('12:00');
      await expectNoHorizontalScroll(page);
      await shot(page, 'calendar-month');

      await page.getByRole('button', { name: CALENDAR_SCREEN.views.week }).click();
      await expect(chip).toContainText('18:00–19:30 CET');
      await expectNoHorizontalScroll(page);
      await shot(page, 'calendar-week');

      await chip.click();
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
      const facts = page.getByRole('region', { name: EVENT_SCREEN.facts.when });
      await expect(facts).toContainText('Tuesday, 12 January 2027 at 18:00 CET – 19:30');
      await expect(facts).toContainText('17:45 CET');
      await expectNoHorizontalScroll(page);
      await shot(page, 'event');
    });

    test('the academy settings choose the zone with a search, and the status page shows a trial at the academy’s time', async ({ page, request }) => {
      // The trial: Saturday 16 January 2027 at 10:00 in Berlin, 04:00 in New York.
      await setZone(request, ZONE);
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const trial = await request.post('/api/trials', {
        headers,
        data: { starts_at: '2027-01-16T09:00:00.000Z', location: unique('Zone ground'), min_age: 8, max_age: 16, capacity: 20 },
      });
      expect(trial.status(), await trial.text()).toBe(201);
      const child = await registerChild(request);
      const invited = await request.post(`/api/registrations/${child.id}/invite`, {
        headers,
        data: { trial_id: ((await trial.json()) as { data: { id: number } }).data.id },
      });
      expect(invited.status(), await invited.text()).toBe(200);
      const mail = await waitForMail(child.parent_email, /Trial session invitation/);
      expect(mail.text).toContain('Saturday, 16 January 2027 at 10:00 CET');
      const token = /\/status\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;

      await page.goto(`/status/${token}`);
      await expect(page.locator('html')).toHaveAttribute('data-time-zone', ZONE);
      await expect(page.locator('html[data-started]')).toBeAttached();
      const when = page.getByText('Saturday, 16 January 2027 at 10:00 CET').first();
      await expect(when).toBeVisible();
      await expectNoHorizontalScroll(page);
      await when.scrollIntoViewIfNeeded();
      await shot(page, 'status');

      await setZone(request, 'UTC');
      await signIn(page, { path: '/settings?section=academy' });
      const select = page.getByRole('combobox', { name: ACADEMY_SETTINGS.fields.timeZone });
      await expect(select).toHaveValue('UTC');
      await page.getByRole('searchbox', { name: TIME_ZONE_PICKER.search }).fill('berlin');
      await select.selectOption(ZONE);
      await expect(page.getByText(/^Now GMT\+01:00 in Europe\/Berlin\./)).toBeVisible();
      await page.getByRole('button', { name: ACADEMY_SETTINGS.save }).click();
      await expect(page.getByRole('status').first()).toBeVisible();
      expect(((await (await request.get('/api/academy')).json()) as { data: AcademyFacts }).data.time_zone).toBe(ZONE);
      await expect(page.getByText(TIME_ZONE_PICKER.noMatch)).toHaveCount(0);
      await page.locator('#academy-time-zone').scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
      await shot(page, 'settings');
    });
  });
}
