import { AUTH_STORAGE_KEYS } from '@academy/contract/auth';
import { adminDocumentTitle, adminScreenTitle } from '@academy/contract/admin-screens';
import { expect, test } from '../fixtures';
import { signIn } from './helpers';
import { framedScreenAddresses, titleOf } from './screens';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every admin screen of the registry names itself in the browser tab: "<screen> — Admin — Future Stars Football Academy". */
test('every admin screen sets its own document title', async ({ page, request }) => {
  test.setTimeout(120_000);
  const screens = await framedScreenAddresses(request);
  await signIn(page);
  expect(adminDocumentTitle(titleOf('enrollments'))).toBe('Enrollments — Admin — Future Stars Football Academy');
  for (const { screen, url } of screens) {
    const title = adminDocumentTitle(adminScreenTitle(screen));
    await page.goto(url);
    // A screen of one record puts the record's name first once it has loaded.
    await expect(page, url).toHaveTitle(screen.path.includes(':') ? new RegExp(`(^|— )${escape(title)}$`) : title);
  }
  // Moving through the sidebar changes the title without a reload.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /Messages/ })
    .click();
  await expect(page).toHaveTitle(adminDocumentTitle(titleOf('messages')));
});

test('detail screens put the record first: album, post, team member, trial', async ({ page }) => {
  await signIn(page);
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEYS.token);
  const auth = { Authorization: `Bearer ${token}` };

  await page.goto('/album/1');
  // textContent, not innerText: the visitor's server-rendered view of this address (shown until the
  // admin view replaces it) writes the heading in capitals with CSS, which innerText reports.
  const albumName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(albumName).not.toBe('');
  await expect(page).toHaveTitle(adminDocumentTitle(titleOf('album'), albumName));

  const [post] = ((await (await page.request.get('/api/news?limit=1')).json()) as { data: { id: number; title: string }[] }).data;
  await page.goto(`/editpost/${post!.id}`);
  await expect(page).toHaveTitle(adminDocumentTitle(titleOf('editPost'), post!.title));

  const [member] = ((await (await page.request.get('/api/team?limit=1')).json()) as { data: { id: number; name: string }[] }).data;
  await page.goto(`/addteam?id=${member!.id}`);
  await expect(page).toHaveTitle(adminDocumentTitle(titleOf('teamMember', `?id=${member!.id}`), member!.name));

  // A trial of its own (far ahead, cancelled at the end), so the test does not depend on the seed's sessions.
  const starts = new Date(Date.now() + 300 * 86_400_000);
  starts.setUTCHours(15, 0, 0, 0);
  const created = await page.request.post('/api/trials', {
    headers: auth,
    data: { starts_at: starts.toISOString(), location: 'Title test pitch', capacity: 10, min_age: 10, max_age: 14 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trialId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/trials/${trialId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect(page).toHaveTitle(adminDocumentTitle(titleOf('trial'), heading));
  // Leaving a detail screen drops the record's name.
  await page.getByRole('link', { name: 'Trials', exact: true }).click();
  await expect(page).toHaveTitle(adminDocumentTitle(titleOf('trials')));
  await page.request.delete(`/api/trials/${trialId}`, { headers: auth });
});
