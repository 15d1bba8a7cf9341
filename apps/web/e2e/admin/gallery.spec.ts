import { ALBUM_MESSAGES } from '@academy/contract/album';
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
