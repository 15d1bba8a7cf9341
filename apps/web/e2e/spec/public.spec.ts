// SPEC.md statements a visitor's browser observes (sections 1, 2, 4, 8 and 9), on the seeded demo:
// one test each, titled with the statement (docs/spec-conformance.md). The expected words are the
// spec's own, written here, so a changed text in the app fails here too.
import type { Page } from '@playwright/test';
import { CONSENT_TEXTS, PHOTO_CONSENT_QUESTIONS } from '@academy/contract/registration';
import { auth, dataOf, expect, failing, open, png, test, unique } from './support';

const WIDE = { width: 1366, height: 800 };
const NARROW = { width: 390, height: 844 };
/** The public registration form filled in as a parent would, and sent. */
async function fillRegistration(page: Page) {
  const form = page.getByRole('form', { name: 'Athlete registration form' });
  await form.getByLabel('Parent name').fill('Spec Guardian');
  await form.getByLabel('Email').fill(`${unique('spec-reg').replace(/\W+/g, '-').toLowerCase()}@example.com`);
  await form.getByLabel('Phone').fill('+1 555 0199');
  await form.getByLabel('Residence').fill('Hillside');
  await form.getByLabel('Athlete name').fill('Spec Junior');
  await form.getByLabel('Age').selectOption('11');
  await form.getByLabel('Years playing').selectOption('1');
  await form.getByLabel('Current school').fill('Hillside Primary');
  await form.getByLabel('Uniform size').selectOption('Small');
  await form.getByRole('checkbox', { name: CONSENT_TEXTS.data }).check();
  for (const part of Object.values(PHOTO_CONSENT_QUESTIONS.parts)) await form.getByRole('radio', { name: part.answers.no }).check();
  await form.getByRole('button', { name: 'Submit Registration' }).click();
}

const strips = (page: Page) => page.getByTestId('hero-strip');
const hero = (page: Page) => page.getByRole('region', { name: 'Match highlights' });

test.describe('§1 What the product does and for whom', () => {
  test(`§1 read news;`, async ({ page }) => {
    await open(page, '/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    await page.locator('.post-card--featured').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.locator('article.post .prose')).not.toBeEmpty();
  });

  test(`§1 watch media videos;`, async ({ page }) => {
    await open(page, '/');
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('video, iframe')).toBeVisible();
  });

  test(`§1 browse photo albums;`, async ({ page }) => {
    await open(page, '/gallery');
    await page
      .getByRole('main')
      .getByRole('link')
      // An album with a photo a visitor may see: other tests' new albums may have none yet ("0 photos").
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .filter({ hasNotText: /(^|\D)0 photos/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/photo\/\d+$/);
    await expect(page.getByTestId('masonry').locator('img').first()).toBeVisible();
  });

  test(`§1 view the team (coaches and players by position);`, async ({ page }) => {
    await open(page, '/team');
    for (const group of ['Coaching Staff', 'Defenders', 'Midfielders', 'Forwards', 'Goalkeepers'])
      await expect(page.getByRole('region', { name: group }).getByRole('article').first()).toBeVisible();
  });

  test(`§1 read about the academy;`, async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`§1 contact the academy;`, async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  });

  test(`§1 register an athlete (a child aged 10 to 14) through a parent form.`, async ({ page }) => {
    await open(page, '/register');
    const age = page.getByRole('form', { name: 'Athlete registration form' }).getByLabel('Age');
    expect((await age.locator('option').allTextContents()).filter((t) => /^\d+$/.test(t))).toEqual(['10', '11', '12', '13', '14']);
  });

  test(`§1 The home page opens with a banner of three match slides.`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').locator('section').first()).toHaveAttribute('aria-label', 'Match highlights');
    await expect(strips(page)).toHaveCount(3);
  });

  test(`§1 The slides are the national team against Benin, Libya and Djibouti.`, async ({ page }) => {
    await page.goto('/');
    const descs = await hero(page).locator('.hero__desc').allTextContents();
    expect(descs).toHaveLength(3);
    ['Benin', 'Libya', 'Djibouti'].forEach((team, i) => expect(descs[i]).toContain(team));
  });

  test(`§1 Each slide has the title "Football" and a match description.`, async ({ page }) => {
    await page.goto('/');
    await expect(hero(page).locator('.hero__title')).toHaveText(['Football', 'Football', 'Football']);
    for (const desc of await hero(page).locator('.hero__desc').allTextContents()) expect(desc.length).toBeGreaterThan(10);
  });
});

test.describe('§2 Shared frame', () => {
  test(`§2 The navigation bar links to / (Home), /about, /gallery, /team, /news and /contact.`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Gallery', '/gallery'],
      ['Team', '/team'],
      ['News', '/news'],
      ['Contact', '/contact'],
    ] as const)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  });

  test(`§2 A "Registration" button leads to /register.`, async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test(`§2 On narrow screens (under 768 px) the links sit in a toggled menu that closes when a link is chosen.`, async ({ page }) => {
    for (const [width, menu] of [
      [767, true],
      [768, false],
      [1366, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/');
      await expect(page.getByRole('button', { name: 'Open menu' }), `${width} px`).toBeVisible({ visible: menu });
    }
    await page.setViewportSize(NARROW);
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const links = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(links.getByRole('link', { name: 'News', exact: true })).toBeHidden();
    await toggle.click();
    await links.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(links.getByRole('link', { name: 'News', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test(`§2 The footer shows the academy logo, five social icons and a line with the academy name in capitals followed by "© 2025 ALL RIGHTS RESERVED".`, async ({
    page,
  }) => {
    await page.goto('/contact');
    const footer = page.locator('footer');
    await expect(footer.getByRole('img', { name: /logo/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^Future Stars Football Academy on / })).toHaveCount(5);
    await expect(page.getByTestId('footer-line')).toHaveText('FUTURE STARS FOOTBALL ACADEMY © 2025 ALL RIGHTS RESERVED');
  });

  test(`§2 An unmatched path shows a not-found screen.`, async ({ page }) => {
    const res = await page.goto(`/${unique('nowhere')}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! PAGE OUT OF PLAY!');
  });

  test(`§2 It reads "OOPS! PAGE OUT OF PLAY!" and "The page you’re looking for isn’t here. But don’t worry—we’ll get you back in the game!".`, async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('OOPS! PAGE OUT OF PLAY!', { exact: true })).toBeVisible();
    await expect(page.getByText('The page you’re looking for isn’t here. But don’t worry—we’ll get you back in the game!', { exact: true })).toBeVisible();
  });

  test(`§2 A "GO BACK" button leads to /.`, async ({ page }) => {
    await open(page, '/no-such-page');
    await page.getByRole('link', { name: 'GO BACK' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('§2 Public routes', () => {
  test(`§2 /: Home: hero banner, why-us text, registration button, breaking news (the 4 latest posts with a link to /news), media grid (a click opens a video modal), newsletter block, and a join-journey link to /register.`, async ({
    page,
    request,
  }) => {
    const latest = await dataOf<{ title: string }[]>(await request.get('/api/posts?limit=4'));
    await open(page, '/');
    await expect(hero(page)).toBeVisible();
    const why = page.getByRole('region', { name: /Where future stars are made/i });
    await expect(why).toBeVisible();
    await expect(why.getByRole('link', { name: /Register your athlete/i })).toHaveAttribute('href', '/register');
    const news = page.getByRole('region', { name: 'Breaking News' });
    await expect(news.getByRole('heading', { level: 3 })).toHaveText(latest.map((p) => p.title));
    await expect(news.getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Join the journey' })).toHaveAttribute('href', '/register');
  });

  test(`§2 /about: Story, mission, vision, programs, and a video with a play overlay.`, async ({ page }) => {
    await open(page, '/about');
    for (const eyebrow of ['Our story', 'Our mission', 'Our vision']) await expect(page.getByText(eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Programs' })).toBeVisible();
    await page.getByRole('button', { name: /^Play video:/ }).click();
    await expect(page.locator('.about-video-wrap').locator('iframe, video')).toBeVisible();
  });

  test(`§2 /team: Sections for coaching staff, defenders, midfielders, forwards and goalkeepers, plus partner logos.`, async ({ page, request }) => {
    // A player an administrator adds on /addteam with a position is in that position's section.
    const name = unique('Spec Midfielder');
    const res = await request.post('/api/team', {
      headers: await auth(request),
      multipart: { name, role: 'midfielder', jersey_number: '14', is_minor: 'false', photo_consent: 'true', image: png('m.png') },
    });
    expect(res.status(), await res.text()).toBe(201);
    await open(page, '/team');
    await expect(page.getByRole('heading', { level: 2 })).toContainText(['Coaching Staff', 'Defenders', 'Midfielders', 'Forwards', 'Goalkeepers']);
    await expect(page.getByRole('region', { name: 'Midfielders' }).getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img')).not.toHaveCount(0);
  });

  test(`§2 /team: Jump buttons appear only for non-empty groups.`, async ({ page }) => {
    // Every one of the five groups has members in the demo: a button each, none for an empty one.
    await page.route('**/api/team**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { role: string }[] };
      body.data = body.data.filter((m) => m.role !== 'defender');
      await route.fulfill({ response: res, json: body });
    });
    await open(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).click();
    const jump = page.getByRole('navigation', { name: 'Jump to a group' });
    await expect(jump.getByRole('button', { name: /^Coaching Staff/ })).toBeVisible();
    for (const group of ['Midfielders', 'Forwards', 'Goalkeepers']) await expect(jump.getByRole('button', { name: new RegExp(`^${group}`) })).toBeVisible();
    await expect(jump.getByRole('button', { name: /^Defenders/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Defenders' })).toHaveCount(0);
    await jump.getByRole('button', { name: /^Goalkeepers/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeInViewport();
  });

  test(`§2 /gallery: Album cards, each linking to /photo/{id}.`, async ({ page, request }) => {
    const albums = await dataOf<{ id: number; name: string }[]>(await request.get('/api/public/albums'));
    await open(page, '/gallery');
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(albums.length);
    for (const [i, a] of albums.entries()) await expect(cards.nth(i)).toHaveAttribute('href', `/photo/${a.id}`);
  });

  test(`§2 /photo and /photo/{id}: Album view.`, async ({ page, request }) => {
    const [newest] = await dataOf<{ id: number; name: string }[]>(await request.get('/api/public/albums'));
    await open(page, '/photo');
    await expect(page.getByRole('heading', { level: 1, name: newest!.name })).toBeVisible();
    await open(page, `/photo/${newest!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: newest!.name })).toBeVisible();
  });

  test(`§2 /photo and /photo/{id}: Photos are in a masonry layout of 3 columns.`, async ({ page }) => {
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await open(page, '/photo/1');
      const lefts = await page
        .getByTestId('masonry')
        .locator('.masonry__item')
        .evaluateAll((items) => items.filter((el) => el.getBoundingClientRect().width > 0).map((el) => Math.round(el.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `${viewport.width} px`).toBe(3);
    }
  });

  test(`§2 /photo and /photo/{id}: A lightbox offers previous and next (wrapping), a counter and a download action.`, async ({ page }) => {
    await open(page, '/photo/1');
    const total = await page.getByRole('button', { name: /open photo \d+ of/i }).count();
    await page.getByRole('button', { name: `Open photo 1 of ${total}` }).click();
    const counter = page.locator('.yarl__counter');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await expect(page.getByRole('button', { name: 'Download photo' })).toBeVisible();
  });

  test(`§2 /albums and /album/{id}: Listed among the public routes.`, async ({ page, request }) => {
    const [first] = await dataOf<{ id: number }[]>(await request.get('/api/public/albums'));
    for (const path of ['/albums', `/album/${first!.id}`]) expect((await page.goto(path))?.status(), path).toBe(200);
  });

  test(`§2 /albums and /album/{id}: Their content is the album view.`, async ({ page, request }) => {
    // Another test may have just created an empty album; the album view is that of one with photos.
    const albums = await dataOf<{ id: number; name: string; photo_count: number }[]>(await request.get('/api/public/albums'));
    const first = albums.find((a) => a.photo_count > 0);
    expect(first, 'an album with photos').toBeDefined();
    await open(page, `/album/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await expect(page.getByTestId('masonry')).toBeVisible();
    await open(page, '/albums');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first(),
    ).toHaveAttribute('href', /^\/photo\/\d+$/);
  });

  test(`§2 /contact: Contact form.`, async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const label of ['Full name', 'Email', 'Message']) await expect(form.getByRole('textbox', { name: label })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test(`§2 /register: Parent registration form for an athlete.`, async ({ page }) => {
    await open(page, '/register');
    const form = page.getByRole('form', { name: 'Athlete registration form' });
    for (const label of ['Parent name', 'Athlete name', 'Current school']) await expect(form.getByLabel(label)).toBeVisible();
  });

  test(`§2 /login: Email and password sign-in.`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  });

  test(`§2 /news: The newest post is featured large.`, async ({ page, request }) => {
    const [newest] = await dataOf<{ title: string }[]>(await request.get('/api/posts?limit=1'));
    await page.setViewportSize(WIDE);
    await open(page, '/news');
    const featured = page.locator('.post-card--featured');
    await expect(featured.getByRole('heading')).toHaveText(newest!.title);
    const first = page.getByRole('list', { name: 'More news' }).locator(':scope > li').first();
    expect((await featured.boundingBox())!.width).toBeGreaterThan((await first.boundingBox())!.width * 1.5);
  });

  test(`§2 /news: The rest appear in a 2-column list.`, async ({ page }) => {
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await open(page, '/news');
      const items = page.getByRole('list', { name: 'More news' }).locator(':scope > li');
      const lefts = await items.evaluateAll((els) => els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `${viewport.width} px`).toBe(2);
    }
  });

  test(`§2 /news: Each links to /news/{id}.`, async ({ page, request }) => {
    const posts = await dataOf<{ id: number; title: string }[]>(await request.get('/api/posts?limit=13'));
    await open(page, '/news');
    for (const p of posts)
      await expect(page.getByRole('main').getByRole('link', { name: p.title, exact: true }).first()).toHaveAttribute('href', `/news/${p.id}`);
  });

  test(`§2 /newspost, /news/{id}, /postview/{id}: Single post: cover, time, title, HTML content, and up to 3 related posts linking to /postview/{id}.`, async ({
    page,
    request,
  }) => {
    // A post of this test's own, with a cover: another test's newest post may have none (test data, not the spec).
    const post = await dataOf<{ id: number; title: string }>(
      await request.post('/api/posts', {
        headers: await auth(request),
        multipart: { title: unique('Spec single post'), content: '<p>Spec single post body.</p>', published: 'true', cover_image: png('cover.png') },
      }),
    );
    // The newest post is this one (/newspost shows the newest): every path gets the same checks.
    for (const path of ['/newspost', `/news/${post.id}`, `/postview/${post.id}`]) {
      await open(page, path);
      const article = page.locator('article.post');
      await expect(article.getByRole('heading', { level: 1 }), path).toHaveText(post.title);
      await expect(article.locator('time')).toBeVisible();
      await expect(article.locator('img').first()).toBeVisible();
      await expect(article.locator('.prose p').first()).toBeVisible();
      const related = page.getByRole('complementary').getByRole('link');
      expect(await related.count()).toBeLessThanOrEqual(3);
      for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/postview\/\d+$/);
    }
  });
});

test.describe('§4 States and transitions', () => {
  test(`§4 Hero banner, wide screens: diagonal strips.`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await open(page, '/');
    for (let i = 0; i < 3; i++)
      expect(
        await page
          .getByTestId('hero-strip-shape')
          .nth(i)
          .evaluate((el) => el.style.clipPath),
      ).toMatch(/^polygon\(/);
  });

  test(`§4 Hero banner, wide screens: Hovering a strip expands it while the others collapse.`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await open(page, '/');
    const box = (await hero(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.43, box.y + box.height - 20);
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'expanded');
    await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'collapsed');
    await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'collapsed');
  });

  test(`§4 Hero banner, wide screens: Indicator bars pick a slide.`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await open(page, '/');
    await page.getByRole('button', { name: /Show slide 3/ }).click();
    await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'expanded');
  });

  test(`§4 Hero banner, wide screens: Leaving the banner resets the hover.`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await open(page, '/');
    const box = (await hero(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.43, box.y + box.height - 20);
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'expanded');
    await page.mouse.move(box.x + 10, box.y + box.height + 200);
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'idle');
  });

  test(`§4 Hero banner, narrow screens: the active slide index advances cyclically every 5 seconds.`, async ({ page }) => {
    await page.setViewportSize(NARROW);
    const start = new Date('2026-11-21T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'active');
    await page.clock.runFor(4800);
    await expect(strips(page).nth(0)).toHaveAttribute('data-state', 'active');
    for (const next of [1, 2, 0]) {
      await page.clock.runFor(next === 1 ? 400 : 5000);
      await expect(strips(page).nth(next)).toHaveAttribute('data-state', 'active');
    }
  });

  test(`§4 Forms: a submitting state disables the button.`, async ({ page }) => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ success: true, data: {} }) });
    });
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Spec Sender');
    await form.getByLabel('Email').fill('spec@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: /Sending/ })).toBeDisabled();
    answer();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test(`§4 Forms: The video modal and the lightbox each have open and closed states.`, async ({ page }) => {
    await open(page, '/');
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await open(page, '/photo/1');
    await page.getByRole('button', { name: 'open photo 1 of' }).click();
    await expect(page.locator('.yarl__counter')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.yarl__counter')).toBeHidden();
  });
});

test.describe('§8 Error catalogue (public pages)', () => {
  /** Opens `from`, makes `api` fail, and follows the main navigation's `link`: the page reads it in the browser. */
  async function failedRead(page: Page, api: string, link: string) {
    await open(page, '/contact');
    await failing(page, api);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  }

  test(`§8 Load and delete failures: 'Failed to load team members'`, async ({ page }) => {
    await failedRead(page, '**/api/team**', 'Team');
    await expect(page.getByText('Failed to load team members', { exact: true })).toBeVisible();
  });

  test(`§8 Load and delete failures: 'Failed to load posts.'`, async ({ page }) => {
    await failedRead(page, '**/api/posts**', 'News');
    await expect(page.getByText('Failed to load posts.', { exact: true })).toBeVisible();
  });

  test(`§8 Load and delete failures: 'Oops! This post was not found or failed to load.'`, async ({ page }) => {
    await page.goto('/news/999999');
    await expect(page.getByText('Oops! This post was not found or failed to load.', { exact: true })).toBeVisible();
  });

  test(`§8 Load and delete failures: 'Failed to load albums'`, async ({ page }) => {
    await failedRead(page, '**/api/public/albums**', 'Gallery');
    await expect(page.getByText('Failed to load albums', { exact: true })).toBeVisible();
  });

  test(`§8 Messages for registration and contact: Registration success: 'Registration submitted successfully! We will contact you soon.'`, async ({ page }) => {
    await open(page, '/register');
    await fillRegistration(page);
    await expect(page.getByText('Registration submitted successfully! We will contact you soon.', { exact: true })).toBeVisible();
  });

  test(`§8 Messages for registration and contact: Registration failure: 'Registration failed. Please try again.' or the server message.`, async ({ page }) => {
    await open(page, '/register');
    await page.route('**/api/registrations', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await fillRegistration(page);
    await expect(page.getByText('Registration failed. Please try again.', { exact: true })).toBeVisible();
  });

  test(`§8 Messages for registration and contact: Contact success: 'Message sent successfully! We will get back to you soon.'`, async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Spec Sender');
    await form.getByLabel('Email').fill(`${unique('spec-contact').replace(/\W+/g, '-').toLowerCase()}@example.com`);
    await form.getByLabel('Message').fill('A question from the spec suite.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully! We will get back to you soon.', { exact: true })).toBeVisible();
  });

  test(`§8 Messages for registration and contact: Contact failure: 'Failed to send message. Please try again.'`, async ({ page }) => {
    await open(page, '/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Spec Sender');
    await form.getByLabel('Email').fill('spec-fail@example.com');
    await form.getByLabel('Message').fill('A question.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
  });

  test(`§8 Empty states: 'No photos in this album yet'`, async ({ page, request }) => {
    const res = await request.post('/api/albums', { headers: await auth(request), multipart: { name: unique('Spec empty album'), created_by: '1' } });
    const album = await dataOf<{ id: number }>(res);
    await open(page, `/photo/${album.id}`);
    await expect(page.getByText('No photos in this album yet', { exact: true })).toBeVisible();
  });

  test(`§8 Missing images fall back to placeholders.`, async ({ page, request }) => {
    const title = unique('Spec post without cover');
    expect((await request.post('/api/posts', { headers: await auth(request), multipart: { title, content: '<p>No picture.</p>' } })).status()).toBe(201);
    await open(page, '/news');
    const card = page.locator('.post-card--featured');
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect(card.locator('img, svg, [data-placeholder]').first()).toBeVisible();
  });
});

test.describe('§9 Business constants and limits (public pages)', () => {
  test(`§9 Hero banner: 3 slides.`, async ({ page }) => {
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(strips(page)).toHaveCount(3);
      await expect(page.getByRole('group', { name: 'Choose a slide' }).getByRole('button')).toHaveCount(3);
    }
  });

  test(`§9 Hero banner: Auto-rotation every 5000 ms, only below 768 px width.`, async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 768, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'expanded');
    await page.clock.runFor(5500);
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'expanded');
    // Below 768 px the picked slide is the active one, and the next follows 5000 ms later.
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'active');
    await page.clock.runFor(4500);
    await expect(strips(page).nth(1)).toHaveAttribute('data-state', 'active');
    await page.clock.runFor(600);
    await expect(strips(page).nth(2)).toHaveAttribute('data-state', 'active');
  });

  test(`§9 Hero banner: Height is 80% of the viewport.`, async ({ page }) => {
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      expect(Math.round((await hero(page).boundingBox())!.height), `${viewport.width} px`).toBe(Math.round(viewport.height * 0.8));
    }
  });

  test(`§9 Footer year: 2025.`, async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('footer-line')).toContainText('© 2025');
  });

  test(`§9 Home: 4 newest posts.`, async ({ page, request }) => {
    const title = unique('Spec newest');
    expect((await request.post('/api/posts', { headers: await auth(request), multipart: { title, content: '<p>x</p>' } })).status()).toBe(201);
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Breaking News' }).getByRole('heading', { level: 3 });
    await expect(news).toHaveCount(4);
    await expect(news.first()).toHaveText(title);
  });

  test(`§9 Public registration options: ages 10 to 14; years playing 1, 2, 3, 4+; uniform sizes Small, Medium, Large, XL.`, async ({ page }) => {
    await open(page, '/register');
    const form = page.getByRole('form', { name: 'Athlete registration form' });
    const options = async (label: string) => (await form.getByLabel(label).locator('option:not([value=""])').allTextContents()).map((t) => t.trim());
    expect(await options('Age')).toEqual(['10', '11', '12', '13', '14']);
    expect(await options('Years playing')).toEqual(['1', '2', '3', '4+']);
    expect(await options('Uniform size')).toEqual(['Small', 'Medium', 'Large', 'XL']);
  });

  test(`§9 Team roles: Any role containing "coach" counts as coaching staff.`, async ({ page, request }) => {
    const members = await dataOf<{ name: string; role: string }[]>(await request.get('/api/team?limit=100'));
    const coaches = members.filter((m) => m.role.includes('coach'));
    expect(new Set(coaches.map((c) => c.role)).size).toBeGreaterThan(1);
    await open(page, '/team');
    const staff = page.getByRole('region', { name: 'Coaching Staff' });
    await expect(staff.getByRole('article')).toHaveCount(coaches.length);
    for (const c of coaches) await expect(staff.getByRole('heading', { name: c.name, exact: true })).toBeVisible();
  });

  test(`§9 Gallery: 3 masonry columns.`, async ({ page }) => {
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await open(page, '/photo/1');
      await expect(page.getByTestId('masonry').locator('.masonry__column:visible')).toHaveCount(3);
    }
  });
});
