import { AUTH_STORAGE_KEYS } from '@academy/contract/auth';
import { MEDIA_MESSAGES } from '@academy/contract/media';
import { expect, test } from '../fixtures';
import { confirmDialog, mp4, png, signIn, unique } from './helpers';

test('upload a video with a real progress bar, list it, delete it', async ({ page }) => {
  let title = unique('Training drills');
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
  const poster = await card.locator('video').getAttribute('poster');

  // Its title and thumbnail can be changed after the upload.
  await card.getByRole('button', { name: `${MEDIA_MESSAGES.edit} ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: MEDIA_MESSAGES.editTitle });
  await dialog.getByLabel('Title').fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(MEDIA_MESSAGES.titleRequired)).toBeVisible();
  const renamed = `${title} (highlights)`;
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel(MEDIA_MESSAGES.newThumbnail).setInputFiles(png('new-thumb.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: MEDIA_MESSAGES.updated })).toBeVisible();
  const edited = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(edited.locator('video')).not.toHaveAttribute('poster', poster ?? '');
  await expect(edited.locator('video')).toHaveAttribute('poster', /^\/uploads\/thumbnails\//);
  title = renamed;
  await edited.getByRole('button', { name: `Delete ${title}` }).click();
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

test('more videos than fit on a page: the pager reaches page 2, shown from its top, and back', async ({ page }) => {
  const firstList = page.waitForRequest((r) => /\/api\/media\?page=1&limit=\d+$/.test(r.url()));
  await signIn(page, { path: '/media' });
  const pageSize = Number(new URL((await firstList).url()).searchParams.get('limit'));
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEYS.token);
  const auth = { Authorization: `Bearer ${token}` };

  // Two full pages and one more, created oldest first (newest first on screen): page 1 holds
  // numbers 2p..p+1, page 2 holds p..1, and number 0 is pushed onto page 3.
  const label = unique('Paging drill');
  const ids: number[] = [];
  try {
    for (let i = 0; i <= 2 * pageSize; i += 1) {
      const res = await page.request.post('/api/media', {
        headers: auth,
        multipart: { title: `${label} ${i}`, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as { data: { id: number } }).data.id);
    }

    await page.reload();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toContainText(/Page 1 of [3-9]/);
    await expect(page.getByRole('heading', { name: `${label} ${2 * pageSize}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${label} ${pageSize}`, exact: true })).toHaveCount(0);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(/Page 2 of/);
    const top = page.getByRole('heading', { name: `${label} ${pageSize}`, exact: true });
    await expect(top).toBeVisible();
    await expect(page.getByRole('heading', { name: `${label} ${2 * pageSize}` })).toHaveCount(0);
    // The pager sits under a full page: the new page is shown from its first item, not its last.
    await expect(top).toBeInViewport();

    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { name: `${label} ${2 * pageSize}` })).toBeVisible();
  } finally {
    // Later specs (the home page's video grid among them) expect the seeded videos only.
    for (const id of ids) await page.request.delete(`/api/media/${id}`, { headers: auth });
  }
});
