import { expect, test, type APIRequestContext } from '../fixtures';
import { ATTENDANCE_TEXTS, type EventAttendance } from '@academy/contract/attendance';
import { AVAILABILITY_MESSAGES, FAMILY_EVENTS, type FamilyCalendar } from '@academy/contract/availability';
import { OUTCOME_LABELS, type PublicMatch } from '@academy/contract/results';
import { TRIAL_DAY_TEXTS } from '@academy/contract/trial-day-constants';
import type { Squad } from '@academy/contract/squad';
import { inbox, linkIn, recipients, waitForMail } from '../mail';
import { newStaff, signIn } from '../admin/helpers';
import { adminToken, expectNoHorizontalScroll, registerChild, unique } from '../public/support';

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
  return { id: child.id, email: child.parent_email, statusToken };
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
 * The season's path (decisions 038–042): a weekly training and a match for a squad with two
 * enrolled children; the first family reads its private feed, answers "no" from the reminder mail's
 * link (one click on the page, never on opening it); the match is moved: each family gets one
 * "Changed" mail, the reminder goes only to the family that has not answered, and the feed shows
 * the new time under the same UID with the family's answer. Then a match played: the squad's coach
 * marks attendance on the phone, offline and back online, and its result entered under the age
 * group's policy "outcome" shows no score anywhere public.
 */
test("the season: families answer from the reminder's link, a moved match reaches each family once and the feed under the same UID, the coach marks attendance offline, an 'outcome' result shows no score in public", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = unique('season').split('-').slice(1).join('').replace(/\W/g, '');
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const coachPassword = 'coach-password-season-2026';
  const coachEmail = await newStaff(request, { role: 'coach', password: coachPassword, name: 'Coach Season' });
  const users = ((await (await request.get('/api/users', { headers: auth })).json()) as { data: { id: number; email: string }[] }).data;
  const coachId = users.find((u) => u.email === coachEmail)!.id;
  // Ages 10 to 15: the age group U15, whose results policy this test sets (no other test or seed uses it).
  const created = await request.post('/api/squads', {
    headers: auth,
    data: { name: `U15 ${tag}`, season: '2026/27', min_age: 10, max_age: 15, capacity: 6, coach_ids: [coachId] },
  });
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

  // A match played half an hour ago: the coach marks who came, on the phone, with the connection dropping.
  const playedStart = Date.now() - 30 * 60_000;
  const playedRes = await request.post(`/api/squads/${squad.id}/events`, {
    headers: auth,
    data: {
      kind: 'match',
      starts_at: new Date(playedStart).toISOString(),
      ends_at: new Date(playedStart + 2 * HOUR).toISOString(),
      venue: { name: 'Hilltop ground', address: '9 Hill Road' },
      opponent: `Hilltop ${tag}`,
      home_away: 'away',
    },
  });
  expect(playedRes.status(), await playedRes.text()).toBe(201);
  const played = ((await playedRes.json()) as { data: { id: number } }).data.id;
  await signIn(page, { path: '/trial-day', email: coachEmail, password: coachPassword });
  await page.goto(`/attendance/${played}`);
  const queue = page.getByTestId('queue-status');
  const ayo = page.getByTestId(`mark-${answering.id}`);
  const kofi = page.getByTestId(`mark-${quiet.id}`);
  await expect(ayo).toBeVisible();
  await page.context().setOffline(true);
  await ayo.tap();
  await kofi.tap();
  await expect(ayo).toHaveAttribute('data-state', 'present');
  await expect(kofi).toHaveAttribute('data-state', 'present');
  await expect(queue).toContainText(TRIAL_DAY_TEXTS.pending(2));
  await expect(page.getByTestId('attendance-count')).toContainText(ATTENDANCE_TEXTS.count(2, 2));
  await page.context().setOffline(false);
  await expect(queue).toHaveText(TRIAL_DAY_TEXTS.allSent, { timeout: 40_000 });
  const marks = ((await (await request.get(`/api/events/${played}/attendance`, { headers: auth })).json()) as { data: EventAttendance }).data;
  expect(marks.players.map((p) => [p.registration_id, p.attended])).toEqual([
    [answering.id, true],
    [quiet.id, true],
  ]);

  // The academy publishes outcomes only for U15; the result is entered with a scorer: no score anywhere public.
  const facts = (await (await request.get('/api/academy')).json()).data;
  const policy = await request.put('/api/academy', { headers: auth, data: { ...facts, results_policy: { ...facts.results_policy, U15: 'outcome' } } });
  expect(policy.status(), await policy.text()).toBe(200);
  const result = await request.put(`/api/events/${played}/result`, {
    headers: auth,
    data: { goals_for: 5, goals_against: 4, scorers: [{ registration_id: answering.id, goals: 2 }] },
  });
  expect(result.status(), await result.text()).toBe(200);
  const score = /(?<![\w-])(5\s*[-–—:]\s*4|4\s*[-–—:]\s*5)(?![\w-])/;
  const answer = (await (await request.get(`/api/public/matches/${played}`)).json()).data as PublicMatch;
  expect(answer).toMatchObject({ policy: 'outcome', outcome: 'won' });
  expect(answer).not.toHaveProperty('score');
  for (const url of [`/api/public/matches/${played}`, `/api/public/results?squad=${squad.id}`, `/matches/${played}`, '/results', '/rss.xml', '/sitemap.xml']) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toMatch(score);
    // This match's own answers carry no numbers and name no scorer.
    if (url.startsWith('/api/')) expect(body, url).not.toMatch(/"goals_(for|against)"|"scorers"/);
  }
  await page.goto(`/matches/${played}`);
  await expect(page.locator('html')).toHaveAttribute('data-started');
  await expect(page.getByText(OUTCOME_LABELS.won, { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(score);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(ld).toContain('SportsEvent');
  expect(ld).not.toMatch(score);
});

test('a family whose calendar address was shared gets a new one from its status page: the old one stops at once', async ({ page, request }) => {
  const tag = unique('feed').split('-').slice(1).join('').replace(/\W/g, '');
  const token = await adminToken(request);
  const created = await request.post('/api/squads', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `U16 ${tag}`, season: '2026/27', min_age: 10, max_age: 16, capacity: 4 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const family = await enrolled(request, token, ((await created.json()) as { data: Squad }).data.id, `Esi${tag} Owusu`);

  await page.goto(`/status/${family.statusToken}`);
  const events = page.getByTestId('family-events');
  const oldUrl = (await events.locator('code').textContent())!;
  expect((await request.get(new URL(oldUrl).pathname)).status()).toBe(200);
  await events.getByRole('button', { name: FAMILY_EVENTS.newAddress }).click();
  const dialog = page.getByRole('dialog', { name: FAMILY_EVENTS.newAddressTitle });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('new-calendar-address-dialog.png') });
  await dialog.getByRole('button', { name: FAMILY_EVENTS.newAddressYes }).click();
  await expect(events.getByRole('status')).toHaveText(FAMILY_EVENTS.newAddressDone);
  await expect(events.locator('code')).not.toHaveText(oldUrl);
  const newUrl = (await events.locator('code').textContent())!;
  await expect(events.getByRole('link', { name: FAMILY_EVENTS.addToCalendar })).toHaveAttribute('href', newUrl.replace(/^https?:/, 'webcal:'));
  expect((await request.get(new URL(oldUrl).pathname)).status()).toBe(404);
  expect((await request.get(new URL(newUrl).pathname)).status()).toBe(200);
  await expectNoHorizontalScroll(page);
});
