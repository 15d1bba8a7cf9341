import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, IMAGE_WIDTHS } from '@academy/contract/common';
import { detectFileType, ImageTypeError, makeSeedImage, processImage } from './process.ts';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 30, g: 140, b: 60, alpha: 0.8 } } });

/** Left half red, right half blue: tells whether the picture was really turned. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ]);

/** A PNG whose header declares a canvas far beyond the pixel limit, with almost no data behind it. */
function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectVariants(result: Awaited<ReturnType<typeof processImage>>, mainWidth: number, mainHeight: number) {
  expect(result.width).toBe(mainWidth);
  expect(result.height).toBe(mainHeight);
  expect(result.variants.map((v) => v.width)).toEqual([null, ...IMAGE_WIDTHS]);
  for (const variant of result.variants) {
    const meta = await sharp(variant.buffer).metadata();
    expect(meta.format).toBe('webp');
    const expectedWidth = variant.width === null ? mainWidth : Math.min(variant.width, mainWidth);
    expect(meta.width).toBe(expectedWidth);
    expect(meta.height).toBe(Math.round((mainHeight * expectedWidth) / mainWidth));
  }
}

let dir: string;
beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-images-'));
});
afterAll(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

describe('processImage', () => {
  it('accepts a JPEG, shrinks it into 1920x1920 and makes every width', async () => {
    const jpeg = await solid(2400, 1600).jpeg().toBuffer();
    await expectVariants(await processImage(jpeg), 1920, 1280);
  });

  it('accepts a PNG with transparency and never enlarges a small one', async () => {
    const png = await solid(500, 300, 4).png().toBuffer();
    const result = await processImage(png);
    await expectVariants(result, 500, 300);
    expect((await sharp(result.variants[0]!.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('accepts a WebP given as a file path', async () => {
    const file = path.join(dir, 'photo.bin');
    await solid(800, 600).webp().toFile(file);
    await expectVariants(await processImage(file), 800, 600);
  });

  it('fits a tall picture by its height', async () => {
    await expectVariants(await processImage(await solid(1000, 4000).jpeg().toBuffer()), 480, 1920);
  });

  it.each([
    ['a text file', Buffer.from('hello, this is not a picture\n'.repeat(20))],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_, input) => {
    await expect(processImage(input)).rejects.toThrow(ImageTypeError);
  });

  it('refuses a GIF even though sharp could read it', async () => {
    const gif = await solid(20, 20).gif().toBuffer();
    await expect(processImage(gif)).rejects.toThrow(ImageTypeError);
    await expect(processImage(gif)).rejects.toThrow(IMAGE_MESSAGES.invalidType);
  });

  it('refuses a JPEG whose body is not an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage'.repeat(100))]);
    await expect(processImage(fake)).rejects.toThrow(ImageTypeError);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const started = Date.now();
    await expect(processImage(bomb)).rejects.toThrow(ImageTypeError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('turns a photo upright according to its EXIF orientation', async () => {
    const sideways = await halves(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const result = await processImage(sideways);
    expect([result.width, result.height]).toEqual([100, 300]);
    const main = result.variants[0]!.buffer;
    expect((await sharp(main).metadata()).orientation).toBeUndefined();
    // Orientation 6 means "rotate 90° clockwise": the red left half ends up on top.
    const pixel = async (left: number, top: number) => [...(await sharp(main).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    const [topRed = 0, , topBlue = 0] = await pixel(50, 30);
    const [bottomRed = 0, , bottomBlue = 0] = await pixel(50, 270);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(50);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(50);
  });

  it('strips EXIF with GPS position, XMP, IPTC and ICC from every variant', async () => {
    const input = await solid(1400, 900)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Future Stars parent', ImageDescription: 'Under-12 training' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 20/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 34/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes('WGS-84')).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const result = await processImage(input);
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.buffer.includes('GPS')).toBe(false);
      expect(variant.buffer.includes('WGS-84')).toBe(false);
      expect(variant.buffer.includes('Future Stars parent')).toBe(false);
      expect(variant.buffer.includes('EXIF')).toBe(false);
    }
  });
});

describe('detectFileType', () => {
  it('reads the type from the bytes, whatever the file is called', async () => {
    const file = path.join(dir, 'holiday.gif');
    await solid(10, 10).png().toFile(file);
    expect(await detectFileType(file)).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it('answers undefined for text', async () => {
    const file = path.join(dir, 'notes.jpg');
    await fsp.writeFile(file, 'plain text pretending to be a photo');
    expect(await detectFileType(file)).toBeUndefined();
  });
});

describe('makeSeedImage', () => {
  it.each(['action', 'portrait', 'crowd'] as const)('draws a %s JPEG of the requested size', async (kind) => {
    const jpeg = await makeSeedImage({ width: 1200, height: 800, label: 'Under-12 Cup Final', hue: 140, kind });
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    // Not a flat fill: the gradient, pitch lines and figures give the picture real contrast.
    const stats = await sharp(jpeg).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
  });

  it('escapes the label, so any text is safe to draw', async () => {
    const jpeg = await makeSeedImage({ width: 400, height: 300, label: 'Kids & Coaches <2026> "Open"', hue: 20, kind: 'portrait' });
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('takes well under 150 ms per picture', async () => {
    await makeSeedImage({ width: 1600, height: 1000, label: 'warm-up', hue: 200 });
    // CPU time, not wall time: other processes on a loaded CI machine must not fail this test.
    const started = process.cpuUsage();
    const runs = 6;
    for (let i = 0; i < runs; i++) {
      await makeSeedImage({ width: 1600, height: 1000, label: `Academy news ${i}`, hue: i * 50, kind: (['action', 'portrait', 'crowd'] as const)[i % 3] });
    }
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000 / runs).toBeLessThan(150);
  });
});
