import { expect, test, type APIRequestContext } from '../fixtures';
import { AVAILABILITY_MESSAGES, FAMILY_EVENTS, type FamilyCalendar } from '@academy/contract/availability';
import type { Squad } from '@academy/contract/squad';
import { inbox, linkIn, recipients, waitForMail } from '../mail';
import { adminToken, registerChild, unique } from '../public/support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const HOUR = 3600 * 1000;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / HOUR) * HOUR);

/** A child offered a place in the squad and accepted from the offer mail's link; its parent's address and status token. */
async function enrolled(request: APIRequestContext, token: string, squadId: number, player: string) {
  const child = await registerChild(request, { player_name: player });
  const offered = await request.post(`/api/registrations/${child.id}/offer`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { squad_id: squadId, respond_by: at(72 * HOUR).toISOString() },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const statusToken = new URL(linkIn(await waitForMail(child.parent_email, /^A place in/), 'Accept the place')).pathname.split('/').pop()!;
  const accepted = await request.post(`/api/public/status/${statusToken}/respond`, { data: { answer: 'accept_offer' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email: child.parent_email, statusToken };
}

/** The VEVENT of the feed whose summary names `opponent`: its UID, start (as written) and summary. */
function entryOf(ics: string, opponent: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const block = unfolded.split('BEGIN:VEVENT').find((b) => b.includes(opponent));
  expect(block, `an entry for ${opponent}`).toBeTruthy();
  const field = (name: string) => block!.match(new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, 'm'))?.[1]?.trim() ?? '';
  return { uid: field('UID'), start: field('DTSTART'), summary: field('SUMMARY').replace(/\\,/g, ',') };
}
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The season's availability path (decision 040): a weekly training and a match for a squad with two
 * enrolled children; the first family reads its private feed, answers "no" from the reminder mail's
 * link (one click on the page, never on opening it); the match is moved: each family gets one
 * "Changed" mail, the reminder goes only to the family that has not answered, and the feed shows
 * the new time under the same UID with the family's answer.
 */
test("families answer from the reminder's link, and a moved match reaches each family once and the feed under the same UID", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = unique('season').split('-').slice(1).join('').replace(/\W/g, '');
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/squads', { headers: auth, data: { name: `U12 ${tag}`, season: '2026/27', min_age: 10, max_age: 14, capacity: 6 } });
  expect(created.status(), await created.text()).toBe(201);
  const squad = ((await created.json()) as { data: Squad }).data;
  const answering = await enrolled(request, token, squad.id, `Ayo${tag} Mensah`);
  const quiet = await enrolled(request, token, squad.id, `Kofi${tag} Asante`);

  const trainingStart = at(8 * 24 * HOUR);
  const training = await request.post(`/api/squads/${squad.id}/events`, {
    headers: auth,
    data: {
      kind: 'training',
      starts_at: trainingStart.toISOString(),
      ends_at: new Date(trainingStart.getTime() + 90 * 60_000).toISOString(),
      venue: { name: 'Main pitch', address: 'Plot 12, Kampala Road' },
      recurrence: { weekly_until: new Date(trainingStart.getTime() + 21 * 24 * HOUR).toISOString().slice(0, 10) },
    },
  });
  expect(training.status(), await training.text()).toBe(201);
  // Five days ahead: the six-day reminder is already past, so one goes to each family at once.
  const kickOff = at(5 * 24 * HOUR);
  const opponent = `Lakeside ${tag}`;
  const match = await request.post(`/api/squads/${squad.id}/events`, {
    headers: auth,
    data: {
      kind: 'match',
      starts_at: kickOff.toISOString(),
      ends_at: new Date(kickOff.getTime() + 2 * HOUR).toISOString(),
      venue: { name: 'Lakeside ground', address: '4 Lake Road' },
      opponent,
    },
  });
  expect(match.status(), await match.text()).toBe(201);
  const matchId = ((await match.json()) as { data: { id: number } }).data.id;

  // The family subscribes: its private feed, at its own address, lists the match and the trainings.
  const statusRes = await request.get(`/api/public/status/${answering.statusToken}`);
  expect(statusRes.status(), await statusRes.text()).toBe(200);
  const status = (await statusRes.json()) as { data: { calendar: FamilyCalendar } };
  expect(status.data.calendar.webcal_url).toMatch(/^webcal:\/\//);
  const feedPath = new URL(status.data.calendar.feed_url).pathname;
  const readFeed = async () => {
    const res = await request.get(feedPath);
    expect(res.status()).toBe(200);
    return res.text();
  };
  const first = await readFeed();
  const before = entryOf(first, opponent);
  expect(before.start).toContain(icsTime(kickOff));
  expect(first.match(/BEGIN:VEVENT/g)!.length).toBe(5);

  // The reminder's link opens the page at the match; opening it answers nothing, one click does.
  const reminder = await waitForMail(answering.email, /^Can .* come\?/);
  await page.goto(linkIn(reminder, 'Answer'));
  const item = page.locator(`#event-${matchId}`);
  await expect(item).toHaveAttribute('data-targeted', 'true');
  await expect(item.getByText(FAMILY_EVENTS.notAnswered)).toBeVisible();
  await item.getByRole('button', { name: FAMILY_EVENTS.buttons.no }).click();
  await expect(item.getByText(AVAILABILITY_MESSAGES.saved)).toBeVisible();
  await expect(item.getByText(FAMILY_EVENTS.yourAnswer("Can't come"))).toBeVisible();
  await waitForMail(quiet.email, /^Can .* come\?/);

  // The match moves to 20 hours ahead: both reminder times are past, one more goes at once, to the quiet family only.
  const moved = at(20 * HOUR);
  const put = await request.put(`/api/events/${matchId}`, {
    headers: auth,
    data: { starts_at: moved.toISOString(), ends_at: new Date(moved.getTime() + 2 * HOUR).toISOString() },
  });
  expect(put.status(), await put.text()).toBe(200);
  await waitForMail(answering.email, /^Changed: /);
  await waitForMail(quiet.email, /^Changed: /);
  const count = async (to: string, subject: RegExp) =>
    (await inbox()).filter((m) => recipients(m).includes(to.toLowerCase()) && subject.test(m.subject ?? '')).length;
  await expect.poll(() => count(quiet.email, /^Can .* come\?/), { timeout: 30_000 }).toBe(2);
  // Each family's mail arrived once; the answering family got no second reminder.
  expect(await count(answering.email, /^Changed: /)).toBe(1);
  expect(await count(quiet.email, /^Changed: /)).toBe(1);
  expect(await count(answering.email, /^Can .* come\?/)).toBe(1);

  const after = entryOf(await readFeed(), opponent);
  expect(after.uid).toBe(before.uid);
  expect(after.start).toContain(icsTime(moved));
  expect(after.summary).toContain("Can't come");
});
