import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import { postPath } from '@academy/contract/feed-constants';
import { NEWS_SEARCH } from '@academy/contract/news-search-constants';
import { PAGE_META } from '@academy/contract/page-meta';
import { POST_MESSAGES, type PostSummary } from '@academy/contract/post';
import { NOT_FOUND } from '@academy/contract/site';
import type { SiteContent } from '@academy/contract/site-content-constants';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import { TAG_MESSAGES } from '@academy/contract/tag-constants';
import { publicGet } from './support';

/**
 * Public pages arrive rendered by the server and are hydrated by React (docs/decisions/020): each
 * reads with JavaScript off, and hydrates without an error or a security-policy violation in a
 * time zone far from the server's, at both widths of the suite (projects wide 1366 and narrow 390).
 */
type Case = { url: string; h1: string | RegExp; texts: string[] };

async function cases(request: APIRequestContext): Promise<Case[]> {
  const posts = await publicGet<PostSummary[]>(request, `/api/posts?limit=${NEWS_LIST_LIMIT}`);
  const albums = await publicGet<Album[]>(request, '/api/public/albums?limit=100');
  const album = await publicGet<Album>(request, `/api/public/albums/${albums[0]!.id}`);
  const team = await publicGet<{ name: string }[]>(request, '/api/team?limit=100');
  const newest = posts[0]!;
  // The hero and the About story as stored (the seed edits them; an administrator may have).
  const site = await publicGet<SiteContent>(request, '/api/public/site-content');
  // The demo's tags have pages of their own (decision 047).
  const tagged = await publicGet<PostSummary[]>(request, `/api/posts?limit=${NEWS_LIST_LIMIT}&tag=match-report`);
  const any = /\S/;
  return [
    { url: '/', h1: any, texts: [site.hero.slides[0]!.desc, posts[0]!.title] },
    { url: '/about', h1: any, texts: [site.about.story.heading, site.about.mission.heading] },
    { url: '/team', h1: any, texts: [team[0]!.name] },
    { url: '/gallery', h1: any, texts: albums.slice(0, 3).map((a) => a.name) },
    { url: '/albums', h1: any, texts: [albums[0]!.name] },
    { url: `/photo/${album.id}`, h1: album.name, texts: (album.photos ?? []).flatMap((p) => (p.caption ? [p.caption] : [])).slice(0, 3) },
    { url: `/album/${album.id}`, h1: album.name, texts: [] },
    { url: '/news', h1: any, texts: posts.slice(0, 3).map((p) => p.title) },
    { url: `/news/${newest.id}`, h1: newest.title, texts: [] },
    // A post's page, the second page of /news and a search on it (docs/decisions/048).
    { url: postPath(newest.id), h1: newest.title, texts: [] },
    { url: '/news?page=2', h1: any, texts: [NEWS_SEARCH.newer] },
    { url: `/news?q=${encodeURIComponent(newest.title)}`, h1: any, texts: [newest.title] },
    { url: '/news?q=zzqqxxnothing', h1: any, texts: [NEWS_SEARCH.noMatch('zzqqxxnothing')] },
    { url: `/postview/${newest.id}`, h1: newest.title, texts: [] },
    { url: '/newspost', h1: newest.title, texts: [] },
    { url: '/news/tag/match-report', h1: TAG_MESSAGES.pageTitle('Match report'), texts: tagged.slice(0, 3).map((p) => p.title) },
    { url: '/contact', h1: any, texts: [] },
    { url: '/register', h1: any, texts: [TRIAL_MESSAGES.nextTrials] },
    { url: '/privacy', h1: PAGE_META.privacy.title!, texts: [] },
    { url: '/status/no-such-token', h1: FAMILY_PAGE.title, texts: [] },
    { url: '/no-such-page', h1: NOT_FOUND.title, texts: [] },
    // A post or album the API has not: the not-found screen, rendered by the server as the app shows it.
    { url: '/news/99999999', h1: NOT_FOUND.title, texts: [POST_MESSAGES.notFound] },
    { url: '/photo/99999999', h1: NOT_FOUND.title, texts: [ALBUM_MESSAGES.notFound] },
    { url: '/news/tag/no-such-tag', h1: NOT_FOUND.title, texts: [TAG_MESSAGES.notFound] },
    { url: '/album/99999999', h1: NOT_FOUND.title, texts: [ALBUM_MESSAGES.notFound] },
  ];
}

async function expectContent(page: Page, c: Case) {
  const main = page.locator('main');
  await expect(main.locator('h1').first()).toHaveText(c.h1);
  for (const text of c.texts) await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
  // The site's header and menu (closed on a phone, so looked up in the DOM rather than by role).
  await expect(page.locator('nav[aria-label="Main"] a[href="/news"]')).toBeAttached();
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page reads: its heading and content are in the HTML as elements', async ({ page, request }) => {
    for (const c of await cases(request)) {
      await page.goto(c.url);
      await expect(page.locator('html')).not.toHaveAttribute('data-started');
      await expectContent(page, c);
    }
    // The forms are there, labelled, even before any script.
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Full name')).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('form', { name: 'Athlete registration form' }).getByLabel('Parent name')).toBeVisible();
  });
});

/** Console errors, uncaught errors and security-policy violations of a page, from its first script on. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    // A 404 page (or a status link with no such token) logs its own 404 answer: not a script problem.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: the server responded with a status of 404')) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return problems;
}

for (const timezoneId of ['Pacific/Kiritimati', 'America/Adak']) {
  test.describe(`hydrated in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('every public page hydrates without an error or a policy violation, keeping its content', async ({ page, request }) => {
      const problems = await watch(page);
      for (const c of await cases(request)) {
        await page.goto(c.url);
        await expect(page.locator('html')).toHaveAttribute('data-started');
        await page.waitForLoadState('networkidle');
        await expectContent(page, c);
        expect(problems, c.url).toEqual([]);
      }
    });

    test('the menu, a form, the lightbox and the video modal work once hydrated', async ({ page, request }, info) => {
      const problems = await watch(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-started');
      if (info.project.name === 'narrow') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      }
      // A client-side navigation: the app is the same (no new document, so still started).
      await expect(page).toHaveURL(/\/contact$/);
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText(CONTACT_MESSAGES.fullname)).toBeVisible();
      expect(problems).toEqual([]);

      // The newest album may be an empty one another test has just made: the lightbox needs photos.
      const album = (await publicGet<Album[]>(request, '/api/public/albums?limit=100')).find((a) => a.photo_count > 0);
      expect(album, 'an album with photos').toBeDefined();
      await page.goto(`/photo/${album!.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-started');
      await page.getByRole('button', { name: /open photo 1 of/i }).click();
      await expect(page.locator('.yarl__counter')).toHaveText(/^1 \/ \d+$/);
      await page.keyboard.press('Escape');
      await expect(page.locator('.yarl__counter')).toBeHidden();
      expect(problems).toEqual([]);

      const media = await publicGet<{ title: string }[]>(request, '/api/media?limit=8');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-started');
      await page.getByRole('button', { name: `Play video: ${media[0]!.title}` }).click();
      const dialog = page.getByRole('dialog', { name: media[0]!.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
