import { expect, test } from '../fixtures';
import { postPath } from '@academy/contract/feed-constants';
import { NOT_FOUND } from '@academy/contract/site';
import { ALBUM_MESSAGES } from '@academy/contract/album-constants';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { PAGE_META, documentTitle } from '@academy/contract/page-meta';

for (const [what, url, detail] of [
  ['an unknown path', '/no-such-page-here', null],
  ['an unknown post', '/news/999999', POST_MESSAGES.notFound],
  ['an unknown post by its old address', '/postview/999999', POST_MESSAGES.notFound],
  ['an unknown album', '/photo/999999', ALBUM_MESSAGES.notFound],
] as const) {
  test(`${what} answers 404 with the not-found screen`, async ({ page }) => {
    const res = await page.goto(url);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.title);
    await expect(page.getByRole('link', { name: NOT_FOUND.back })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(PAGE_META.notFound.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // A post or album address also says what was missing; an unknown path has nothing to name.
    await expect(page.locator('.not-found__detail')).toHaveText(detail === null ? [] : [detail]);
  });
}

test("a post's title in the tab is the one its HTML gives a link preview, before and after the app starts", async ({ page, request }) => {
  const posts = (await (await request.get('/api/posts?limit=1')).json()) as { data: { id: number; title: string }[] };
  const post = posts.data[0]!;
  const html = await (await request.get(`/news/${post.id}`)).text();
  const ogTitle = html.match(/<meta property="og:title" content="([^"]*)">/)?.[1];
  expect(ogTitle).toBeTruthy();
  await page.goto(`/news/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(documentTitle(post.title));
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(post.title);
  // The description the app keeps is the one the link preview shows (the post's first paragraph), and only one.
  const ogDescription = await page.locator('meta[property="og:description"]').getAttribute('content');
  expect(ogDescription).toBeTruthy();
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ogDescription!);
  // /news/{id} is the canonical address (SPEC 2).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${postPath(post.id)}$`));
  // A client navigation keeps the canonical link right.
  await page.getByRole('link', { name: 'All news' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle(documentTitle(PAGE_META.news.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news$/);
});
