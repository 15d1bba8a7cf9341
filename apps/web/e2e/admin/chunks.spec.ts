import { expect, test } from '../fixtures';

// DESIGN.md: admin screens are lazy-loaded, so a visitor never downloads the editor or admin code.
test('a public visitor never downloads the editor or any admin screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/news', '/gallery', '/team', '/album/1', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  const admin = scripts.filter((s) =>
    /post-editor|quill|dashboard-page|dashboard-charts|album-photos-page|all-posts|media-upload|team-form|settings-page|messages-page/.test(s),
  );
  expect(admin).toEqual([]);
});

test('the editor chunk arrives only when the administrator opens the editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const { signIn } = await import('./helpers');
  await signIn(page);
  expect(scripts.some((s) => s.includes('post-editor'))).toBe(false);
  await page.goto('/post');
  await expect(page.locator('.ql-editor')).toBeVisible();
  expect(scripts.some((s) => s.includes('post-editor'))).toBe(true);
});
