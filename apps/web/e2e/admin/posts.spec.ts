import { POST_MESSAGES } from '@academy/contract/post';
import { expect, test } from '../fixtures';
import { confirmDialog, png, signIn, unique } from './helpers';

test('publish a post with an inline image and a link, see it on /news, edit it, delete it', async ({ page }) => {
  const title = unique('Under-12s win the spring cup');
  await signIn(page, { path: '/post' });

  const editor = page.locator('.ql-editor');
  await expect(editor).toHaveAttribute('data-placeholder', 'Write your post content here...');
  await editor.click();
  await page.keyboard.type('Read the full report');
  // Select "report" and turn it into a link.
  for (let i = 0; i < 'report'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.locator('.ql-toolbar button.ql-link').click();
  const linkInput = page.locator('.ql-tooltip input[type=text]');
  await linkInput.fill('https://example.com/report');
  await linkInput.press('Enter');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // The toolbar image button opens a file chooser; the picture is embedded inline as a data URL.
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.ql-toolbar button.ql-image').click();
  await (await chooser).setFiles(png('inline.png'));
  await expect(editor.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);

  await page.getByLabel('Cover image').setInputFiles(png('cover.png'));
  await expect(page.getByAltText('Cover preview')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts' && r.request().method() === 'POST');
  await page.getByRole('button', { name: POST_MESSAGES.publish }).click();
  const newId = ((await (await answer).json()) as { data: { id: number } }).data.id;

  const success = page.getByRole('status').filter({ hasText: POST_MESSAGES.created });
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(/\/post$/);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.locator('.ql-editor')).toHaveClass(/ql-blank/);
  await expect(page.getByAltText('Cover preview')).toHaveCount(0);
  // The success message links to the new post's public page.
  const viewPost = success.getByRole('link', { name: `View post: ${title}` });
  await expect(viewPost).toHaveAttribute('href', `/news/${newId}`);
  await viewPost.click();
  await expect(page).toHaveURL(new RegExp(`/news/${newId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The public news page lists it; the post page renders the link and the inline image.
  await page.goto('/news');
  await page.getByRole('heading', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'report' })).toHaveAttribute('href', 'https://example.com/report');
  await expect(page.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);

  // Edit from the admin list.
  await page.goto('/allposts');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('button', { name: POST_MESSAGES.update })).toBeVisible();
  await expect(page.getByAltText('Cover preview')).toBeVisible();
  await expect(page.locator('.ql-editor a[href="https://example.com/report"]')).toHaveText('report');
  const edited = `${title} (updated)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: POST_MESSAGES.update }).click();
  // Saving stays on the edit screen with what was written.
  await expect(page.getByRole('status').filter({ hasText: POST_MESSAGES.updated })).toBeVisible();
  await expect(page).toHaveURL(/\/editpost\/\d+$/);
  await expect(page.getByLabel('Title')).toHaveValue(edited);
  await page.getByRole('link', { name: POST_MESSAGES.allPosts }).click();
  await expect(page.getByRole('link', { name: edited, exact: true })).toBeVisible();

  // Unpublish hides it from the public news; publish brings it back.
  await page.getByRole('button', { name: `Unpublish ${edited}` }).click();
  await expect(page.getByRole('button', { name: `Publish ${edited}` })).toBeVisible();
  const hidden = await page.request.get(`/api/news?q=${encodeURIComponent(edited)}`);
  expect(((await hidden.json()).data as unknown[]).length).toBe(0);
  await page.getByRole('button', { name: `Publish ${edited}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${edited}` })).toBeVisible();

  // Delete asks first; cancelling keeps it.
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: edited, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('link', { name: edited, exact: true })).toHaveCount(0);
});

test('/editpost/:id outside the guard: an anonymous visitor is told to sign in and comes back', async ({ page, request }) => {
  const list = await request.get('/api/news?limit=1');
  const [first] = (await list.json()).data as { id: number; title: string }[];
  expect(first).toBeDefined();
  await page.goto(`/editpost/${first!.id}`);
  await page.getByRole('button', { name: POST_MESSAGES.update }).click();
  await expect(page.getByRole('alert')).toHaveText(POST_MESSAGES.signInToEdit);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  const { E2E_ADMIN } = await import('./helpers');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/editpost/${first!.id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(first!.title);
});
