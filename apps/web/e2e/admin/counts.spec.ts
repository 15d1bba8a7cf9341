import { ADMIN_COUNT_TEXTS } from '@academy/contract/admin-counts-constants';
import { AUTH_STORAGE_KEYS } from '@academy/contract/auth';
import { expect, test, type Page } from '../fixtures';
import type { Registration } from '@academy/contract/registration';
import { registrationFromAnswer } from '../public/support';
import { signIn, unique } from './helpers';

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).innerText());

test('the sidebar and the dashboard show unread messages and new registrations; reading a message lowers the count', async ({ page, request }) => {
  const senders = [unique('Counted parent'), unique('Counted parent')];
  const messageIds: number[] = [];
  for (const fullname of senders) {
    const sent = await request.post('/api/contact', { data: { fullname, email: 'counted@example.com', message: 'Is there a trial this month?' } });
    expect(sent.status()).toBe(201);
    messageIds.push(((await sent.json()) as { data: { id: number } }).data.id);
  }
  const registered = await request.post('/api/registrations', {
    data: {
      parent_name: 'Counted Parent',
      parent_email: 'counted.parent@example.com',
      contact_phone: '+233 20 555 0199',
      residence: 'Accra',
      player_name: unique('Counted Player'),
      player_age: 12,
      years_playing: '4+',
      current_school: 'Riverside Primary',
      data_consent: true,
      photo_consent: 'yes',
      uniform_size: 'XL',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(page.getByTestId('sidebar-count-messages')).toBeVisible();
  const unread = await count(page, 'sidebar-count-messages');
  const fresh = await count(page, 'sidebar-count-enrollment');
  expect(unread).toBeGreaterThanOrEqual(2);
  expect(fresh).toBeGreaterThanOrEqual(1);
  // The words are part of the entry's name for a screen reader.
  await expect(nav.getByRole('link', { name: /Messages/ })).toHaveAccessibleName(new RegExp(`^Messages\\s*,\\s*${ADMIN_COUNT_TEXTS.unread(unread)}$`));
  await expect(nav.getByRole('link', { name: /Enrollment/ })).toHaveAccessibleName(new RegExp(`^Enrollment\\s*,\\s*${ADMIN_COUNT_TEXTS.fresh(fresh)}$`));
  // The dashboard says the same.
  await expect(page.getByTestId('waiting-messages')).toHaveText(String(unread));
  await expect(page.getByTestId('waiting-registrations')).toHaveText(String(fresh));

  // Reading one message lowers the badge at once, without a reload.
  await nav.getByRole('link', { name: /Messages/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.getByRole('listitem').filter({ hasText: senders[0]! }).getByLabel('Status').selectOption('read');
  await expect(page.getByRole('status').filter({ hasText: 'Marked as read.' })).toBeVisible();
  await expect(page.getByTestId('sidebar-count-messages')).toHaveText(String(unread - 1));
  await nav.getByRole('link', { name: /Dashboard/ }).click();
  await expect(page.getByTestId('waiting-messages')).toHaveText(String(unread - 1));

  // Later specs read the inbox and the enrollment list: leave them as they were.
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEYS.token);
  const headers = { Authorization: `Bearer ${token}` };
  for (const id of messageIds) expect((await request.delete(`/api/contact/${id}`, { headers })).status()).toBe(200);
  const registrationId = (await registrationFromAnswer(request, ((await registered.json()) as { data: Omit<Registration, 'id'> }).data)).id;
  expect((await request.delete(`/api/registrations/${registrationId}`, { headers })).status()).toBe(200);
  // Deleting is a change too: the counts follow.
  await page.reload();
  await expect(page.getByTestId('waiting-registrations')).toHaveText(String(fresh - 1));
});
