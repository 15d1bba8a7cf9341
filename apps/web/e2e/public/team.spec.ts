import { expect, test } from '@playwright/test';
import { groupTeam, type TeamMember } from '@academy/contract/team';
import { publicGet } from './support';

test('team sections follow groupTeam, jump buttons scroll, partners shown', async ({ page, request }) => {
  const members = await publicGet<TeamMember[]>(request, '/api/team?limit=100');
  const groups = groupTeam(members).filter((g) => g.members.length > 0);
  await page.goto('/team');
  const jump = page.getByRole('navigation', { name: 'Jump to a group' });
  await expect(jump.getByRole('button')).toHaveCount(groups.length);
  for (const g of groups) await expect(page.getByRole('heading', { level: 2, name: g.title })).toBeVisible();

  const last = groups[groups.length - 1]!;
  await jump.getByRole('button', { name: new RegExp(last.title) }).click();
  await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();

  const player = members.find((m) => m.jersey_number !== null && !m.role.includes('coach'));
  if (player) await expect(page.getByLabel(`Jersey number ${player.jersey_number}`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img')).toHaveCount(5);
});

test('about page: the play overlay starts the video', async ({ page }) => {
  await page.goto('/about');
  const play = page.getByRole('button', { name: /^Play video:/ });
  await play.click();
  await expect(page.locator('.about-video-wrap').locator('iframe, video')).toBeVisible();
});
