import { desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES, IMAGE_MESSAGES, IMAGE_WIDTHS, imageVariantUrl } from '@academy/contract/common';
import { POST_BODY_IMAGE_SIZES, POST_MESSAGES } from '@academy/contract/post';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { postImages } from '../../src/db/schema/post-images.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { moduleDeps } from '../../src/lib/module-deps.ts';
import { migrateBodyImages } from '../../src/modules/posts/body-image-migration.ts';
import { UNUSED_BODY_IMAGE_DAYS } from '../../src/modules/posts/body-images.ts';
import { createPostService } from '../../src/modules/posts/service.ts';
import { createRetentionService } from '../../src/modules/retention/service.ts';
import { bearer, createTestApp, createUserWithRole, image, login, multipart, type TestApp } from '../helpers.ts';

/** A phone photo: 2800×2100 of noise (it does not compress) at quality 90, about 3.9 MB, taken sideways (EXIF orientation 6). */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2800, height: 2100, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(async () => t?.close());

const upload = (content: Buffer, headers = auth, type = 'image/jpeg') => {
  const body = multipart({}, [{ field: 'image', filename: 'photo.jpg', content, type }]);
  return t.app.inject({ method: 'POST', url: '/api/posts/images', payload: body.payload, headers: { ...body.headers, ...headers } });
};
const writePost = (content: string) => {
  const body = multipart({ title: 'Match day', content, status: 'published' });
  return t.app.inject({ method: 'POST', url: '/api/posts', payload: body.payload, headers: { ...body.headers, ...auth } });
};
const fetchFile = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};

describe('POST /api/posts/images (docs/decisions/044)', () => {
  it('stores a 3.9 MB phone JPEG as upright WebP in every width, without its metadata, and answers src, srcset, sizes and size', async () => {
    const photo = await phoneJpeg();
    expect(photo.length).toBeGreaterThan(3_500_000);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.src).toMatch(/^\/uploads\/images\/[a-z0-9-]+\.webp$/);
    // Turned upright: the sideways 2800×2100 is 2100×2800, shrunk to at most 1920 a side.
    expect({ width: data.width, height: data.height }).toEqual({ width: 1440, height: 1920 });
    expect(data.srcset).toBe(IMAGE_WIDTHS.map((w) => `${imageVariantUrl(data.src, w)} ${w}w`).join(', '));
    expect(data.sizes).toBe(POST_BODY_IMAGE_SIZES);

    const main = await fetchFile(data.src);
    expect(main.status).toBe(200);
    expect(main.type).toBe('image/webp');
    const meta = await sharp(main.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      format: 'webp',
      width: 1440,
      height: 1920,
      exif: undefined,
      orientation: undefined,
    });
    for (const w of IMAGE_WIDTHS) expect((await fetchFile(imageVariantUrl(data.src, w))).status).toBe(200);

    const [row] = await t.app.db.select().from(postImages).where(eq(postImages.url, data.src));
    expect(row).toMatchObject({ width: 1440, height: 1920 });
  });

  it('refuses what is not a picture by its bytes (a PNG name and type on a text file) with the covers’ message, storing nothing', async () => {
    const before = (await t.app.db.select().from(postImages)).length;
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), auth, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(IMAGE_MESSAGES.invalidType);
    expect((await t.app.db.select().from(postImages)).length).toBe(before);
  });

  it('lets an editor upload, and no one signed out', async () => {
    const editor = await createUserWithRole(t.app, 'editor');
    expect((await upload(await image(), bearer(editor.token))).statusCode).toBe(201);
    const anonymous = await upload(await image(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(COMMON_MESSAGES.unauthorized);
  });
});

describe('the stored HTML of a post with pictures', () => {
  it('keeps uploaded pictures with their stored size, srcset, sizes and lazy loading; drops any other picture', async () => {
    const data = (await upload(await image('png', 1000, 500))).json().data;
    const res = await writePost(
      `<p>Kick-off</p><p><img src="${data.src}" width="10" height="10" alt="Warm-up"></p>` +
        '<p><img src="/uploads/images/0b7c-never-uploaded.webp"><img src="https://tracker.example/pixel.png"></p>',
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post.content).toBe(
      `<p>Kick-off</p><p><img src="${data.src}" width="1000" height="500" alt="Warm-up" srcset="${data.srcset}" sizes="${POST_BODY_IMAGE_SIZES}" loading="lazy" decoding="async" /></p><p></p>`,
    );
    // The public page's HTML carries the same picture.
    const page = await t.app.inject(`/api/news/${String(post.id)}`);
    expect(page.json().data.content).toContain(`srcset="${data.srcset}"`);
  });

  it('refuses a new post with a base64 picture, saying what to do', async () => {
    const png = (await image('png', 4, 4)).toString('base64');
    const res = await writePost(`<p>Team</p><img src="data:image/png;base64,${png}">`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(POST_MESSAGES.inlineImage);
  });
});

describe('the start-up migration of base64 pictures', () => {
  it('stores each picture as files, replaces its src, leaves out what cannot be decoded, and does nothing the second time', async () => {
    const jpeg = (await image('jpeg', 640, 480)).toString('base64');
    const png = (await image('png', 300, 200)).toString('base64');
    const rows = await t.app.db
      .insert(posts)
      .values([
        {
          title: 'Old report',
          content: `<p>Before</p><p><img src="data:image/jpeg;base64,${jpeg}" alt="Squad"></p><p>Between</p><p><img src="data:image/png;base64,${png}"></p>`,
          excerpt: 'Before',
          body_version: 1,
        },
        { title: 'Broken picture', content: '<p>Text stays</p><p><img src="data:image/png;base64,AAAAAAAA"></p>', excerpt: 'Text stays', body_version: 1 },
        {
          title: 'Same picture twice',
          content: `<p><img src="data:image/png;base64,${png}"></p><p><img src="data:image/png;base64,${png}"></p>`,
          excerpt: '',
          body_version: 1,
        },
      ])
      .returning({ id: posts.id });
    const [report, broken, twice] = rows.map((r) => r.id) as [number, number, number];

    const deps = moduleDeps(t.app);
    const imagesBefore = (await t.app.db.select().from(postImages)).length;
    const first = await migrateBodyImages(deps);
    expect(first).toMatchObject({ posts: 3, images: 3, dropped: 1 });

    const read = async (id: number) => (await t.app.db.select().from(posts).where(eq(posts.id, id)))[0]!;
    const migrated = await read(report);
    expect(migrated.content).not.toContain('data:');
    const srcs = [...migrated.content.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs).toHaveLength(2);
    expect(migrated.content).toMatch(
      /<p>Before<\/p><p><img src="\/uploads\/images\/[a-z0-9-]+\.webp" alt="Squad" width="640" height="480" srcset="[^"]+" sizes="[^"]+" loading="lazy" decoding="async" \/><\/p><p>Between<\/p>/,
    );
    expect(migrated.content).toContain('width="300" height="200"');
    for (const src of srcs) {
      const file = await fetchFile(src);
      expect(file.status).toBe(200);
      expect((await sharp(file.bytes).metadata()).format).toBe('webp');
      for (const w of IMAGE_WIDTHS) expect((await fetchFile(imageVariantUrl(src, w))).status).toBe(200);
    }
    expect((await read(broken)).content).toBe('<p>Text stays</p><p></p>');
    const same = (await read(twice)).content;
    expect(same).not.toContain('data:');
    expect(new Set([...same.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
    expect((await t.app.db.select().from(postImages)).length).toBe(imagesBefore + 3);

    // Again (the next start, or a second instance after the lock): nothing left to do, nothing changes.
    const contents = await Promise.all([report, broken, twice].map(async (id) => (await read(id)).content));
    expect(await migrateBodyImages(deps)).toEqual({ posts: 0, images: 0, dropped: 0, registered: 0 });
    expect(await Promise.all([report, broken, twice].map(async (id) => (await read(id)).content))).toEqual(contents);
    expect((await t.app.db.select().from(postImages)).length).toBe(imagesBefore + 3);

    // The refresh of older bodies keeps the migrated pictures.
    await createPostService(deps).refreshBodies();
    expect((await read(report)).content).toBe(migrated.content);
  });

  it('the daily retention run removes pictures no post has named for 30 days, rows and every width, and keeps the rest', async () => {
    const uploaded = async () => ((await upload(await image('jpeg', 400, 300))).json() as { data: { src: string } }).data.src;
    const [used, usedByDraft, recent, abandoned] = [await uploaded(), await uploaded(), await uploaded(), await uploaded()];
    expect((await writePost(`<p>Kept</p><p><img src="${used}" alt="Used"></p>`)).statusCode).toBe(201);
    const draft = multipart({ title: 'Draft', content: `<p><img src="${usedByDraft}" alt="Draft"></p>`, status: 'draft' });
    expect((await t.app.inject({ method: 'POST', url: '/api/posts', payload: draft.payload, headers: { ...draft.headers, ...auth } })).statusCode).toBe(201);
    const old = [used, usedByDraft, abandoned];
    await t.app.db
      .update(postImages)
      .set({ created_at: sql`now() - make_interval(days => ${UNUSED_BODY_IMAGE_DAYS + 1})` })
      .where(inArray(postImages.url, old));

    await createRetentionService(moduleDeps(t.app)).run();

    const left = (
      await t.app.db
        .select({ url: postImages.url })
        .from(postImages)
        .where(inArray(postImages.url, [...old, recent]))
    ).map((r) => r.url);
    expect(left.sort()).toEqual([used, usedByDraft, recent].sort());
    for (const w of IMAGE_WIDTHS) expect((await fetchFile(imageVariantUrl(abandoned, w))).status).toBe(404);
    expect((await fetchFile(abandoned)).status).toBe(404);
    for (const kept of [used, usedByDraft, recent]) expect((await fetchFile(kept)).status).toBe(200);
    const [entry] = await t.app.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, 'content.delete'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.summary).toBe(`Removed 1 pictures no post has used for ${UNUSED_BODY_IMAGE_DAYS} days`);
  });
});
