import { ALBUM_MESSAGES } from '@academy/contract/album';
import { PHOTO_REVIEW_MESSAGES } from '@academy/contract/photo-tag-constants';
import { expect, test } from '../fixtures';
import { confirmDialog, png, signIn, unique } from './helpers';

test('album: create, add photos, delete a photo, edit, delete', async ({ page }) => {
  const name = unique('Away day');
  await signIn(page, { path: '/uploadalbum' });

  await page.getByLabel('Album Name').fill('   ');
  await page.getByRole('button', { name: 'Create Album' }).click();
  await expect(page.getByText(ALBUM_MESSAGES.nameRequired)).toBeVisible();

  await page.getByLabel('Album Name').fill(name);
  await page.getByLabel('Caption (optional)').fill('Under-14s on tour');
  await page.getByLabel('Album Cover').setInputFiles(png('cover.png'));
  await page.getByRole('button', { name: 'Create Album' }).click();
  await expect(page).toHaveURL(/\/album\/\d+$/);
  const albumId = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(ALBUM_MESSAGES.noPhotos)).toBeVisible();

  await page.getByLabel('Choose photos').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await page.getByRole('button', { name: /Upload 3 photos/ }).click();
  const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  await confirmDialog(page);
  await expect(photos).toHaveCount(2);

  await page.goto(`/edit-album/${albumId}`);
  await expect(page.getByLabel('Album Name')).toHaveValue(name);
  const renamed = `${name} (edited)`;
  await page.getByLabel('Album Name').fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/galleryalbum$/);
  await expect(page.getByRole('status').filter({ hasText: ALBUM_MESSAGES.updated })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(card).toContainText('2 photos');

  // A visitor sees the same album through the public view.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/album/${albumId}`);
  await expect(visitor.getByText(renamed).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Delete photo 1' })).toHaveCount(0);
  await visitor.close();

  await card.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
});

test('edit-album: Cancel goes back; /album without id goes to the admin gallery', async ({ page }) => {
  await signIn(page, { path: '/galleryalbum' });
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByLabel('Album Name')).not.toHaveValue('');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/galleryalbum$/);
  await page.goto('/album');
  await expect(page).toHaveURL(/\/galleryalbum$/);
});

test('arrange an album: captions shown in the lightbox, reorder by keyboard and by dragging, a photo as the cover', async ({ page, browser }) => {
  const name = unique('Arranged album');
  await signIn(page, { path: '/uploadalbum' });
  await page.getByLabel('Album Name').fill(name);
  await page.getByRole('button', { name: 'Create Album' }).click();
  await expect(page).toHaveURL(/\/album\/\d+$/);
  const albumId = page.url().split('/').pop()!;
  await page.getByLabel('Choose photos').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await page.getByRole('button', { name: /Upload 3 photos/ }).click();
  const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  const ids = await photos.evaluateAll((items) => items.map((li) => li.getAttribute('data-photo-id')));
  // An upload is public once an editor marks it reviewed (decision 054): all three at once.
  await page.getByRole('button', { name: PHOTO_REVIEW_MESSAGES.reviewAll(3) }).click();
  await expect(page.getByText(PHOTO_REVIEW_MESSAGES.reviewed(3))).toBeVisible();
  await expect(page.getByTestId('photo-review')).toHaveCount(0);

  // A caption, saved when the field is left.
  await page.getByLabel(ALBUM_MESSAGES.captionLabel(2)).fill('Kofi lifts the cup');
  await page.getByLabel(ALBUM_MESSAGES.captionLabel(2)).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: ALBUM_MESSAGES.captionSaved })).toBeVisible();

  // Keyboard: the third photo's handle, Space, Left twice, Space: it goes first. Each key waits for
  // what a screen reader hears of the last (the drag's live region), as a person waits for the move.
  const heard = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: ALBUM_MESSAGES.dragHandle(3) }).focus();
  await page.keyboard.press('Space');
  // Picked up, it is over its own place first.
  await expect(heard).toHaveText('Photo 3 is over position 3.');
  await page.keyboard.press('ArrowLeft');
  await expect(heard).toHaveText('Photo 3 is over position 2.');
  await page.keyboard.press('ArrowLeft');
  await expect(heard).toHaveText('Photo 3 is over position 1.');
  await page.keyboard.press('Space');
  await expect(heard).toHaveText('Photo 3 dropped over position 1.');
  await expect(page.getByRole('status').filter({ hasText: ALBUM_MESSAGES.orderSaved })).toBeVisible();
  await expect.poll(() => photos.evaluateAll((items) => items.map((li) => li.getAttribute('data-photo-id')))).toEqual([ids[2], ids[0], ids[1]]);

  // Pointer: drag the (now) last photo onto the first place.
  const handle = page.getByRole('button', { name: ALBUM_MESSAGES.dragHandle(3) });
  const target = (await photos.nth(0).boundingBox())!;
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
  await page.mouse.move(target.x + 20, target.y + 20, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => photos.evaluateAll((items) => items.map((li) => li.getAttribute('data-photo-id')))).toEqual([ids[1], ids[2], ids[0]]);

  // The cover: the photo now second.
  await page.getByRole('button', { name: `${ALBUM_MESSAGES.makeCover}: photo 2` }).click();
  await expect(page.getByRole('status').filter({ hasText: ALBUM_MESSAGES.coverSet })).toBeVisible();
  await expect(photos.nth(1).getByText(ALBUM_MESSAGES.isCover, { exact: true })).toBeVisible();

  // A visitor: the order, the cover on the album's card, and the caption under the photo in the lightbox.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/album/${albumId}`);
  // The page arrives rendered by the server: a click reaches the app once it has hydrated.
  await expect(visitor.locator('html')).toHaveAttribute('data-started');
  const captioned = visitor.getByRole('button', { name: /^Kofi lifts the cup: open photo 1 of 3/ }).first();
  await captioned.click();
  await expect(visitor.locator('.yarl__slide_description').filter({ hasText: 'Kofi lifts the cup' })).toBeVisible();
  await context.close();
  const api = await page.request.get(`/api/public/albums/${albumId}`);
  const album = (await api.json()).data as { coverImage: string; photos: { id: number; url: string }[] };
  expect(album.photos.map((p) => String(p.id))).toEqual([ids[1], ids[2], ids[0]]);
  expect(album.coverImage).toBe(album.photos[1]!.url);
});
