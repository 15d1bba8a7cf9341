import { postPath } from '@academy/contract/feed-constants';
import { POST_MESSAGES } from '@academy/contract/post';
import { TAG_MESSAGES, tagPath, tagSlug } from '@academy/contract/tag-constants';
import { expect, test } from '../fixtures';
import { signIn, unique } from './helpers';

/**
 * Tags on posts (decision 047), as an editor and a visitor use them: the editor adds two tags with
 * the keyboard and publishes; the post's card on /news shows them as chips; a chip opens the tag's
 * page, which lists the post, and the post's own page links its tags too.
 */
test('an editor tags a post; its card shows the chips; a chip opens /news/tag/{slug} with the post', async ({ page }) => {
  const title = unique('Tagged under-14 story');
  const [first, second] = [unique('Cup run'), unique('Away day')];
  await signIn(page, { path: '/post' });

  await page.locator('.ql-editor').click();
  await page.keyboard.type('A report with two tags.');
  await page.getByLabel('Title').fill(title);
  const tags = page.getByRole('combobox', { name: TAG_MESSAGES.label });
  await tags.fill(first);
  await tags.press('Enter');
  await tags.pressSequentially(`${second},`);
  const chosen = page.getByRole('list', { name: TAG_MESSAGES.listLabel });
  await expect(chosen.getByRole('listitem')).toHaveText([first, second]);

  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts' && r.request().method() === 'POST');
  await page.getByRole('button', { name: POST_MESSAGES.publish }).click();
  const created = ((await (await answer).json()) as { data: { id: number; tags: { slug: string; name: string }[] } }).data;
  expect(created.tags).toEqual([
    { slug: tagSlug(first), name: first },
    { slug: tagSlug(second), name: second },
  ]);
  await expect(page.getByRole('status').filter({ hasText: POST_MESSAGES.created })).toBeVisible();

  await page.goto('/news');
  await expect(page.locator('html[data-started]')).toBeAttached();
  const card = page.locator('article.post-card').filter({ has: page.getByRole('heading', { name: title }) });
  const chips = card.getByRole('list', { name: TAG_MESSAGES.listLabel }).getByRole('link');
  await expect(chips).toHaveText([first, second]);
  await chips.filter({ hasText: second }).click();

  await expect(page).toHaveURL(new RegExp(`${tagPath(tagSlug(second))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAG_MESSAGES.pageTitle(second));
  await expect(page).toHaveTitle(new RegExp(`^${TAG_MESSAGES.pageTitle(second)} \\|`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The server's HTML of the page names the tag's feed.
  await page.reload();
  await expect(page.locator(`link[rel="alternate"][type="application/rss+xml"][href$="${tagPath(tagSlug(second))}/rss.xml"]`)).toHaveCount(1);
  await expect(page.locator('html[data-started]')).toBeAttached();

  // The post's own page links its tags too; the card opens it.
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath(created.id)}$`));
  await expect(page.locator('.post-page__tags').getByRole('link')).toHaveText([first, second]);
  await expect(page.locator('.post-page__tags').getByRole('link', { name: first })).toHaveAttribute('href', tagPath(tagSlug(first)));
});
