import { POST_MESSAGES, POST_STATUS_LABELS } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { expect, test, type Page } from '../fixtures';
import { signIn, unique } from './helpers';

async function writePost(page: Page, title: string, text: string) {
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type(text);
  await page.getByLabel('Title').fill(title);
}

/** "2026-11-24T10:00:05", local time, as <input type="datetime-local" step="1"> takes it. */
const localSeconds = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

test('save a draft, find it by its state on /allposts, preview it; schedule a post that appears on /news at its time', async ({ page, browser }) => {
  const draftTitle = unique('Draft: summer camp plans');
  await signIn(page, { path: '/post' });
  await writePost(page, draftTitle, 'Dates to be confirmed.');
  await page.getByRole('button', { name: POST_MESSAGES.saveDraft }).click();
  // Saving keeps what was written: the author goes on with the saved draft on its edit screen.
  await expect(page).toHaveURL(/\/editpost\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: POST_MESSAGES.draftSaved })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(draftTitle);
  await expect(page.locator('.ql-editor')).toHaveText('Dates to be confirmed.');

  // Unsaved typing survives a reload (a crash, a closed tab) and is offered back.
  await page.locator('.ql-editor').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Bring boots.');
  await page.reload();
  await expect(page.getByText(/that were never saved/)).toBeVisible();
  await expect(page.locator('.ql-editor')).toHaveText('Dates to be confirmed.');
  await page.getByRole('button', { name: POST_EDITOR_MESSAGES.restore }).click();
  await expect(page.locator('.ql-editor')).toHaveText('Dates to be confirmed. Bring boots.');
  await page.getByRole('button', { name: POST_MESSAGES.update }).click();
  // Update Post is the spec's button: it goes to /allposts (SPEC 4); back on the editor the text was kept.
  await expect(page).toHaveURL(/\/allposts$/);
  await expect(page.getByRole('status').filter({ hasText: POST_MESSAGES.updated })).toBeVisible();
  await page.goBack();
  await expect(page.locator('.ql-editor')).toHaveText('Dates to be confirmed. Bring boots.');
  await expect(page.getByText(/that were never saved/)).toHaveCount(0);

  // Its preview: the admin screen rendering the public page's article, with a notice and its state.
  await page.getByRole('link', { name: POST_MESSAGES.preview, exact: true }).click();
  await expect(page).toHaveURL(/\/previewpost\/\d+$/);
  const draftId = page.url().split('/').pop();
  await expect(page.locator('article.post h1')).toHaveText(draftTitle);
  await expect(page.locator('article.post .prose')).toHaveText('Dates to be confirmed. Bring boots.');
  await expect(page.getByText(POST_MESSAGES.previewNotice)).toBeVisible();
  await expect(page.locator('main [data-post-status]')).toHaveText(POST_STATUS_LABELS.draft);
  // A visitor knows nothing of it: its public address answers 404.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const res = await visitor.goto(`/news/${draftId}`);
  expect(res?.status()).toBe(404);
  await expect(visitor.getByText(draftTitle)).toHaveCount(0);

  // /allposts: the state on each row, and a filter.
  await page.goto('/allposts');
  await page.getByLabel(POST_MESSAGES.statusFilter).selectOption('draft');
  const row = page.locator('main li').filter({ hasText: draftTitle });
  await expect(row.locator('[data-post-status]')).toHaveText(POST_STATUS_LABELS.draft);
  await expect(page.locator('main [data-post-status]:not([data-post-status="draft"])')).toHaveCount(0);

  // Schedule a post 8 seconds ahead.
  const scheduledTitle = unique('Scheduled: trial dates');
  await page.goto('/post');
  await writePost(page, scheduledTitle, 'Trials start next week.');
  await page.getByRole('button', { name: POST_MESSAGES.schedule }).click();
  const dialog = page.getByRole('dialog', { name: POST_MESSAGES.scheduleTitle });
  await dialog.getByLabel(POST_MESSAGES.scheduleLabel).fill(localSeconds(new Date(Date.now() - 60_000)));
  await dialog.getByRole('button', { name: POST_MESSAGES.scheduleConfirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(POST_MESSAGES.publishAtFuture);
  const at = new Date(Date.now() + 8000);
  await dialog.getByLabel(POST_MESSAGES.scheduleLabel).fill(localSeconds(at));
  await dialog.getByRole('button', { name: POST_MESSAGES.scheduleConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled: it will be published on' })).toBeVisible();
  await expect(page).toHaveURL(/\/editpost\/\d+$/);
  await expect(page.getByRole('button', { name: POST_EDITOR_MESSAGES.reschedule })).toBeVisible();

  // Not on /news before its time; there after, without anyone touching the server.
  await visitor.goto('/news');
  await expect(visitor.getByText(scheduledTitle)).toHaveCount(0);
  await expect(async () => {
    await visitor.goto('/news');
    await expect(visitor.getByText(scheduledTitle).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 25_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000);
  await anonymous.close();
});
