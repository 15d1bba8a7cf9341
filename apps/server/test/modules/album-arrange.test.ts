import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES, type Album, type Photo } from '@academy/contract/album';
import { MEDIA_MESSAGES } from '@academy/contract/media';
import { bearer, createTestApp, fileExists, image, login, multipart, uploadPath, type TestApp, reviewAlbum } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const form = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
const put = (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, payload: payload as object, headers: auth });
const publicAlbum = async (id: number): Promise<Album> => (await t.app.inject(`/api/public/albums/${id}`)).json().data;

/** An album with a cover file of its own and three photos, in upload order. */
async function albumWithPhotos(): Promise<{ album: Album; photos: Photo[] }> {
  const album = (
    await form('POST', '/api/albums', multipart({ name: 'Arranged' }, [{ field: 'coverImage', filename: 'c.jpg', content: await image() }]))
  ).json().data;
  const photos = (
    await form(
      'POST',
      `/api/albums/${album.id}/photos`,
      multipart({}, [
        { field: 'photos', filename: '1.jpg', content: await image() },
        { field: 'photos', filename: '2.jpg', content: await image() },
        { field: 'photos', filename: '3.jpg', content: await image() },
      ]),
    )
  ).json().data;
  // Reviewed as an editor would (docs/decisions/054): only then public.
  await reviewAlbum(t.app, auth, album.id);
  return { album, photos };
}

describe('arranging an album: captions, order, cover', () => {
  it('a caption per photo, shown in the public album; an empty one clears it', async () => {
    const { album, photos } = await albumWithPhotos();
    const res = await put(`/api/photos/${photos[1]!.id}`, { caption: '  Kofi scores the winner  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.caption).toBe('Kofi scores the winner');
    expect((await publicAlbum(album.id)).photos!.map((p) => p.caption)).toEqual([null, 'Kofi scores the winner', null]);
    expect((await put(`/api/photos/${photos[1]!.id}`, { caption: '' })).json().data.caption).toBeNull();
    expect((await put('/api/photos/999999', { caption: 'x' })).statusCode).toBe(404);
  });

  it('the order is kept, new uploads go last, and an order that is not exactly the album is refused', async () => {
    const { album, photos } = await albumWithPhotos();
    const [a, b, c] = photos.map((p) => p.id) as [number, number, number];
    const res = await put(`/api/albums/${album.id}/photos/order`, { photo_ids: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos.map((p: Photo) => p.id)).toEqual([c, a, b]);
    expect((await publicAlbum(album.id)).photos!.map((p) => p.id)).toEqual([c, a, b]);
    // The album's first photo (its card when it has no cover) follows the order.
    expect((await publicAlbum(album.id)).firstPhoto).toBe(photos[2]!.url);

    const added = (await form('POST', `/api/albums/${album.id}/photos`, multipart({}, [{ field: 'photos', filename: '4.jpg', content: await image() }]))).json()
      .data[0];
    await reviewAlbum(t.app, auth, album.id);
    expect((await publicAlbum(album.id)).photos!.map((p) => p.id)).toEqual([c, a, b, added.id]);

    // Another editor added a photo meanwhile: the old arrangement is refused, nothing moves.
    const stale = await put(`/api/albums/${album.id}/photos/order`, { photo_ids: [a, b, c] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ALBUM_MESSAGES.orderMismatch);
    expect((await put(`/api/albums/${album.id}/photos/order`, { photo_ids: [a, a, b, c] })).statusCode).toBe(409);
    expect((await publicAlbum(album.id)).photos!.map((p) => p.id)).toEqual([c, a, b, added.id]);
  });

  it('a photo becomes the cover; the old cover file is deleted, and deleting the cover photo clears the cover', async () => {
    const { album, photos } = await albumWithPhotos();
    const ownCover = album.coverImage!;
    expect(await fileExists(uploadPath(t.config, ownCover))).toBe(true);

    const res = await put(`/api/albums/${album.id}/cover`, { photo_id: photos[2]!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coverImage).toBe(photos[2]!.url);
    expect(await fileExists(uploadPath(t.config, ownCover))).toBe(false);
    // Choosing another photo keeps the first one's file: it is still a photo of the album.
    await put(`/api/albums/${album.id}/cover`, { photo_id: photos[0]!.id });
    expect(await fileExists(uploadPath(t.config, photos[2]!.url))).toBe(true);

    const other = await albumWithPhotos();
    const foreign = await put(`/api/albums/${album.id}/cover`, { photo_id: other.photos[0]!.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(ALBUM_MESSAGES.photoNotInAlbum);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${photos[0]!.id}`, headers: auth })).statusCode).toBe(200);
    const after = await publicAlbum(album.id);
    expect(after.coverImage).toBeNull();
    expect(after.firstPhoto).toBe(photos[1]!.url);

    // Deleting the album deletes each file once (the cover was one of its photos).
    await put(`/api/albums/${album.id}/cover`, { photo_id: photos[1]!.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/albums/${album.id}`, headers: auth })).statusCode).toBe(200);
    expect(await fileExists(uploadPath(t.config, photos[1]!.url))).toBe(false);
  });

  it('an anonymous visitor cannot arrange an album', async () => {
    const { album, photos } = await albumWithPhotos();
    const calls = [
      { url: `/api/photos/${photos[0]!.id}`, payload: { caption: 'x' } },
      { url: `/api/albums/${album.id}/photos/order`, payload: { photo_ids: photos.map((p) => p.id) } },
      { url: `/api/albums/${album.id}/cover`, payload: { photo_id: photos[0]!.id } },
    ];
    for (const call of calls) expect((await t.app.inject({ method: 'PUT', ...call })).statusCode).toBe(401);
  });
});

describe("editing a video's title and thumbnail", () => {
  it('changes the title, replaces the thumbnail (deleting the old file), and refuses an empty title', async () => {
    const created = (
      await form(
        'POST',
        '/api/media',
        multipart({ title: 'Cup final', video_url: 'https://youtu.be/abcdefghijk' }, [{ field: 'thumbnail', filename: 't.jpg', content: await image() }]),
      )
    ).json().data;
    const oldThumb = created.thumbnail as string;

    const renamed = await form('PUT', `/api/media/${created.id}`, multipart({ title: 'Cup final highlights' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Cup final highlights', thumbnail: oldThumb });

    const rethumbed = await form(
      'PUT',
      `/api/media/${created.id}`,
      multipart({ title: 'Cup final highlights' }, [{ field: 'thumbnail', filename: 'n.png', content: await image('png') }]),
    );
    expect(rethumbed.statusCode).toBe(200);
    const newThumb = rethumbed.json().data.thumbnail as string;
    expect(newThumb).not.toBe(oldThumb);
    expect(await fileExists(uploadPath(t.config, newThumb))).toBe(true);
    expect(await fileExists(uploadPath(t.config, oldThumb))).toBe(false);
    const listed = (await t.app.inject('/api/media')).json().data.find((m: { id: number }) => m.id === created.id);
    expect(listed).toMatchObject({ title: 'Cup final highlights', thumbnail: newThumb });

    const empty = await form('PUT', `/api/media/${created.id}`, multipart({ title: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MEDIA_MESSAGES.titleRequired);
    expect((await form('PUT', '/api/media/999999', multipart({ title: 'x' }))).statusCode).toBe(404);
  });
});
