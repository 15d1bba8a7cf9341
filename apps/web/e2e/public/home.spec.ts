import { expect, test, type Page } from '../fixtures';
import { MEDIA_MESSAGES, toEmbedUrl } from '@academy/contract/media';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter';
import { HOME_NEWS_COUNT } from '@academy/contract/post';
import { HERO_ROTATION_MS } from '@academy/contract/site';
import { HERO_STRIPS } from '@academy/contract/site-content-constants';
import { adminToken, open, publicGet, unique } from './support';

const strips = (page: Page) => page.getByTestId('hero-strip');

test('wide hero: hovering a strip expands it, the others collapse, leaving resets, bars pick', { tag: '@wide-only' }, async ({ page }) => {
  // Time runs as usual until the end, where the test moves it on.
  await page.clock.install();
  await open(page, '/');
  const hero = page.getByRole('region', { name: 'Match highlights' });
  await expect(hero).toHaveCSS('height', `${Math.round(800 * 0.8)}px`);
  await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'idle');

  const box = (await hero.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.43, box.y + box.height - 20);
  await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'expanded');
  await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'collapsed');
  await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'collapsed');
  const shape = page.getByTestId('hero-strip-shape').nth(1);
  expect((await shape.evaluate((el) => el.style.clipPath)).replace(/\b0px\b/g, '0')).toBe(HERO_STRIPS[1].hoverClipPath);

  await page.mouse.move(box.x + 10, box.y + box.height + 200);
  await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'idle');

  await page.getByRole('button', { name: /Show slide 3/ }).click();
  await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'expanded');
  // No rotation on wide screens: the page's timers run for longer than a rotation.
  await page.clock.runFor(HERO_ROTATION_MS + 500);
  await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'expanded');
});

test('narrow hero: the active slide advances every 5 seconds, cyclically', { tag: '@narrow-only' }, async ({ page }) => {
  // Time stands still until the test moves it.
  const start = new Date('2026-11-21T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
  await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'active');
  await page.clock.runFor(HERO_ROTATION_MS - 200);
  await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'active');
  await page.clock.runFor(400);
  await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'active');
  await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'hidden');
  await page.clock.runFor(HERO_ROTATION_MS);
  await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'active');
  await page.clock.runFor(HERO_ROTATION_MS);
  await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'active');
});

test('home shows the why-us text, the 4 newest posts and links to /news and /register', async ({ page, request }) => {
  const posts = await publicGet<{ id: number; title: string }[]>(request, `/api/posts?limit=${HOME_NEWS_COUNT}`);
  await page.goto('/');
  const news = page.getByRole('region', { name: 'Breaking News' });
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(posts.map((p) => p.title));
  await expect(news.getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');
  await expect(page.getByRole('region', { name: /Where future stars are made/i }).getByRole('link', { name: /Register your athlete/i })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Join the journey' })).toHaveAttribute('href', '/register');
});

test('a media tile opens the video modal; Escape closes it and focus returns', async ({ page, request }) => {
  // Our own items: one played as a file (a URL that is neither YouTube nor Vimeo), one from YouTube.
  const token = await adminToken(request);
  const addVideo = async (title: string, video_url: string) => {
    const created = await request.post('/api/media', { headers: { Authorization: `Bearer ${token}` }, multipart: { title, video_url } });
    expect(created.status(), await created.text()).toBe(201);
  };
  const youtube = { title: unique('E2E match'), url: 'https://www.youtube.com/watch?v=abcdefghijk' };
  await addVideo(youtube.title, youtube.url);
  const title = unique('E2E clip');
  await addVideo(title, 'https://example.com/clip.mp4');

  await open(page, '/');
  const tile = page.getByRole('button', { name: `Play video: ${title}` });
  await tile.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video[controls]')).toHaveAttribute('src', 'https://example.com/clip.mp4');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Focus stays inside the dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tile).toBeFocused();

  // A YouTube item plays embedded.
  expect(toEmbedUrl(youtube.url).kind).toBe('iframe');
  await page.getByRole('button', { name: `Play video: ${youtube.title}` }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', new RegExp(`^${toEmbedUrl(youtube.url).src.replace(/[.?]/g, '\\$&')}`));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(MEDIA_MESSAGES.empty).toBe('No video available');
});

test('newsletter: success, the same answer for an address already on the list, and a bad address', async ({ page }, info) => {
  await page.goto('/');
  const block = page.getByRole('form', { name: 'Newsletter sign-up' });
  const email = `${unique(info.project.name)}@example.com`;
  // The block loads when the visitor comes near it (components/ui/when-visible.tsx).
  await block.scrollIntoViewIfNeeded();

  await block.getByLabel('Email address').fill('not-an-email');
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText(NEWSLETTER_MESSAGES.invalidEmail)).toBeVisible();

  await block.getByLabel('Email address').fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible();

  await block.getByLabel('Email address').fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible();
  await expect(block.getByText(NEWSLETTER_MESSAGES.confirmHint)).toBeVisible();
});

test('the newsletter block is in the HTML, but its code loads, and the form starts, only when the visitor comes near it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-started');
  const block = page.getByRole('form', { name: 'Newsletter sign-up' });
  // The server's form, as it came: its fields stay disabled (useHydrated) and its code is not requested.
  await expect(block.getByLabel('Email address')).toBeDisabled();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('newsletter-block'))).toEqual([]);
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByLabel('Email address')).toBeEnabled();
  expect(scripts.filter((s) => s.includes('newsletter-block'))).toHaveLength(1);
});
