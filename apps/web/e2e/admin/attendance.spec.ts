import { expect, test, type APIRequestContext } from '../fixtures';
import { ANNOUNCEMENT_TEXTS } from '@academy/contract/announcement';
import { ATTENDANCE_TEXTS as T, type EventAttendance } from '@academy/contract/attendance';
import { TRIAL_DAY_TEXTS } from '@academy/contract/trial-day-constants';
import { inbox, linkIn, recipients, waitForMail } from '../mail';
import { adminToken, registerChild, registrationFromAnswer } from '../public/support';
import { newStaff, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const season = '2026/27';
type Headers = Record<string, string>;

async function squadOf(request: APIRequestContext, admin: Headers, name: string, coachIds: number[] = []): Promise<number> {
  const res = await request.post('/api/squads', { headers: admin, data: { name, season, min_age: 10, max_age: 14, capacity: 10, coach_ids: coachIds } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Enrolls the child the way a family gets there: an offer, accepted from the mail's link. */
async function enroll(request: APIRequestContext, admin: Headers, child: { id: number; parent_email: string }, squadId: number, playerName: string) {
  const offered = await request.post(`/api/registrations/${child.id}/offer`, {
    headers: admin,
    data: { squad_id: squadId, respond_by: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const mail = await waitForMail(child.parent_email, new RegExp(`^A place in .* for ${playerName}`));
  const token = /\/status\/([^/?#]+)/.exec(linkIn(mail, 'Accept the place'))![1]!;
  const accepted = await request.post(`/api/public/status/${token}/respond`, { data: { answer: 'accept_offer' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test('the coach marks attendance on a phone, offline and back online, and every mark is on the server', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const password = 'coach-password-e2e-2026';
  const email = await newStaff(request, { role: 'coach', password, name: 'Coach Attendance' });
  const users = ((await (await request.get('/api/users', { headers: admin })).json()) as { data: { id: number; email: string }[] }).data;
  const tag = Date.now().toString(36);
  const squadId = await squadOf(request, admin, `U12 Attend ${tag}`, [users.find((u) => u.email === email)!.id]);
  const names = [`Ada${tag} Kato`, `Ben${tag} Okello`];
  const ids: number[] = [];
  for (const name of names) {
    const child = await registerChild(request, { player_name: name });
    await enroll(request, admin, child, squadId, name);
    ids.push(child.id);
  }
  const start = Date.now() - 5 * 60_000;
  const created = await request.post(`/api/squads/${squadId}/events`, {
    headers: admin,
    data: {
      kind: 'training',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 90 * 60_000).toISOString(),
      venue: { name: 'Pitch 2', address: 'Plot 12' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { data: { id: number } }).data.id;

  // The coach lands on their screen and opens the training from "Today and next".
  await signIn(page, { path: '/trial-day', email, password });
  const next = page.getByTestId('coach-events');
  await next.getByRole('link', { name: T.takeAttendance }).first().tap();
  await expect(page).toHaveURL(new RegExp(`/attendance/${eventId}$`));
  const status = page.getByTestId('queue-status');
  const ada = page.getByTestId(`mark-${ids[0]}`);
  const ben = page.getByTestId(`mark-${ids[1]}`);
  expect((await ada.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await ada.tap();
  await expect(ada).toHaveAttribute('data-state', 'present');
  await expect(status).toHaveText(TRIAL_DAY_TEXTS.allSent);

  // The connection drops: Ben is marked present and Ada changed to absent, both waiting on the phone.
  await context.setOffline(true);
  await ben.tap();
  await ada.tap();
  await expect(ada).toHaveAttribute('data-state', 'absent');
  await expect(ben).toHaveAttribute('data-state', 'present');
  await expect(status).toContainText(TRIAL_DAY_TEXTS.pending(2));
  await expect(page.getByTestId('attendance-count')).toContainText(T.count(1, 2));
  await context.setOffline(false);
  await expect(status).toHaveText(TRIAL_DAY_TEXTS.allSent, { timeout: 40_000 });

  const stored = ((await (await request.get(`/api/events/${eventId}/attendance`, { headers: admin })).json()) as { data: EventAttendance }).data;
  expect(stored.players.map((p) => [p.registration_id, p.attended])).toEqual([
    [ids[0], false],
    [ids[1], true],
  ]);
  // After a reload the screen shows the server's marks.
  await page.reload();
  await expect(ada).toHaveAttribute('data-state', 'absent');
  await expect(ben).toHaveAttribute('data-state', 'present');
  await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
});

test('an announcement to two squads reaches a family with a child in each once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const tag = Date.now().toString(36);
  const first = await squadOf(request, admin, `U11 News ${tag}`);
  const second = await squadOf(request, admin, `U13 News ${tag}`);
  const siblingsEmail = `siblings-${tag}@example.com`;
  const sibling = async (name: string) => {
    const res = await request.post('/api/registrations', {
      data: {
        parent_name: 'Sibling Parent',
        parent_email: siblingsEmail,
        contact_phone: '+233 20 555 0101',
        residence: 'Accra',
        player_name: name,
        player_age: 12,
        years_playing: '4+',
        current_school: 'Riverside Primary',
        data_consent: true,
        photo_consent: 'yes',
        uniform_size: 'Medium',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return registrationFromAnswer(request, ((await res.json()) as { data: Parameters<typeof registrationFromAnswer>[1] }).data);
  };
  const older = await sibling(`Older${tag} Mensah`);
  const younger = await sibling(`Younger${tag} Mensah`);
  const other = await registerChild(request, { player_name: `Other${tag} Boateng` });
  await enroll(request, admin, older, first, `Older${tag} Mensah`);
  await enroll(request, admin, younger, second, `Younger${tag} Mensah`);
  await enroll(request, admin, other, second, `Other${tag} Boateng`);

  await signIn(page, { path: '/announcements' });
  await page.getByLabel(new RegExp(`^U11 News ${tag}`)).check();
  await page.getByLabel(new RegExp(`^U13 News ${tag}`)).check();
  await expect(page.getByTestId('announcement-families')).toHaveText(ANNOUNCEMENT_TEXTS.families(2));
  const subject = `Training cancelled ${tag}`;
  await page.getByLabel(ANNOUNCEMENT_TEXTS.subject).fill(subject);
  await page.getByLabel(ANNOUNCEMENT_TEXTS.body).fill('The pitch is flooded.\n\nSee you on Saturday.');
  await page.getByRole('button', { name: ANNOUNCEMENT_TEXTS.send }).tap();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(ANNOUNCEMENT_TEXTS.confirmBody(2));
  await dialog.getByRole('button', { name: ANNOUNCEMENT_TEXTS.send }).tap();
  await expect(page.getByText(ANNOUNCEMENT_TEXTS.sent(2))).toBeVisible();

  const mail = await waitForMail(siblingsEmail, new RegExp(`${subject}$`));
  expect(mail.text).toContain(`Older${tag} Mensah and Younger${tag} Mensah`);
  await waitForMail(other.parent_email, new RegExp(`${subject}$`));
  const all = (await inbox()).filter((m) => (m.subject ?? '').endsWith(subject));
  expect(all.map((m) => recipients(m)[0]).sort()).toEqual([other.parent_email.toLowerCase(), siblingsEmail].sort());
});
