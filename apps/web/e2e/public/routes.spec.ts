import { expect, test } from '../fixtures';
import { NOT_FOUND, footerLine } from '@academy/contract/site';
import { expectNoSeriousA11yViolations } from '../axe';
import { expectNoHorizontalScroll } from './support';

const ROUTES: { path: string; heading: RegExp | string; title: RegExp }[] = [
  { path: '/', heading: 'Future Stars Football Academy', title: /^Future Stars Football Academy$/ },
  { path: '/about', heading: 'About the Academy', title: /^About \|/ },
  { path: '/team', heading: 'Meet the Team', title: /^Team \|/ },
  { path: '/gallery', heading: 'Gallery', title: /^Gallery \|/ },
  { path: '/albums', heading: 'Gallery', title: /^Gallery \|/ },
  { path: '/photo', heading: /.+/, title: /\| Future Stars/ },
  { path: '/photo/1', heading: /.+/, title: /\| Future Stars/ },
  { path: '/news', heading: 'Latest News', title: /^News \|/ },
  { path: '/news/1', heading: /.+/, title: /\| Future Stars/ },
  { path: '/news/tag/match-report', heading: 'News tagged “Match report”', title: /^News tagged “Match report” \|/ },
  { path: '/news?page=2', heading: 'Latest News', title: /^News, page 2 \|/ },
  { path: '/news?q=academy', heading: 'Latest News', title: /^Search: academy \|/ },
  { path: '/newspost', heading: /.+/, title: /\| Future Stars/ },
  { path: '/postview/1', heading: /.+/, title: /\| Future Stars/ },
  { path: '/contact', heading: 'Contact Us', title: /^Contact \|/ },
  { path: '/register', heading: 'Player Registration', title: /^Registration \|/ },
  { path: '/no-such-page', heading: NOT_FOUND.title, title: /^Page not found \|/ },
];

for (const route of ROUTES) {
  test(`${route.path} renders in the public frame, fits the screen and passes axe`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeAttached();
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.getByTestId('footer-line')).toHaveText(footerLine());
    await expect(page.getByTestId('loading')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the not-found screen shows the spec texts and GO BACK leads home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  await expect(page.getByText(NOT_FOUND.body)).toBeVisible();
  await page.getByRole('link', { name: NOT_FOUND.back }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Match highlights' })).toBeVisible();
});

test('the footer shows the logo and five named social links', async ({ page }) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  await expect(footer.getByRole('img', { name: /logo/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Future Stars Football Academy on / })).toHaveCount(5);
});
