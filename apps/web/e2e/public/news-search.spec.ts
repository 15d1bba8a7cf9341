import { expect, test } from '../fixtures';
import { postAliasPath, postPath } from '@academy/contract/feed-constants';
import { NEWS_PAGE_SIZE, NEWS_SEARCH } from '@academy/contract/news-search-constants';
import type { PostSummary } from '@academy/contract/post';
import { createPost, unique } from './support';

/** Search, pages and readable addresses of /news (docs/decisions/048), in Chromium. */

test('searching /news finds a post by a word in its body and opens it at its readable address', async ({ page, request }) => {
  const word = unique('Xylophonic').replace(/[^A-Za-z]/g, '');
  const post = await createPost(request, { title: 'Band practice after training', content: `<p>The squad heard a ${word} concert.</p>` });
  await page.goto('/news');
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.getByRole('searchbox', { name: NEWS_SEARCH.label }).fill(word);
  await page.getByRole('button', { name: NEWS_SEARCH.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?q=${word}$`));
  await expect(page.getByText(NEWS_SEARCH.results(1, word))).toBeVisible();
  const card = page.locator('.post-card--featured');
  await expect(card.getByRole('heading')).toHaveText(post.title);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${postPath(post.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box is a plain form: the server renders the results and the empty state', async ({ page, request }) => {
    const word = unique('Quasarly').replace(/[^A-Za-z]/g, '');
    const post = await createPost(request, { title: `Stargazing night ${word}` });
    await page.goto('/news');
    await page.getByRole('searchbox', { name: NEWS_SEARCH.label }).fill(word);
    await page.getByRole('searchbox', { name: NEWS_SEARCH.label }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/news\\?q=${word}$`));
    await expect(page.locator('.post-card--featured').getByRole('heading')).toHaveText(post.title);
    await expect(page.getByRole('searchbox', { name: NEWS_SEARCH.label })).toHaveValue(word);
    await page.goto('/news?q=zzqqxxnothing');
    await expect(page.getByText(NEWS_SEARCH.noMatch('zzqqxxnothing'))).toBeVisible();
  });
});

test('paging to page 2 and back: each page its own address', async ({ page, request }) => {
  // Enough posts for two pages whatever the seed holds.
  const first = (await (await request.get(`/api/posts?limit=1`)).json()) as { total: number };
  for (let i = first.total; i <= NEWS_PAGE_SIZE; i++) await createPost(request, { title: unique('Paging filler') });
  const pageOne = ((await (await request.get(`/api/posts?limit=${NEWS_PAGE_SIZE}`)).json()) as { data: PostSummary[] }).data;
  const pageTwo = ((await (await request.get(`/api/posts?limit=${NEWS_PAGE_SIZE}&page=2`)).json()) as { data: PostSummary[] }).data;
  await page.goto('/news');
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(page.locator('.post-card--featured').getByRole('heading')).toHaveText(pageOne[0]!.title);
  await page.getByRole('link', { name: NEWS_SEARCH.older }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.locator('.post-card--featured').getByRole('heading')).toHaveText(pageTwo[0]!.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\?page=2$/);
  await page.getByRole('link', { name: NEWS_SEARCH.newer }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('.post-card--featured').getByRole('heading')).toHaveText(pageOne[0]!.title);
  // The browser's back button returns to page 2.
  await page.goBack();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.locator('.post-card--featured').getByRole('heading')).toHaveText(pageTwo[0]!.title);
});

test('/news/{id} and /postview/{id} name /news/{id} as canonical; the readable /news/{id}-{slug} is an alias sent there', async ({ page, request }) => {
  const post = await createPost(request, { title: unique('Readable address check') });
  const address = postPath(post.id);
  expect(address).toBe(`/news/${post.id}`);
  for (const url of [address, `/postview/${post.id}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address}$`));
    // Still after the app has started (it keeps the head's canonical link).
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address}$`));
  }
  const alias = postAliasPath(post.id, post.title);
  expect(alias).toMatch(new RegExp(`^/news/${post.id}-readable-address-check`));
  for (const url of [alias, `/news/${post.id}-an-old-title`]) {
    const res = await page.goto(url);
    expect(res?.request().redirectedFrom()?.url(), url).toMatch(new RegExp(`${url}$`));
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  }
});
