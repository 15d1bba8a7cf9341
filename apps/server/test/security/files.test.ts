import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, eventually, image, login, multipart, rowCounts, type TestApp, uploadPath } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
let tmp: string;
const tmpBefore = process.env.TMPDIR;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
  // Upload temp files go to os.tmpdir(); a private one shows exactly what this file leaves behind.
  tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-files-test-'));
  process.env.TMPDIR = tmp;
  await fsp.writeFile(path.join(t.config.dataDir, 'canary-secret.txt'), 'CANARY-SECRET');
  await fsp.mkdir(path.join(t.config.dataDir, 'data'), { recursive: true });
  await fsp.writeFile(path.join(t.config.dataDir, 'data', 'x'), 'CANARY-SECRET');
});
afterAll(async () => {
  await t.close();
  // The next test file of this worker gets the usual temporary directory back.
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  await fsp.rm(tmp, { recursive: true, force: true });
});

/** A TIFF/EXIF block with Orientation 6 and a GPS position, as a phone writes it. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number | string) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (typeof value === 'string') tiff.write(value, at + 8, 'latin1');
    else if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(2, 8); // IFD0: 2 entries
  entry(10, 0x0112, 3, 1, 6); // Orientation: rotate 90
  entry(22, 0x8825, 4, 1, 38); // GPS IFD at 38
  tiff.writeUInt32LE(0, 34);
  tiff.writeUInt16LE(4, 38); // GPS IFD: 4 entries
  entry(40, 1, 2, 2, 'N\0');
  entry(52, 2, 5, 3, 92);
  entry(64, 3, 2, 2, 'E\0');
  entry(76, 4, 5, 3, 116);
  tiff.writeUInt32LE(0, 88);
  const rationals = (at: number, values: [number, number][]) =>
    values.forEach(([n, d], i) => (tiff.writeUInt32LE(n, at + i * 8), tiff.writeUInt32LE(d, at + i * 8 + 4)));
  rationals(92, [
    [0, 1],
    [20, 1],
    [3456, 100],
  ]); // 0°20'34.56" N (Kampala)
  rationals(116, [
    [32, 1],
    [34, 1],
    [5200, 100],
  ]); // 32°34'52" E
  const header = Buffer.from('Exif\0\0', 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + header.length + tiff.length);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, header, tiff]);
}

async function jpegWithGps(): Promise<Buffer> {
  const plain = await image('jpeg', 800, 600);
  return Buffer.concat([plain.subarray(0, 2), exifWithGps(), plain.subarray(2)]);
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await fsp.readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  await walk(dir);
  return out.sort();
}

describe('stored images', () => {
  it('carry no EXIF, GPS, XMP or ICC data, and are rotated as the phone meant', async () => {
    const input = await jpegWithGps();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.orientation).toBe(6);
    expect(inMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the fixture really has a GPS pointer

    const body = multipart({ name: 'Located Player', role: 'midfielder', jersey_number: 8 }, [
      { field: 'image', filename: 'phone.jpg', content: input, type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/team', payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(res.statusCode).toBe(201);
    const url = res.json().data.image as string;
    for (const suffix of ['', '-320w', '-640w', '-1280w']) {
      const file = uploadPath(t.config, url.replace('.webp', `${suffix}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif, suffix).toBeUndefined();
      expect(meta.xmp, suffix).toBeUndefined();
      expect(meta.icc, suffix).toBeUndefined();
      expect(meta.orientation, suffix).toBeUndefined();
      const raw = await fsp.readFile(file);
      expect(raw.includes(Buffer.from('EXIF')) || raw.includes(Buffer.from('Exif'))).toBe(false);
    }
    const main = await sharp(uploadPath(t.config, url)).metadata();
    expect([main.width, main.height]).toEqual([600, 800]); // rotated 90°
  });
});

describe('/uploads path traversal', () => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  /** Sent raw over a socket: fetch and inject would normalise `..` away before the server sees it. */
  const rawGet = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
      let data = '';
      s.on('data', (c) => (data += c.toString()));
      s.on('end', () => resolve(data));
      s.on('error', reject);
    });

  it.each([
    '/uploads/../data',
    '/uploads/../data/x',
    '/uploads/../canary-secret.txt',
    '/uploads/images/../../data/x',
    '/uploads/%2e%2e/canary-secret.txt',
    '/uploads/%2e%2e%2fcanary-secret.txt',
    '/uploads/images/..%2f..%2fx',
    '/uploads/images/..%2f..%2fcanary-secret.txt',
    '/uploads/images/%2e%2e%2f%2e%2e%2fdata%2fx',
    '/uploads/images/..%5c..%5ccanary-secret.txt',
    '/uploads/images/%252e%252e%252fcanary-secret.txt',
    '/uploads//etc/passwd',
    '/uploads/images/x.webp%00.txt',
  ])('refuses %s', async (target) => {
    const raw = await rawGet(target);
    expect(raw, target).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(raw).not.toContain('CANARY-SECRET');
    expect(raw).not.toContain('root:');
  });
});

describe('aborted uploads', () => {
  async function abortMidBody(url: string, parts: Buffer[], declared: number) {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const boundary = parts[0]!.toString('latin1').match(/^--(\S+)/)![1]!;
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {});
    await new Promise<void>((resolve) => s.once('connect', () => resolve()));
    s.write(
      `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth.authorization}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    for (const p of parts.slice(0, -1)) s.write(p);
    await new Promise<void>((resolve) => s.write(parts[parts.length - 1]!, () => resolve()));
    // Every byte is on its way and the server has started streaming the file to disk: vanish like a
    // closed laptop (what was sent still arrives, then the connection ends).
    await eventually(async () => (await listFiles(tmp)).length > 0, { what: 'an upload file in the temporary folder' });
    s.destroy();
  }

  const fileHead = (boundary: string, field: string, name: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);

  it.each([
    [
      'a team photo cut in half',
      async () => {
        const boundary = 'abortboundary1';
        const jpeg = await image('jpeg', 1600, 1200);
        const parts = [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf Upload\r\n--${boundary}\r\nContent-Disposition: form-data; name="role"\r\n\r\ndefender\r\n`,
          ),
          fileHead(boundary, 'image', 'a.jpg'),
          jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        ];
        return { url: '/api/team', parts, declared: parts.reduce((n, p) => n + p.length, 0) + jpeg.length };
      },
    ],
    [
      'an album batch cut in the second photo',
      async () => {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/albums',
          ...(() => {
            const b = multipart({ name: 'Abort album' });
            return { payload: b.payload, headers: { ...b.headers, ...auth } };
          })(),
        });
        const id = created.json().data.id as number;
        const boundary = 'abortboundary2';
        const one = await image('jpeg', 900, 600);
        const two = await image('png', 1200, 900);
        const parts = [fileHead(boundary, 'photos', '1.jpg'), one, Buffer.from('\r\n'), fileHead(boundary, 'photos', '2.png'), two.subarray(0, 1000)];
        return { url: `/api/albums/${id}/photos`, parts, declared: parts.reduce((n, p) => n + p.length, 0) + two.length + 200 };
      },
    ],
  ])('%s leaves no file in uploads or temp and no row', async (_name, make) => {
    const { url, parts, declared } = await make();
    const before = await rowCounts(t.app);
    const uploadsBefore = await listFiles(path.join(t.config.dataDir, 'uploads'));
    await abortMidBody(url, parts, declared);
    // The server notices the closed socket asynchronously: its upload ends when it has removed its
    // temporary folder (nothing at all left in `tmp`); then nothing may be left anywhere.
    await eventually(async () => (await fsp.readdir(tmp)).length === 0, { what: 'the upload to end' });
    const leftovers = [
      ...(await listFiles(tmp)).map((f) => `tmp/${f}`),
      ...(await listFiles(path.join(t.config.dataDir, 'uploads'))).filter((f) => !uploadsBefore.includes(f)),
    ];
    expect(leftovers).toEqual([]);
    expect(await rowCounts(t.app)).toEqual(before);
    // The server is still healthy.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});
