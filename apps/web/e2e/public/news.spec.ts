import { expect, test } from '../fixtures';
import { POST_MESSAGES, relatedPosts, type Post, type PostSummary } from '@academy/contract/post';
import { postPath } from '@academy/contract/feed-constants';
import { NEWS_PAGE_SIZE } from '@academy/contract/news-search-constants';
import { createPost, publicGet, unique } from './support';

test('/news features the newest post and lists the rest in two columns', async ({ page, request }) => {
  const posts = await publicGet<PostSummary[]>(request, '/api/posts?limit=100');
  await page.goto('/news');
  const featured = page.locator('.post-card--featured');
  await expect(featured.getByRole('heading')).toHaveText(posts[0]!.title);
  await expect(featured.getByRole('link', { name: posts[0]!.title })).toHaveAttribute('href', postPath(posts[0]!.id));
  const list = page.getByRole('list', { name: 'More news' });
  // One page of /news (docs/decisions/048): the featured post and the next ones; the cards' own items
  // (each card also lists its tags: decision 047).
  await expect(list.locator(':scope > li')).toHaveCount(Math.min(posts.length, NEWS_PAGE_SIZE) - 1);
  const columns = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  // Two columns at every width (SPEC 2: "The rest appear in a 2-column list").
  expect(columns).toBe(2);
});

test('a post shows cover, date, title, content and its related posts', async ({ page, request }) => {
  // Two posts of this test's own, whose titles share their first word: each is related to the other.
  const word = unique('Zqrelated').replace(/[^A-Za-z0-9]/g, '');
  const made = await createPost(request, { title: `${word} cup final report`, cover: true });
  const other = await createPost(request, { title: `${word} semi-final report` });
  const posts = await publicGet<PostSummary[]>(request, '/api/posts?limit=100');
  const post = await publicGet<Post>(request, `/api/posts/${made.id}`);
  await page.goto(`/news/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('.post time')).toHaveAttribute('datetime', post.created_at);
  await expect(page.locator('.post time')).toHaveText(/\d{1,2} \w+ \d{4}/);
  expect(post.cover_image).toBeTruthy();
  await expect(page.locator('.post__cover img')).toHaveAttribute('src', post.cover_image!);
  await expect(page.locator('.prose')).not.toBeEmpty();

  const expected = relatedPosts(post as unknown as PostSummary, posts);
  expect(expected.map((p) => p.id)).toContain(other.id);
  const related = page.getByRole('complementary', { name: 'Related Posts' });
  await expect(related.getByRole('link')).toHaveCount(expected.length);
  await expect(related.getByRole('link').first()).toHaveAttribute('href', `/postview/${expected[0]!.id}`);
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/postview/${expected[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.title);
});

test('/newspost shows the newest post; an unknown post shows the not-found text', async ({ page, request }) => {
  const [newest] = await publicGet<PostSummary[]>(request, '/api/posts?limit=1');
  await page.goto('/newspost');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  await page.goto('/postview/987654321');
  await expect(page.getByText(POST_MESSAGES.notFound)).toBeVisible();
});
