import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES } from '@academy/contract/album';
import { IMAGE_MESSAGES } from '@academy/contract/common';
import { MEDIA_MESSAGES } from '@academy/contract/media';
import { POST_MESSAGES } from '@academy/contract/post';
import { TEAM_MESSAGES } from '@academy/contract/team';
import { bearer, createTestApp, fileExists, hugeJpeg, image, login, multipart, uploadPath, type TestApp, reviewAlbum } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>, withAuth = true) =>
  t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(withAuth ? auth : {}) } });

describe('posts and news', () => {
  it('creates a post with a cover, sanitizes HTML, and lists it without content', async () => {
    const res = await send(
      'POST',
      '/api/posts',
      multipart({ title: 'Cup final', content: '<p>We won<script>alert(1)</script><img src=x onerror="alert(2)"></p>' }, [
        { field: 'cover_image', filename: 'cover.png', content: await image('png', 1600, 900) },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.content).not.toContain('<script');
    expect(post.content).not.toContain('onerror');
    expect(post.cover_image).toMatch(/^\/uploads\/images\/[a-z0-9-]+\.webp$/);
    expect([post.cover_width, post.cover_height]).toEqual([1600, 900]);
    for (const w of ['', '-320w', '-640w', '-1280w']) expect(await fileExists(uploadPath(t.config, post.cover_image.replace('.webp', `${w}.webp`)))).toBe(true);

    const list = (await t.app.inject('/api/news?q=cup')).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).not.toHaveProperty('content');
    expect(list.data[0].excerpt).toBe('We won');

    const file = await t.app.inject(post.cover_image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('validates title and content with the contract messages', async () => {
    const a = await send('POST', '/api/news', multipart({ title: ' ', content: '<p>x</p>' }));
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe(POST_MESSAGES.titleRequired);
    const b = await send('POST', '/api/news', multipart({ title: 'T', content: '<p><br></p>' }));
    expect(b.json().message).toBe(POST_MESSAGES.contentRequired);
    expect(b.json().errors).toEqual({ content: POST_MESSAGES.contentRequired });
  });

  it('hides unpublished posts from visitors, publishes, replaces the cover and deletes its files', async () => {
    const created = (
      await send(
        'POST',
        '/api/news',
        multipart({ title: 'Draft', content: '<p>soon</p>', published: 'false' }, [{ field: 'cover_image', filename: 'a.jpg', content: await image() }]),
      )
    ).json().data;
    expect((await t.app.inject(`/api/news/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/news/${created.id}`, headers: auth })).statusCode).toBe(200);
    const visitorList = (await t.app.inject('/api/news')).json().data.map((p: { id: number }) => p.id);
    expect(visitorList).not.toContain(created.id);

    const pub = await t.app.inject({ method: 'PUT', url: `/api/news/${created.id}/publish`, headers: auth, payload: {} });
    expect(pub.json().data.published).toBe(true);
    expect((await t.app.inject(`/api/posts/${created.id}`)).statusCode).toBe(200);

    const updated = (
      await send(
        'PUT',
        `/api/posts/${created.id}`,
        multipart({ title: 'Final', content: '<p>now</p>' }, [{ field: 'cover_image', filename: 'b.webp', content: await image('webp') }]),
      )
    ).json().data;
    expect(updated.title).toBe('Final');
    expect(updated.cover_image).not.toBe(created.cover_image);
    expect(await fileExists(uploadPath(t.config, created.cover_image))).toBe(false);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, headers: auth });
    expect(del.json()).toEqual({ success: true, data: { id: created.id } });
    expect(await fileExists(uploadPath(t.config, updated.cover_image))).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/news/99999999999/publish', headers: auth, payload: {} })).statusCode).toBe(404);
  });

  it('refuses a text file named .png (415) and an image over 5 MB (413), leaving nothing behind', async () => {
    const before = (await t.app.inject({ url: '/api/posts', headers: auth })).json().total;
    const fake = await send(
      'POST',
      '/api/posts',
      multipart({ title: 'X', content: '<p>x</p>' }, [{ field: 'cover_image', filename: 'evil.png', content: Buffer.from('just text'), type: 'image/png' }]),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(IMAGE_MESSAGES.invalidType);
    const big = await hugeJpeg();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const large = await send(
      'POST',
      '/api/posts',
      multipart({ title: 'X', content: '<p>x</p>' }, [{ field: 'cover_image', filename: 'big.jpg', content: big }]),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    expect((await t.app.inject({ url: '/api/posts', headers: auth })).json().total).toBe(before);
  });

  it('requires the token to write', async () => {
    const res = await send('POST', '/api/posts', multipart({ title: 'X', content: '<p>x</p>' }), false);
    expect(res.statusCode).toBe(401);
  });
});

describe('team', () => {
  it('requires name, role and photo', async () => {
    expect((await send('POST', '/api/team', multipart({ name: '', role: 'defender' }))).json().message).toBe(TEAM_MESSAGES.nameRequired);
    expect((await send('POST', '/api/team', multipart({ name: 'A', role: 'striker' }))).json().message).toBe(TEAM_MESSAGES.roleRequired);
    expect((await send('POST', '/api/team', multipart({ name: 'A', role: 'forward', jersey_number: 100 }))).json().message).toBe(TEAM_MESSAGES.jerseyRange);
    const noPhoto = await send('POST', '/api/team', multipart({ name: 'A', role: 'forward' }));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe(TEAM_MESSAGES.photoRequired);
  });

  it('creates, filters, updates and deletes a member with their photo', async () => {
    const res = await send(
      'POST',
      '/api/team',
      multipart({ name: 'Kwame', role: 'defender', jersey_number: '' }, [{ field: 'image', filename: 'k.jpg', content: await image('jpeg', 400, 500) }]),
    );
    expect(res.statusCode).toBe(201);
    const m = res.json().data;
    expect(m).toMatchObject({ name: 'Kwame', role: 'defender', jersey_number: null, image_width: 400, image_height: 500 });
    expect(m.image_url).toBe(m.image);
    expect((await t.app.inject('/api/team?role=defender')).json().data).toHaveLength(1);
    expect((await t.app.inject('/api/team?role=forward')).json().data).toHaveLength(0);
    const up = await send('PUT', `/api/team/${m.id}`, multipart({ name: 'Kwame A.', role: 'midfielder', jersey_number: 4 }));
    expect(up.json().data).toMatchObject({ name: 'Kwame A.', jersey_number: 4, image: m.image });
    expect((await t.app.inject(`/api/team/${m.id}`)).json().data.role).toBe('midfielder');
    // The admin form sends every field: an empty jersey number clears it, false boxes untick; a field
    // left out keeps its value (team-form-page.test.tsx checks the form sends them all).
    const cleared = await send(
      'PUT',
      `/api/team/${m.id}`,
      multipart({ name: 'Kwame A.', role: 'midfielder', jersey_number: '', is_minor: 'false', photo_consent: 'false' }),
    );
    expect(cleared.json().data).toMatchObject({ jersey_number: null, is_minor: false, photo_consent: false });
    const kept = await send('PUT', `/api/team/${m.id}`, multipart({ name: 'Kwame A.', role: 'midfielder', jersey_number: 6, photo_consent: 'true' }));
    expect(kept.json().data).toMatchObject({ jersey_number: 6, is_minor: false, photo_consent: true });
    await t.app.inject({ method: 'DELETE', url: `/api/team/${m.id}`, headers: auth });
    expect(await fileExists(uploadPath(t.config, m.image))).toBe(false);
    expect((await t.app.inject(`/api/team/${m.id}`)).statusCode).toBe(404);
  });
});

describe('albums and photos', () => {
  it('requires a name', async () => {
    const res = await send('POST', '/api/albums', multipart({ name: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ALBUM_MESSAGES.nameRequired);
  });

  it('creates an album, uploads photos of each format, and deleting the album removes every file', async () => {
    const created = await send(
      'POST',
      '/api/gallery',
      multipart({ name: 'Camp', caption: 'Summer', created_by: 1 }, [{ field: 'coverImage', filename: 'c.jpg', content: await image() }]),
    );
    expect(created.statusCode).toBe(201);
    const album = created.json().data;
    const up = await send(
      'POST',
      `/api/albums/${album.id}/photos`,
      multipart({}, [
        { field: 'photos', filename: '1.jpg', content: await image('jpeg') },
        { field: 'photos', filename: '2.png', content: await image('png', 300, 200) },
        { field: 'photos', filename: '3.webp', content: await image('webp') },
      ]),
    );
    expect(up.statusCode).toBe(201);
    const photos = up.json().data;
    expect(photos).toHaveLength(3);
    expect(photos[1]).toMatchObject({ filename: '2.png', width: 300, height: 200 });
    const more = await send('POST', `/api/photos/albums/${album.id}/photos`, multipart({}, [{ field: 'photos', filename: '4.jpg', content: await image() }]));
    expect(more.statusCode).toBe(201);
    expect(await reviewAlbum(t.app, auth, album.id)).toHaveLength(4);

    const pub = (await t.app.inject(`/api/public/albums/${album.id}`)).json().data;
    expect(pub.photos).toHaveLength(4);
    expect(pub.photo_count).toBe(4);
    expect(pub.firstPhoto).toBe(photos[0].url);
    const list = (await t.app.inject('/api/gallery')).json();
    expect(list.data[0]).not.toHaveProperty('photos');

    const del = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photos[0].id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(await fileExists(uploadPath(t.config, photos[0].url))).toBe(false);

    const renamed = await send('PUT', `/api/albums/${album.id}`, multipart({ name: 'Camp 2026', caption: '' }));
    expect(renamed.json().data).toMatchObject({ name: 'Camp 2026', caption: null });

    await t.app.inject({ method: 'DELETE', url: `/api/albums/${album.id}`, headers: auth });
    for (const url of [album.coverImage, photos[1].url, photos[2].url, photos[1].url.replace('.webp', '-320w.webp')]) {
      expect(await fileExists(uploadPath(t.config, url)), url).toBe(false);
    }
    expect((await t.app.inject(`/api/gallery/${album.id}`)).statusCode).toBe(404);
  });

  it('stores nothing when one file of a batch is not an image', async () => {
    const album = (await send('POST', '/api/albums', multipart({ name: 'Batch' }))).json().data;
    const res = await send(
      'POST',
      `/api/albums/${album.id}/photos`,
      multipart({}, [
        { field: 'photos', filename: 'ok.jpg', content: await image() },
        { field: 'photos', filename: 'bad.png', content: Buffer.from('<html>') },
      ]),
    );
    expect(res.statusCode).toBe(415);
    expect((await t.app.inject({ url: `/api/albums/${album.id}`, headers: auth })).json().data.photos).toHaveLength(0);
    expect((await send('POST', '/api/albums/424242/photos', multipart({}, [{ field: 'photos', filename: 'ok.jpg', content: await image() }]))).statusCode).toBe(
      404,
    );
  });
});

describe('media', () => {
  // Smallest structure file-type recognises as MP4: an ftyp box, then filler bytes.
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(4000, 7)]);

  it('validates title and file-or-URL', async () => {
    expect((await send('POST', '/api/media', multipart({ title: '' }))).json().message).toBe(MEDIA_MESSAGES.titleRequired);
    expect((await send('POST', '/api/media', multipart({ title: 'Clip' }))).json().message).toBe(MEDIA_MESSAGES.fileOrUrl);
    expect((await send('POST', '/api/media', multipart({ title: 'Clip', video_url: 'javascript:alert(1)' }))).json().message).toBe(MEDIA_MESSAGES.invalidUrl);
    const notVideo = await send(
      'POST',
      '/api/media',
      multipart({ title: 'Clip' }, [{ field: 'video_file', filename: 'a.mp4', content: Buffer.from('hello') }]),
    );
    expect(notVideo.statusCode).toBe(415);
    expect(notVideo.json().message).toBe(MEDIA_MESSAGES.notVideo);
  });

  it('stores a video with a thumbnail, serves byte ranges, and deletes the files', async () => {
    const res = await send(
      'POST',
      '/api/media',
      multipart({ title: 'Highlights' }, [
        { field: 'video_file', filename: 'h.mp4', content: mp4 },
        { field: 'thumbnail', filename: 't.jpg', content: await image() },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item.video_file).toMatch(/^\/uploads\/videos\/[a-z0-9-]+\.mp4$/);
    expect(item.thumbnail).toMatch(/^\/uploads\/thumbnails\//);

    const part = await t.app.inject({ url: item.video_file, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(4, 12))).toBe(true);
    expect(part.headers['content-type']).toBe('video/mp4');
    const tail = await t.app.inject({ url: item.video_file, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const bad = await t.app.inject({ url: item.video_file, headers: { range: `bytes=${mp4.length + 5}-` } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${mp4.length}`);
    const whole = await t.app.inject(item.video_file);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(mp4.length);

    const urlOnly = await send('POST', '/api/media', multipart({ title: 'YouTube', video_url: 'https://youtu.be/abcdefg' }));
    expect(urlOnly.json().data).toMatchObject({ video_file: null, video_url: 'https://youtu.be/abcdefg' });
    expect((await t.app.inject('/api/media')).json().total).toBe(2);

    await t.app.inject({ method: 'DELETE', url: `/api/media/${item.id}`, headers: auth });
    expect(await fileExists(uploadPath(t.config, item.video_file))).toBe(false);
    expect(await fileExists(uploadPath(t.config, item.thumbnail))).toBe(false);
  });

  it('blocks path traversal under /uploads', async () => {
    for (const url of ['/uploads/images/..%2F..%2Fjwt-secret', '/uploads/videos/x.txt', '/uploads/images/%2e%2e%2f%2e%2e%2fjwt-secret']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
