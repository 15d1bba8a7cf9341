import { expect, test } from '../fixtures';
import { groupTeam, type TeamMember } from '@academy/contract/team';
import { png } from '../admin/helpers';
import { adminToken, open, publicGet, unique } from './support';

test('team sections follow groupTeam, jump buttons scroll, partners shown', async ({ page, request }) => {
  // A player of this test's own (an adult: shown by full name), with a number on the card.
  const name = unique('Zqplayer');
  const added = await request.post('/api/team', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: { name, role: 'forward', jersey_number: '77', is_minor: 'false', photo_consent: 'true', image: png('player.png') },
  });
  expect(added.status(), await added.text()).toBe(201);
  const members = await publicGet<TeamMember[]>(request, '/api/team?limit=100');
  const groups = groupTeam(members).filter((g) => g.members.length > 0);
  await open(page, '/team');
  const jump = page.getByRole('navigation', { name: 'Jump to a group' });
  await expect(jump.getByRole('button')).toHaveCount(groups.length);
  for (const g of groups) await expect(page.getByRole('heading', { level: 2, name: g.title })).toBeVisible();

  const last = groups[groups.length - 1]!;
  await jump.getByRole('button', { name: new RegExp(last.title) }).click();
  await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();

  await expect(
    page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name }) })
      .getByLabel('Jersey number 77'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img')).toHaveCount(5);
});

test('about page: the play overlay starts the video', async ({ page }) => {
  await open(page, '/about');
  const play = page.getByRole('button', { name: /^Play video:/ });
  await play.click();
  await expect(page.locator('.about-video-wrap').locator('iframe, video')).toBeVisible();
});
