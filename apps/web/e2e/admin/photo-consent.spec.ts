import { PHOTO_TAG_MESSAGES as M, shortChildName, type Album, type Photo } from '@academy/contract/album';
import { expect, test } from '../fixtures';
import { adminToken, open } from '../public/support';
import { png, signIn, unique } from './helpers';

/**
 * Photo consent on the photos themselves (decision 051): an editor tags a child whose family said no
 * to photos on the website in one photo of a three-photo album. A visitor sees two photos and the
 * third's file answers 404; the album screen still shows all three, the third marked and loaded.
 */
test('a photo of a tagged child without photo consent: two photos for a visitor, the third file 404; three for the admin, one marked', async ({
  page,
  request,
  browser,
}) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const childName = `Kofi ${unique('Consent').replace(/[^a-z]/gi, '')}`;
  const registered = await request.post('/api/registrations', {
    data: {
      parent_name: 'E2E Parent',
      parent_email: `photo-parent-${Date.now().toString(36)}@example.com`,
      contact_phone: '+233 20 555 0199',
      residence: 'Accra',
      player_name: childName,
      player_age: 11,
      years_playing: '2',
      current_school: 'Riverside Primary',
      data_consent: true,
      photo_consent: 'no',
      uniform_size: 'Medium',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await request.post('/api/albums', { headers: auth, multipart: { name: unique('Consent album') } });
  expect(created.status()).toBe(201);
  const album = ((await created.json()) as { data: Album }).data;
  const uploaded = await request.post(`/api/albums/${album.id}/photos`, {
    headers: auth,
    multipart: { photos: png('one.png') },
  });
  expect(uploaded.status()).toBe(201);
  for (const name of ['two.png', 'three.png']) {
    expect((await request.post(`/api/albums/${album.id}/photos`, { headers: auth, multipart: { photos: png(name) } })).status()).toBe(201);
  }
  const photos = (((await (await request.get(`/api/albums/${album.id}`, { headers: auth })).json()) as { data: Album }).data.photos ?? []) as Photo[];
  expect(photos).toHaveLength(3);
  // An editor marks them reviewed ("no children, or all tagged"): an upload is public only then (decision 054).
  const reviewed = await request.post(`/api/albums/${album.id}/photos/review`, { headers: auth, data: { photo_ids: photos.map((p) => p.id) } });
  expect(reviewed.status(), await reviewed.text()).toBe(200);

  // The editor tags the child in the third photo, by keyboard from the search.
  // /album/{id} is the visitor's view until signed in (decision 001): sign in on the gallery screen first.
  await signIn(page, { path: '/galleryalbum' });
  await page.goto(`/album/${album.id}`);
  const items = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await page.getByRole('button', { name: M.tagActionFor(3) }).click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await dialog.getByRole('searchbox', { name: M.searchLabel }).fill(childName.split(' ')[1]!);
  const add = dialog.getByRole('button', { name: M.add(childName) });
  await expect(add).toContainText(M.noWebsiteConsent);
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: M.tagged })).toContainText(childName);
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.saved)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const marked = items.nth(2);
  await expect(marked).toContainText(M.hidden([shortChildName(childName)]));
  await expect(items.nth(0)).not.toContainText('Hidden');
  await expect(items).toHaveCount(3);
  // The admin still sees the hidden photo: it loads by its signed address.
  const img = marked.getByRole('img');
  await expect(img).toHaveAttribute('src', /\/uploads\/images\/signed\//);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // A visitor: two photos, and the third's own file answers 404 (the first's loads).
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, `/album/${album.id}`);
  await expect(visitorPage.getByRole('button', { name: /open photo \d+ of/i })).toHaveCount(2);
  await expect(visitorPage.getByRole('button', { name: 'Open photo 1 of 2' })).toBeVisible();
  expect((await visitor.request.get(photos[2]!.url)).status()).toBe(404);
  expect((await visitor.request.get(photos[0]!.url)).status()).toBe(200);
  expect(await visitorPage.content()).not.toContain(photos[2]!.url.replace(/\.webp$/, ''));
  await visitor.close();
});
