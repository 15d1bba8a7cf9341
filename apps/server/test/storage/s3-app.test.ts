import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { bearer, createTestApp, fileExists, image, login, multipart, type TestApp } from '../helpers.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

let s3: LocalS3;
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ s3: s3.config });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('uploads on S3 (s3rver)', () => {
  // An ftyp box file-type recognises as MP4, then 6 MB of varied bytes: more than one S3 part.
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.from(Array.from({ length: 6 * 1024 * 1024 }, (_, i) => (i * 13 + (i >> 10)) & 0xff)),
  ]);

  it('stores a video and its thumbnail in the bucket, serves them with ranges, and deletes them', async () => {
    const res = await send(
      'POST',
      '/api/media',
      multipart({ title: 'Cup final' }, [
        { field: 'video_file', filename: 'final.mp4', content: mp4 },
        { field: 'thumbnail', filename: 't.jpg', content: await image() },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item.video_file).toMatch(/^\/uploads\/videos\/[a-z0-9-]+\.mp4$/);
    expect(item.thumbnail).toMatch(/^\/uploads\/thumbnails\/[a-z0-9-]+\.webp$/);

    // In the bucket, under the URL's key; nothing on local disk.
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(item.video_file));
    expect(keys).toContain(keyOf(item.thumbnail));
    expect(keys.filter((k) => k.startsWith('thumbnails/'))).toHaveLength(4); // the image and its 3 widths
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: keyOf(item.video_file) }));
    expect(head.ContentLength).toBe(mp4.length);
    expect(head.ContentType).toBe('video/mp4');
    expect(await fileExists(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const whole = await t.app.inject(item.video_file);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(mp4.length));
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    const part = await t.app.inject({ url: item.video_file, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.toString()).toBe('ftypmp42');
    const first = await t.app.inject({ url: item.video_file, headers: { range: 'bytes=0-0' } });
    expect(first.headers['content-range']).toBe(`bytes 0-0/${mp4.length}`);
    expect(first.rawPayload.equals(mp4.subarray(0, 1))).toBe(true);
    const middle = await t.app.inject({ url: item.video_file, headers: { range: 'bytes=3000000-3999999' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(mp4.subarray(3_000_000, 4_000_000))).toBe(true);
    const tail = await t.app.inject({ url: item.video_file, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${mp4.length - 10}-${mp4.length - 1}/${mp4.length}`);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const bad = await t.app.inject({ url: item.video_file, headers: { range: `bytes=${mp4.length + 5}-` } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${mp4.length}`);

    const thumb = await t.app.inject(item.thumbnail);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject('/uploads/videos/no-such-file.mp4')).statusCode).toBe(404);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/media/${item.id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
    expect((await t.app.inject(item.video_file)).statusCode).toBe(404);
  });

  it('stores a post cover with its widths in the bucket and removes them with the post', async () => {
    const res = await send(
      'POST',
      '/api/posts',
      multipart({ title: 'Training camp', content: '<p>Sun and drills</p>' }, [
        { field: 'cover_image', filename: 'c.png', content: await image('png', 1600, 900) },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    const base = keyOf(post.cover_image).replace(/\.webp$/, '');
    expect(await s3.keys()).toEqual([`${base}-1280w.webp`, `${base}-320w.webp`, `${base}-640w.webp`, `${base}.webp`].sort());
    expect((await t.app.inject(post.cover_image)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: auth })).statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('takes the stored video back out of the bucket when the thumbnail is refused', async () => {
    // JPEG magic bytes, so the upload gets as far as storing the video, but sharp cannot decode it.
    const brokenJpeg = (await image()).subarray(0, 300);
    const res = await send(
      'POST',
      '/api/media',
      multipart({ title: 'Broken' }, [
        { field: 'video_file', filename: 'final.mp4', content: mp4 },
        { field: 'thumbnail', filename: 't.jpg', content: brokenJpeg },
      ]),
    );
    expect(res.statusCode, res.body).toBe(415);
    expect(await s3.keys()).toEqual([]);
    expect((await t.app.inject('/api/media')).json().total).toBe(0);
  });
});

describe('S3 configuration', () => {
  const creds = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('uses disk without S3_BUCKET and S3 with it, region defaulting to us-east-1', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'academy-files', ...creds }).s3).toEqual({
      bucket: 'academy-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'academy-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'true', ...creds }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
  });

  it('explains what is wrong', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('no ConfigError');
    };
    expect(problem({ S3_BUCKET: 'academy-files' })).toMatch(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n\s+S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(problem({ S3_BUCKET: 'academy-files', S3_ACCESS_KEY_ID: 'x' })).toMatch(/S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/);
    expect(problem({ S3_ENDPOINT: 'https://s3.example.com', ...creds })).toMatch(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
    expect(problem({ S3_BUCKET: 'Academy_Files', ...creds })).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(problem({ S3_BUCKET: 'academy-files', S3_ENDPOINT: 'minio:9000', ...creds })).toMatch(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(problem({ S3_BUCKET: 'academy-files', S3_FORCE_PATH_STYLE: 'sure', ...creds })).toMatch(/S3_FORCE_PATH_STYLE: must be true or false/);
  });
});
