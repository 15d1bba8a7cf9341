import { expect, test, type Page } from '../fixtures';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { open, publicGet } from './support';

test('gallery cards link to /photo/{id}', async ({ page, request }) => {
  const albums = await publicGet<Album[]>(request, '/api/public/albums?limit=100');
  await page.goto('/gallery');
  const cards = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(albums.length);
  await expect(cards.first()).toHaveAttribute('href', `/photo/${albums[0]!.id}`);
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/photo/${albums[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: albums[0]!.name })).toBeVisible();
});

/** Where each photo of the album is shown (their buttons' boxes, in photo order), from the photos' visible buttons. */
async function photoBoxes(page: Page) {
  const buttons = page.getByRole('button', { name: /open photo \d+ of/i });
  await expect(buttons.first()).toBeVisible();
  const boxes = [];
  for (const button of await buttons.all()) {
    const name = (await button.getAttribute('aria-label'))!;
    const box = (await button.boundingBox())!;
    boxes.push({ photo: Number(name.match(/photo (\d+) of/i)![1]), x: Math.round(box.x), y: Math.round(box.y) });
  }
  return boxes.sort((a, b) => a.photo - b.photo);
}

test('album view: the columns come from the width in CSS alone, the same before and after the app starts', async ({ browser }) => {
  // Three columns at every width (SPEC 2 and 9: "a masonry layout of 3 columns").
  for (const [width, columns] of [
    [390, 3],
    [700, 3],
    [1366, 3],
  ] as const) {
    const laidOut = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/photo/1');
      if (javaScriptEnabled) await expect(page.locator('html')).toHaveAttribute('data-started');
      const boxes = await photoBoxes(page);
      expect(new Set(boxes.map((b) => b.x)).size, `${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe(columns);
      // Photos read left to right: the first ones start the columns.
      expect(new Set(boxes.slice(0, columns).map((b) => b.x)).size, `${width} px`).toBe(columns);
      laidOut.push(boxes);
      await context.close();
    }
    expect(laidOut[1], `${width} px: hydration moves no photo`).toEqual(laidOut[0]);
  }
});

test('album view: reserved image sizes and srcset', async ({ page }) => {
  await page.goto('/photo/1');
  const masonry = page.getByTestId('masonry');
  const img = masonry.locator('img').first();
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);
  await expect(img).toHaveAttribute('srcset', /-320w\.webp 320w/);
});

test('/photo without an id shows the newest album', async ({ page, request }) => {
  const albums = await publicGet<Album[]>(request, '/api/public/albums?limit=100');
  const newest = [...albums].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
  await page.goto('/photo');
  await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
});

test('an unknown album says so', async ({ page }) => {
  await page.goto('/photo/99999999');
  await expect(page.getByText(ALBUM_MESSAGES.notFound)).toBeVisible();
});

test('lightbox: counter, wrapping previous/next, keyboard, download, focus kept, Escape', async ({ page, request }) => {
  const album = await publicGet<Album>(request, '/api/public/albums/1');
  const total = album.photos!.length;
  expect(total).toBeGreaterThan(2);
  await open(page, '/photo/1');
  const opener = page.getByRole('button', { name: `Open photo 1 of ${total}` });
  await opener.click();
  const counter = page.locator('.yarl__counter');
  await expect(counter).toHaveText(`1 / ${total}`);

  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download photo' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(album.photos![1]!.filename);

  // The page behind is inert: Tab never leaves the lightbox.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.yarl__root'))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(counter).toBeHidden();
});

test('lightbox swipes on touch screens', { tag: '@narrow-only' }, async ({ page, request }) => {
  const album = await publicGet<Album>(request, '/api/public/albums/1');
  await open(page, '/photo/1');
  await page.getByRole('button', { name: `Open photo 1 of ${album.photos!.length}` }).click();
  const counter = page.locator('.yarl__counter');
  await expect(counter).toHaveText(`1 / ${album.photos!.length}`);
  // A leftward pointer drag across the slide is a swipe to the next photo.
  const box = (await page.locator('.yarl__container').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.8 - 0.06 * i), y);
  await page.mouse.up();
  await expect(counter).toHaveText(`2 / ${album.photos!.length}`);
});
