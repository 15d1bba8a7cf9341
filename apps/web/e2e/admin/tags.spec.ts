import { TAG_ADMIN_TEXTS as T } from '@academy/contract/tag-admin-constants';
import { tagPath, tagSlug } from '@academy/contract/tag';
import { expect, test } from '../fixtures';
import { createPost, unique } from '../public/support';
import { signIn } from './helpers';

/** The Tags screen (decision 053): an editor merges a misspelt tag into the right one, and visitors follow. */
test('merging a misspelt tag into the right one moves its posts to that tag’s page; the old page leads there', async ({ page, request }) => {
  const right = unique('Training camp');
  const wrong = `${right} typo`;
  const first = await createPost(request, { title: unique('Camp day one'), tags: [right] });
  const second = await createPost(request, { title: unique('Camp day two'), tags: [wrong] });
  expect((await request.get(tagPath(tagSlug(wrong)))).status()).toBe(200);

  await signIn(page, { path: '/allposts' });
  await page.getByRole('link', { name: T.manage }).click();
  await expect(page).toHaveURL(/\/tags$/);
  const row = page.locator(`tr[data-tag="${tagSlug(wrong)}"]`);
  await expect(row).toContainText(T.posts(1));
  await row.getByRole('button', { name: T.renameLabel(wrong) }).click();
  const field = page.getByLabel(T.nameLabel);
  await field.fill(right.toUpperCase());
  await expect(page.getByTestId('tag-rename-warning')).toHaveText(T.mergeWarning(right));
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByRole('status').filter({ hasText: T.merged(right) })).toBeVisible();
  await expect(page.locator(`tr[data-tag="${tagSlug(right)}"]`)).toContainText(T.posts(2));
  await expect(row).toHaveCount(0);

  // Visitors: the misspelt tag's page leads to the right one for good, which lists both posts.
  const moved = await request.get(tagPath(tagSlug(wrong)), { maxRedirects: 0 });
  expect([moved.status(), moved.headers()['location']]).toEqual([301, tagPath(tagSlug(right))]);
  await page.goto(tagPath(tagSlug(right)));
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
});
