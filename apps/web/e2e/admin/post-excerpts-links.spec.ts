import { expect, test, type APIRequestContext } from '../fixtures';
import type { Post, PostSummary } from '@academy/contract/post';
import { adminToken, publicGet } from '../public/support';
import { signIn, unique } from './helpers';

/** What the editor (Quill) writes: every link with target="_blank", whether it leaves the site or not. */
const CONTENT = [
  '<h2>Trials report</h2>',
  '<p>Registration opens <strong>from 1 December</strong>. See the <a href="/register" rel="noopener noreferrer" target="_blank">registration page</a>.</p>',
  '<ul><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Boots&nbsp;&amp; shin guards</li></ul>',
  '<p>Read the <a href="https://www.fifa.com/" rel="noopener noreferrer" target="_blank">FIFA grassroots programme</a>.</p>',
].join('');
const EXCERPT = 'Trials report. Registration opens from 1 December. See the registration page. Boots & shin guards. Read the FIFA grassroots programme.';

async function createPost(request: APIRequestContext, title: string): Promise<Post> {
  const res = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: { title, content: CONTENT, published: 'true' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

async function deletePost(request: APIRequestContext, id: number) {
  const res = await request.delete(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok()).toBeTruthy();
}

test.describe('a post written in the editor', () => {
  let post: Post;
  test.beforeAll(async ({ request }) => {
    post = await createPost(request, unique('Excerpt check'));
  });
  test.afterAll(async ({ request }) => {
    await deletePost(request, post.id);
  });

  test('its excerpt spaces blocks and keeps inline elements glued on /news, the home page and /allposts', async ({ page, request }) => {
    expect(post.excerpt).toBe(EXCERPT);
    // Another worker may have published a post since: this one is among the newest, with its excerpt.
    const listed = (await publicGet<PostSummary[]>(request, '/api/posts?limit=10')).find((p) => p.id === post.id);
    expect(listed).toMatchObject({ id: post.id, excerpt: EXCERPT });

    await page.goto('/news');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title }) });
    await expect(card).toContainText(EXCERPT);

    await page.goto('/');
    const news = page.getByRole('region', { name: 'Breaking News' });
    await expect(news.getByRole('listitem').filter({ hasText: post.title })).toContainText(EXCERPT);

    await signIn(page, { path: '/allposts' });
    await expect(page.getByRole('listitem').filter({ hasText: post.title })).toContainText(EXCERPT);
  });

  test('a seeded post reads "Match report. The pitch was soft" in its excerpt', async ({ page, request }) => {
    const posts = await publicGet<PostSummary[]>(request, '/api/posts?limit=100');
    const report = posts.find((p) => p.title.startsWith('Under-12 league'));
    expect(report?.excerpt).toContain('in heavy rain. Match report. The pitch was soft');
    await page.goto('/news');
    await expect(page.getByText(/in heavy rain\. Match report\. The pitch was soft/)).toBeVisible();
  });

  test('its link to /register opens in the same tab, through the router; the external link opens a new tab', async ({ page, context }) => {
    await page.goto(`/news/${post.id}`);
    const internal = page.locator('.prose').getByRole('link', { name: 'registration page' });
    await expect(internal).toHaveAttribute('href', '/register');
    await expect(internal).not.toHaveAttribute('target', /.*/);
    const external = page.locator('.prose').getByRole('link', { name: 'FIFA grassroots programme' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    // A full page load would lose this mark; the router keeps the document.
    await page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
    const pages = context.pages().length;
    await internal.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(context.pages()).toHaveLength(pages);
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark)).toBe(1);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/news/${post.id}$`));
    await page.locator('.prose').getByRole('link', { name: 'registration page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register$/);
    expect(context.pages()).toHaveLength(pages);
  });
});
