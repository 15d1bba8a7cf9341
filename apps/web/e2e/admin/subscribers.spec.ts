import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PAGES,
  NEWSLETTER_SEND_TEXTS,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBERS_TEXTS,
} from '@academy/contract/newsletter-constants';
import type { SubscriberCounts } from '@academy/contract/newsletter';
import { ADMIN_SCREENS } from '@academy/contract/admin-screens';
import { inbox, linkIn, recipients, waitForMail } from '../mail';
import { adminToken } from '../public/support';
import { signIn, unique } from './helpers';

test('a visitor subscribes, confirms through the mailed link, and the administrator sees, exports and removes the address', async ({ page }, info) => {
  const email = `reader-${info.project.name}-${Date.now().toString(36)}@example.com`;

  // Subscribe from the public site.
  await page.goto('/');
  const block = page.getByRole('form', { name: 'Newsletter sign-up' });
  // The block loads when the visitor comes near it (components/ui/when-visible.tsx).
  await block.scrollIntoViewIfNeeded();
  await block.getByLabel('Email address').fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible();
  await expect(block.getByText(NEWSLETTER_MESSAGES.confirmHint)).toBeVisible();

  // The confirmation mail's link opens a page that changes nothing until its button is pressed.
  const mail = await waitForMail(email, /confirm/);
  const link = new URL(linkIn(mail, 'Confirm my subscription'));
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: NEWSLETTER_PAGES.confirm.title })).toBeVisible();
  await page.getByRole('button', { name: NEWSLETTER_PAGES.confirm.button }).click();
  await expect(page.getByText(NEWSLETTER_PAGES.confirm.done)).toBeVisible();

  // The administrator sees it as confirmed.
  await signIn(page, { path: '/subscribers' });
  await expect(page).toHaveTitle(new RegExp(`^${ADMIN_SCREENS.subscribers.title} — Admin`));
  await expect(page.getByTestId('subscriber-counts')).toBeVisible();
  await page.getByLabel(SUBSCRIBERS_TEXTS.statusFilter).selectOption('confirmed');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText(SUBSCRIBERS_TEXTS.statusLabels.confirmed, { exact: true })).toBeVisible();

  // Export what is shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: SUBSCRIBERS_TEXTS.exportCsv }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header!.split(',')).toEqual([...SUBSCRIBER_CSV_COLUMNS]);
  expect(lines.find((l) => l.startsWith(`"${email}"`))).toContain('"confirmed"');
  expect(lines.every((l) => l.includes('"confirmed"'))).toBe(true);

  // Remove it, after the confirmation.
  await row.getByRole('button', { name: SUBSCRIBERS_TEXTS.removeLabel(email) }).click();
  const dialog = page.getByRole('alertdialog', { name: SUBSCRIBERS_TEXTS.removeTitle });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: SUBSCRIBERS_TEXTS.remove }).click();
  await expect(page.getByText(SUBSCRIBERS_TEXTS.removed)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('an administrator sends a published post to the confirmed subscribers from /allposts and watches it go out', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const title = unique('Newsletter post');
  const created = await request.post('/api/posts', { headers: auth, multipart: { title, content: '<p>Season tickets are out.</p>', published: 'true' } });
  expect(created.status()).toBe(201);
  const post = ((await created.json()) as { data: { id: number } }).data;
  // A reader of its own, confirmed through the API as the confirmation page would.
  const reader = `${unique('reader')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')}@example.com`;
  expect((await request.post('/api/newsletter', { data: { email: reader } })).status()).toBe(201);
  const confirmation = await waitForMail(reader, /confirm/);
  const confirmPath = new URL(linkIn(confirmation, 'Confirm my subscription')).pathname;
  expect((await request.post(`/api${confirmPath}`, { data: {} })).status()).toBe(200);
  const counts = ((await (await request.get('/api/newsletter/subscribers/counts', { headers: auth })).json()) as { data: SubscriberCounts }).data;
  expect(counts.confirmed).toBeGreaterThan(0);

  await signIn(page, { path: '/allposts' });
  await page.getByRole('button', { name: NEWSLETTER_SEND_TEXTS.buttonLabel(title) }).click();
  const dialog = page.getByRole('alertdialog', { name: NEWSLETTER_SEND_TEXTS.confirmTitle });
  await expect(dialog).toContainText(NEWSLETTER_SEND_TEXTS.confirmMessage(title, counts.confirmed));
  await dialog.getByRole('button', { name: NEWSLETTER_SEND_TEXTS.confirm }).click();
  await expect(page.getByText(NEWSLETTER_SEND_TEXTS.finished(counts.confirmed, 0))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: NEWSLETTER_SEND_TEXTS.buttonLabel(title) })).toHaveCount(0);

  const mails = (await inbox()).filter((m) => m.subject === title);
  expect(mails).toHaveLength(counts.confirmed);
  for (const m of mails) expect(m.headerLines.map((l) => l.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // The reader leaves through the newsletter's link: a page whose button unsubscribes.
  const own = mails.find((m) => recipients(m).includes(reader))!;
  await page.goto(new URL(linkIn(own, 'Unsubscribe')).pathname);
  await expect(page.getByRole('heading', { name: NEWSLETTER_PAGES.unsubscribe.title })).toBeVisible();
  await page.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button }).click();
  await expect(page.getByText(NEWSLETTER_PAGES.unsubscribe.done)).toBeVisible();
  const after = ((await (await request.get('/api/newsletter/subscribers/counts', { headers: auth })).json()) as { data: SubscriberCounts }).data;
  expect(after.unsubscribed).toBe(counts.unsubscribed + 1);
  expect(after.confirmed).toBe(counts.confirmed - 1);

  expect((await request.delete(`/api/posts/${post.id}`, { headers: auth })).ok()).toBeTruthy();
});
