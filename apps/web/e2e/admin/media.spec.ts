import { MEDIA_MESSAGES } from '@academy/contract/media';
import { expect, test } from '@playwright/test';
import { confirmDialog, mp4, png, signIn, unique } from './helpers';

test('upload a video with a real progress bar, list it, delete it', async ({ page }) => {
  const title = unique('Training drills');
  await signIn(page, { path: '/mediaupload' });

  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByText(MEDIA_MESSAGES.titleRequired)).toBeVisible();
  await expect(page.getByText(MEDIA_MESSAGES.fileOrUrl)).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Video file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(MEDIA_MESSAGES.notVideo)).toBeVisible();

  await page.getByLabel('Video file').setInputFiles(mp4());
  await expect(page.getByText('training.mp4')).toBeVisible();
  await page.getByLabel('Thumbnail (optional)').setInputFiles(png('thumb.png'));

  // Record every value the progress bar takes.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role=progressbar]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole('status').filter({ hasText: MEDIA_MESSAGES.uploaded })).toBeVisible();
  const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(progress.length).toBeGreaterThan(0);
  expect(Math.max(...progress)).toBe(100);

  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('video')).toHaveAttribute('src', /^\/uploads\/videos\//);
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});

test('a failed upload says so', async ({ page }) => {
  await signIn(page, { path: '/mediaupload' });
  await page.route('**/api/media', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
  await page.getByLabel('Title').fill('Will fail');
  await page.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('alert')).toHaveText(MEDIA_MESSAGES.uploadFailed);
});
