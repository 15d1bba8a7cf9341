import { expect, test } from '../fixtures';
import { confirmDialog, signIn, unique } from './helpers';

test('contact inbox: newest first, status change, delete', async ({ page, request }) => {
  const sender = unique('Parent');
  const sent = await request.post('/api/contact', {
    data: { fullname: sender, email: 'parent@example.com', phone: '', city: 'Kumasi', message: 'When are the trials?' },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, { path: '/messages' });
  const items = page.getByRole('listitem');
  await expect(items.first()).toContainText(sender);
  const item = items.filter({ hasText: sender });
  await item.getByLabel('Status').selectOption('replied');
  await expect(page.getByRole('status').filter({ hasText: 'Marked as replied.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: sender }).getByLabel('Status')).toHaveValue('replied');

  await page.getByRole('button', { name: `Delete the message from ${sender}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toHaveCount(0);
});
