import { expect, test } from '../fixtures';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter-constants';
import { unique } from './support';

test('newsletter: only the latest outcome shows (thanks → bad address → thanks)', async ({ page }, info) => {
  await page.goto('/');
  const block = page.getByRole('form', { name: 'Newsletter sign-up' });
  const input = block.getByLabel('Email address');
  const subscribe = block.getByRole('button', { name: 'Subscribe' });
  const thanks = block.getByText(NEWSLETTER_MESSAGES.success);
  const invalid = block.getByText(NEWSLETTER_MESSAGES.invalidEmail);
  // The block loads when the visitor comes near it (components/ui/when-visible.tsx).
  await block.scrollIntoViewIfNeeded();

  await input.fill(`${unique(`first-${info.project.name}`)}@example.com`);
  await subscribe.click();
  await expect(thanks).toBeVisible();
  await expect(invalid).toHaveCount(0);

  await input.fill('not-an-email');
  await subscribe.click();
  await expect(invalid).toBeVisible();
  await expect(thanks).toHaveCount(0);

  await input.fill(`${unique(`second-${info.project.name}`)}@example.com`);
  await subscribe.click();
  await expect(thanks).toBeVisible();
  await expect(invalid).toHaveCount(0);
  await expect(block.getByText(NEWSLETTER_MESSAGES.confirmHint)).toBeVisible();
});
