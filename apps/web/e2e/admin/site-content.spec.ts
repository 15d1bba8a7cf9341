import { expect, test, type APIRequestContext } from '../fixtures';
import { HERO_DEFAULT, SITE_CONTENT_EDITOR as E, SITE_CONTENT_MESSAGES as M, type SiteContent } from '@academy/contract/site-content';
import { expectNoSeriousA11yViolations } from '../axe';
import { E2E_ADMIN, signIn, unique } from './helpers';

/**
 * Settings → Site content (docs/decisions/049): an administrator edits slide 2's title, sees it in
 * the preview drawn by the home page's own banner, saves, and `/` shows it in the server's HTML;
 * "Reset to default" brings back the default slides. The stored content this worker's other specs
 * read is put back afterwards.
 */
const stored = async (request: APIRequestContext) => ((await (await request.get('/api/public/site-content')).json()) as { data: SiteContent }).data;

/** The text of `/` as the server sends it (no script runs): the rendered page inside #root. */
const renderedHome = async (request: APIRequestContext) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  return (await res.text()).match(/<div id="root">([\s\S]*)<\/div>/)?.[1] ?? '';
};

let before: SiteContent | undefined;
test.afterAll(async ({ request }) => {
  if (!before?.custom.hero) return;
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.put('/api/site-content/hero', { headers: { Authorization: `Bearer ${token}` }, data: before.hero });
  expect(res.status(), await res.text()).toBe(200);
});

test('an administrator edits a slide with a live preview, / shows it server-rendered, and reset brings the default back', async ({ page, request }) => {
  test.setTimeout(90_000);
  before = await stored(request);
  const title = unique('Cup night');

  await signIn(page, { path: '/settings?section=content' });
  await expect(page.getByRole('link', { name: 'Site content', exact: true })).toHaveAttribute('aria-current', 'page');
  const hero = page.getByRole('form', { name: E.heroTitle });
  const slide2 = hero.getByRole('group', { name: E.slide(2), exact: true });
  await expect(slide2.getByLabel(E.fields.title, { exact: true })).toHaveValue(before.hero.slides[1]!.title);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  // The contract's rules before anything is sent.
  await slide2.getByLabel(E.fields.title, { exact: true }).fill('');
  await hero.getByRole('button', { name: E.save }).click();
  await expect(slide2.getByText(M.titleRequired)).toBeVisible();

  await slide2.getByLabel(E.fields.title, { exact: true }).fill(title);
  const preview = hero.getByTestId('site-preview');
  await expect(preview.locator('.hero__slide').nth(1).locator('.hero__title')).toHaveText(title);
  await hero.getByRole('radio', { name: E.widths.phone }).click();
  await expect(preview).toHaveAttribute('data-width', 'phone');
  await expect(preview.locator('.hero')).toHaveAttribute('data-layout', 'narrow');
  expect((await renderedHome(request)).includes(title)).toBe(false);

  await hero.getByRole('button', { name: E.save }).click();
  await expect(page.getByRole('status').filter({ hasText: M.saved })).toBeVisible();
  await expect(hero.getByText(E.edited)).toBeVisible();

  // The server's HTML of / has the new title (rendered, not only embedded), and the app shows it.
  expect(await renderedHome(request)).toContain(`<h2 class="hero__title">${title}</h2>`);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-started');
  await expect(page.getByRole('region', { name: 'Match highlights' }).getByRole('heading', { name: title })).toBeAttached();

  await page.goto('/settings?section=content');
  await page.getByRole('form', { name: E.heroTitle }).getByRole('button', { name: E.reset }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(E.resetBody);
  await dialog.getByRole('button', { name: E.reset }).click();
  await expect(page.getByRole('status').filter({ hasText: M.reset })).toBeVisible();
  await expect(
    page
      .getByRole('form', { name: E.heroTitle })
      .getByRole('group', { name: E.slide(2), exact: true })
      .getByLabel(E.fields.title, { exact: true }),
  ).toHaveValue(HERO_DEFAULT.slides[1]!.title);
  const home = await renderedHome(request);
  expect(home).not.toContain(title);
  expect(home).toContain(HERO_DEFAULT.slides[1]!.desc);
});
