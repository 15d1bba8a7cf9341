import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { signIn } from './helpers';
import { framedScreenAddresses } from './screens';

test('the sign-in page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('every admin screen of the registry has no WCAG A/AA violations', async ({ page, request }) => {
  test.setTimeout(240_000);
  const screens = await framedScreenAddresses(request);
  await signIn(page);
  const found: string[] = [];
  for (const { url: path } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of violations)
      found.push(
        `${path} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
  }
  expect(found).toEqual([]);
});
