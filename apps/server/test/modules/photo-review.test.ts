import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, Photo } from '@academy/contract/album';
import { IMAGE_WIDTHS, imageVariantUrl } from '@academy/contract/common-constants';
import { photos as photosTable } from '../../src/db/schema/photos.ts';
import { bearer, createTestApp, createUserWithRole, eraseOwnData, image, login, multipart, PARENT_FORM, registrationIdOf, type TestApp } from '../helpers.ts';

/**
 * Consent that fails closed (docs/decisions/054): an upload is not public until an editor marks it
 * reviewed; a photo is public only while every tagged child has website consent; erasing a tagged
 * child keeps the photo hidden (an anonymous "no consent" mark), files and all.
 */
let t: TestApp;
let auth: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
  editor = bearer((await createUserWithRole(t.app, 'editor')).token);
});
afterAll(() => t.close());

let seq = 0;
const filesOf = (url: string) => [url, ...IMAGE_WIDTHS.map((w) => imageVariantUrl(url, w))];
const statusOfFiles = async (url: string) => Promise.all(filesOf(url).map(async (u) => (await t.app.inject({ url: u })).statusCode));
const publicPhotos = async (albumId: number) => ((await t.app.inject({ url: `/api/public/albums/${albumId}` })).json().data as Album).photos ?? [];
const staffPhotos = async (albumId: number) => ((await t.app.inject({ url: `/api/albums/${albumId}`, headers: auth })).json().data as Album).photos ?? [];

async function albumWithPhoto(): Promise<{ album: Album; photo: Photo }> {
  const created = multipart({ name: `Review ${++seq}` });
  const album = (await t.app.inject({ method: 'POST', url: '/api/albums', payload: created.payload, headers: { ...created.headers, ...auth } })).json()
    .data as Album;
  const upload = multipart({}, [{ field: 'photos', filename: 'a.jpg', content: await image('jpeg', 1400, 900) }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/albums/${album.id}/photos`, payload: upload.payload, headers: { ...upload.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
  return { album, photo: (res.json().data as Photo[])[0]! };
}
const review = (albumId: number, ids: number[], headers = editor) =>
  t.app.inject({ method: 'POST', url: `/api/albums/${albumId}/photos/review`, headers, payload: { photo_ids: ids } });

describe('photo review and consent that fails closed', () => {
  it('an untagged upload is not public until an editor marks it reviewed', async () => {
    const { album, photo } = await albumWithPhoto();
    expect(await publicPhotos(album.id)).toEqual([]);
    expect(await statusOfFiles(photo.url)).toEqual(filesOf(photo.url).map(() => 404));
    // Staff see it waiting, with a signed address to look at it.
    const [waiting] = await staffPhotos(album.id);
    expect(waiting).toMatchObject({ id: photo.id, reviewed: false, no_consent: false });
    expect(waiting!.view_url).toMatch(/\/uploads\/images\/signed\//);

    const res = await review(album.id, [photo.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ reviewed: [photo.id] });
    expect((await publicPhotos(album.id)).map((p) => p.id)).toEqual([photo.id]);
    expect(await statusOfFiles(photo.url)).toEqual(filesOf(photo.url).map(() => 200));
    // Marked again: nothing more to mark. A photo of another album is not this album's to mark.
    expect((await review(album.id, [photo.id])).json().data).toEqual({ reviewed: [] });
    const other = await albumWithPhoto();
    expect((await review(album.id, [other.photo.id])).json().data).toEqual({ reviewed: [] });
    expect(await publicPhotos(other.album.id)).toEqual([]);
    // Anonymous callers cannot review.
    expect((await review(other.album.id, [other.photo.id], {})).statusCode).toBe(401);
  });

  it('erasing a tagged child with consent keeps the photo hidden, its files 404', async () => {
    const { album, photo } = await albumWithPhoto();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...PARENT_FORM, parent_email: `tagged${++seq}@example.com`, photo_consent: 'yes' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const childId = await registrationIdOf(t.app, res.json().data);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/photos/${photo.id}/subjects`, headers: editor, payload: { registration_ids: [childId] } })).statusCode,
    ).toBe(200);
    expect((await review(album.id, [photo.id])).statusCode).toBe(200);
    expect((await publicPhotos(album.id)).map((p) => p.id)).toEqual([photo.id]);
    expect(await statusOfFiles(photo.url)).toEqual(filesOf(photo.url).map(() => 200));

    // The family erases its data through its status link: the tag goes, the photo stays hidden.
    const url = await t.app.statusLinks.urlFor(t.app.db, childId);
    const erased = await eraseOwnData(t.app, url.slice(url.lastIndexOf('/') + 1));
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await publicPhotos(album.id)).toEqual([]);
    expect(await statusOfFiles(photo.url)).toEqual(filesOf(photo.url).map(() => 404));
    const [marked] = await staffPhotos(album.id);
    expect(marked).toMatchObject({ id: photo.id, subjects: [], no_consent: true });
    // Reviewing it again does not publish it: the mark stays.
    expect((await review(album.id, [photo.id])).json().data).toEqual({ reviewed: [] });
    const [row] = await t.app.db.select({ no_consent: photosTable.no_consent }).from(photosTable).where(eq(photosTable.id, photo.id));
    expect(row!.no_consent).toBe(true);
    expect(await publicPhotos(album.id)).toEqual([]);
  });

  it('an administrator deleting a tagged child leaves the same mark', async () => {
    const { album, photo } = await albumWithPhoto();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...PARENT_FORM, parent_email: `deleted${++seq}@example.com`, photo_consent: 'yes' },
    });
    const childId = await registrationIdOf(t.app, res.json().data);
    await t.app.inject({ method: 'PUT', url: `/api/photos/${photo.id}/subjects`, headers: editor, payload: { registration_ids: [childId] } });
    await review(album.id, [photo.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/registrations/${childId}`, headers: auth })).statusCode).toBe(200);
    expect(await publicPhotos(album.id)).toEqual([]);
    expect(await statusOfFiles(photo.url)).toEqual(filesOf(photo.url).map(() => 404));
  });
});
