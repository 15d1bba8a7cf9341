import sharp from 'sharp';
import { POST_MESSAGES } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { expect, test } from '../fixtures';
import { confirmDialog, png, signIn, unique } from './helpers';
import { postPath } from '@academy/contract/feed-constants';

/** A phone photo: 2800×2100 of noise (it does not compress) at quality 90, about 3.9 MB. */
const phoneJpeg = () =>
  sharp({ create: { width: 2800, height: 2100, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

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
  // The toolbar image button opens a file chooser; the picture is uploaded and inserted by its URL (decision 044).
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.ql-toolbar button.ql-image').click();
  await (await chooser).setFiles(png('inline.png'));
  await expect(editor.locator('img[src^="/uploads/images/"]')).toHaveCount(1);
  await expect(editor.locator('img[src^="data:"], img[src^="blob:"]')).toHaveCount(0);

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
  // At /news/{id} (SPEC 2).
  await expect(viewPost).toHaveAttribute('href', postPath(newId));
  await viewPost.click();
  await expect(page).toHaveURL(new RegExp(`${postPath(newId)}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The public news page lists it; the post page renders the link and the inline image.
  await page.goto('/news');
  await page.getByRole('heading', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'report', exact: true })).toHaveAttribute('href', 'https://example.com/report');
  // The picture is a stored file with its responsive sources and its size (no layout shift).
  const picture = page.locator('.prose img[src^="/uploads/images/"]');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('srcset', /-320w\.webp 320w/);
  await expect(picture).toHaveAttribute('width', '8');
  await expect(picture).toHaveAttribute('height', '8');
  await expect(page.locator('img[src^="data:"]')).toHaveCount(0);

  // Edit from the admin list.
  await page.goto('/allposts');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('button', { name: POST_MESSAGES.update })).toBeVisible();
  await expect(page.getByAltText('Cover preview')).toBeVisible();
  await expect(page.locator('.ql-editor a[href="https://example.com/report"]')).toHaveText('report');
  const edited = `${title} (updated)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: POST_MESSAGES.update }).click();
  // After a successful update it navigates to /allposts (SPEC 4), which says so.
  await expect(page).toHaveURL(/\/allposts$/);
  await expect(page.getByRole('status').filter({ hasText: POST_MESSAGES.updated })).toBeVisible();
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

test('a 3.9 MB phone photo uploads with a progress bar, Publish waits for it, and the public page stays small', async ({ page }) => {
  const title = unique('Phone photo from the touchline');
  const photo = await phoneJpeg();
  expect(photo.length).toBeGreaterThan(3_500_000);
  await signIn(page, { path: '/post' });
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('Our keeper at full stretch.');
  await page.keyboard.press('Enter');
  await page.getByLabel('Title').fill(title);

  const chooser = page.waitForEvent('filechooser');
  await page.locator('.ql-toolbar button.ql-image').click();
  await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  // While it uploads: the bar, and Publish says to wait instead of sending a post without it.
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(POST_EDITOR_MESSAGES.imageUploading(1, 1))).toBeVisible();
  await page.getByRole('button', { name: POST_MESSAGES.publish }).click();
  await expect(page.getByText(POST_MESSAGES.waitForUploads)).toBeVisible();

  await expect(editor.locator('img[src^="/uploads/images/"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts' && r.request().method() === 'POST');
  await page.getByRole('button', { name: POST_MESSAGES.publish }).click();
  const created = await answer;
  expect(created.status()).toBe(201);
  const post = ((await created.json()) as { data: { id: number; content: string } }).data;
  expect(post.content).toMatch(
    /<img src="\/uploads\/images\/[a-z0-9-]+\.webp" width="1920" height="1440" srcset="[^"]+" sizes="[^"]+" loading="lazy" decoding="async" \/>/,
  );

  // The public page's HTML, as a visitor's browser gets it: well under 60 KB (it was 545 KB for a 400 KB inline picture).
  const html = await (await page.request.get(`/news/${post.id}`)).text();
  expect(html.length).toBeLessThan(60_000);
  expect(html).not.toContain('base64,/9j/');
  await page.goto(`/news/${post.id}`);
  const picture = page.locator('.prose img[src^="/uploads/images/"]');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
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
