import { expect, test } from '@playwright/test';
import type { Album } from '@academy/contract/album';
import type { PostSummary } from '@academy/contract/post';
import { publicGet } from './support';

/**
 * A public page arrives with its first data in the HTML (docs/decisions/009): the browser shows the
 * content without asking the API, never shows a loading state, and fetches the page's largest
 * picture from the HTML's preload.
 */
for (const target of ['post', 'album'] as const) {
  test(`the ${target} page renders from the data in its HTML, without a loading state or an API request`, async ({ page, request }) => {
    const url =
      target === 'post'
        ? `/news/${(await publicGet<PostSummary[]>(request, '/api/posts?limit=1'))[0]!.id}`
        : `/photo/${(await publicGet<Album[]>(request, '/api/public/albums?limit=1'))[0]!.id}`;
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    // Record every loading indicator the page ever shows, from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.page-loading, [data-testid="loading"]')) seen.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
  });
}

test('the page preloads its largest picture, and the picture shown is the one preloaded', async ({ page, request }) => {
  const [album] = await publicGet<Album[]>(request, '/api/public/albums?limit=1');
  await page.goto(`/photo/${album!.id}`);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const first = page.locator('.masonry__item img').first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('srcset')).toBe(await preload.getAttribute('imagesrcset'));
  expect(await first.getAttribute('sizes')).toBe(await preload.getAttribute('imagesizes'));
});
