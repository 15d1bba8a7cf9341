import { expect, test } from '../fixtures';
import type { TrialDay } from '@academy/contract/trial-day';
import { TRIAL_DAY_TEXTS as T } from '@academy/contract/trial-day-constants';
import { adminToken, registerChild } from '../public/support';
import { newStaff, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SCORES: Record<string, Record<string, number>> = {
  Ada: { Technique: 4, Speed: 5, Attitude: 4, Teamwork: 3 },
  Ben: { Technique: 3, Speed: 3, Attitude: 5, Teamwork: 4 },
  Cy: { Technique: 2, Speed: 4, Attitude: 3, Teamwork: 5 },
};
const ATTENDANCE = { Ada: 'Present', Ben: 'Late', Cy: 'Absent' } as const;

test('a coach checks in and scores three children on a phone, one of them offline, and everything reaches the server', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const password = 'coach-password-e2e-2026';
  const email = await newStaff(request, { role: 'coach', password, name: 'Coach Pitch' });
  const tag = Date.now().toString(36);
  const created = await request.post('/api/trials', {
    headers: admin,
    data: { starts_at: new Date(Date.now() + 2 * 3600_000).toISOString(), location: `Trial day pitch ${tag}`, min_age: 10, max_age: 14, capacity: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trial = ((await created.json()) as { data: { id: number; starts_at: string; location: string } }).data;
  const ids: Record<string, number> = {};
  for (const first of Object.keys(SCORES)) {
    const child = await registerChild(request, { player_name: `${first} Trial${tag}` });
    const invited = await request.post(`/api/registrations/${child.id}/invite`, { headers: admin, data: { trial_id: trial.id } });
    expect(invited.status(), await invited.text()).toBe(200);
    ids[first] = child.id;
  }
  const users = ((await (await request.get('/api/users', { headers: admin })).json()) as { data: { id: number; email: string }[] }).data;
  const coachId = users.find((u) => u.email === email)!.id;
  const assigned = await request.put(`/api/trials/${trial.id}`, {
    headers: admin,
    data: { starts_at: trial.starts_at, location: trial.location, min_age: 10, max_age: 14, capacity: 10, coach_ids: [coachId] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await signIn(page, { path: `/trial-day/${trial.id}`, email, password });
  const status = page.getByTestId('queue-status');

  async function markAndScore(first: keyof typeof ATTENDANCE) {
    const card = page.getByTestId(`child-${ids[first]}`);
    const button = card.getByRole('button', { name: ATTENDANCE[first], exact: true });
    // Big touch targets on a phone.
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: T.scoreChild(first) }).tap();
    for (const [criterion, score] of Object.entries(SCORES[first]!)) {
      const scoreButton = card.getByRole('button', { name: T.scoreButton(criterion, score) });
      await scoreButton.tap();
      await expect(scoreButton).toHaveAttribute('aria-pressed', 'true');
    }
    await card.getByLabel(T.note).fill(`${first} did well`);
    await card.getByRole('button', { name: T.backToList }).tap();
  }

  await markAndScore('Ada');
  await expect(status).toHaveText(T.allSent);

  // The connection drops: Ben's marks wait in the browser, counted.
  await context.setOffline(true);
  await markAndScore('Ben');
  // Attendance, four scores and the note.
  await expect(status).toContainText(T.pending(6));
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('academy.trialDay.queue.')));
  expect(kept).toHaveLength(1);
  await context.setOffline(false);
  await expect(status).toHaveText(T.allSent, { timeout: 40_000 });

  await markAndScore('Cy');
  await expect(status).toHaveText(T.allSent);

  // After a reload the screen shows the server's values: everything arrived.
  await page.reload();
  for (const first of Object.keys(ATTENDANCE) as (keyof typeof ATTENDANCE)[]) {
    await expect(page.getByTestId(`child-${ids[first]}`).getByRole('button', { name: ATTENDANCE[first], exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  const day = ((await (await request.get(`/api/trials/${trial.id}/day`, { headers: admin })).json()) as { data: TrialDay }).data;
  for (const first of Object.keys(SCORES)) {
    const child = day.children.find((c) => c.registration_id === ids[first])!;
    expect(child.attendance).toBe(ATTENDANCE[first as keyof typeof ATTENDANCE].toLowerCase());
    expect(child.scores).toEqual(SCORES[first]);
    expect(child.note).toBe(`${first} did well`);
  }

  // The ranked results, keyboard: the tab is a link reached and opened with Enter.
  const results = page.getByRole('link', { name: T.results });
  await results.focus();
  await page.keyboard.press('Enter');
  const all = page.getByRole('region', { name: T.allAges });
  // Ada 4.00, Ben 3.75, Cy 3.50: first to third (on a phone each row is a card).
  await expect(all.locator('tbody tr')).toHaveText([/^1Ada.*4\.00$/, /^2Ben.*3\.75$/, /^3Cy.*3\.50$/]);
  await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
});
