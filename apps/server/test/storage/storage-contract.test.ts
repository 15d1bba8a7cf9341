import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/storage/disk.ts';
import { createS3Storage } from '../../src/storage/s3.ts';
import type { Storage, StoredObject } from '../../src/storage/storage.ts';
import { startLocalS3 } from './local-s3.ts';

type Driver = { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> };

const drivers: Driver[] = [
  {
    name: 'disk',
    open: async () => {
      const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-disk-'));
      return { storage: createDiskStorage(root), close: () => fsp.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3 (s3rver)',
    open: async () => {
      const s3 = await startLocalS3();
      const storage = createS3Storage(s3.config);
      return {
        storage,
        close: async () => {
          storage.close?.();
          await s3.close();
        },
      };
    },
  },
];

const MB = 1024 * 1024;

/** Deterministic, non-repeating bytes: byte i of the whole is a function of i, so any range can be checked. */
function bytes(length: number, offset = 0): Buffer {
  const b = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    const n = offset + i;
    b[i] = (n * 31 + (n >> 8) * 7 + (n >> 16)) & 0xff;
  }
  return b;
}

/** `total` bytes in 64 KiB chunks, produced as they are read; optionally failing after `failAfter` bytes. */
function byteStream(total: number, failAfter?: number): Readable {
  const chunk = 64 * 1024;
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += chunk) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('client went away');
        yield bytes(Math.min(chunk, total - sent), sent);
      }
    })(),
  );
}

const read = async (obj: StoredObject | undefined): Promise<Buffer> => {
  if (!obj) throw new Error('object missing');
  const chunks: Buffer[] = [];
  for await (const c of obj.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(drivers)('$name storage', (driver) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(() => close?.());

  it('puts a buffer and gets it back whole', async () => {
    const data = bytes(1000);
    await storage.put('images/buffer.webp', data, 'image/webp');
    const obj = await storage.get('images/buffer.webp');
    expect(obj).toMatchObject({ size: 1000, start: 0, end: 999, contentType: 'image/webp' });
    expect((await read(obj)).equals(data)).toBe(true);
    expect(await storage.size('images/buffer.webp')).toBe(1000);
  });

  it('puts a stream of several MB without knowing its length', async () => {
    const total = 7 * MB + 12_345; // above one S3 part (5 MB), so the multipart path runs
    await storage.put('videos/stream.mp4', byteStream(total), 'video/mp4');
    expect(await storage.size('videos/stream.mp4')).toBe(total);
    const obj = await storage.get('videos/stream.mp4');
    expect(obj).toMatchObject({ size: total, start: 0, end: total - 1, contentType: 'video/mp4' });
    expect(sha(await read(obj))).toBe(sha(bytes(total)));
  });

  it('puts a small stream', async () => {
    await storage.put('videos/small.webm', byteStream(3000), 'video/webm');
    expect((await read(await storage.get('videos/small.webm'))).equals(bytes(3000))).toBe(true);
  });

  it('gets byte ranges: first bytes, middle, last byte, and a range running past the end', async () => {
    const total = 6 * MB + 7;
    await storage.put('videos/ranges.mp4', byteStream(total), 'video/mp4');
    const cases = [
      { start: 0, end: 0 },
      { start: 0, end: 99 },
      { start: 3 * MB - 500, end: 3 * MB + 499 },
      { start: total - 1, end: total - 1 },
    ];
    for (const range of cases) {
      const obj = await storage.get('videos/ranges.mp4', range);
      expect(obj, JSON.stringify(range)).toMatchObject({ ...range, size: total, contentType: 'video/mp4' });
      expect((await read(obj)).equals(bytes(range.end - range.start + 1, range.start)), JSON.stringify(range)).toBe(true);
    }
    const past = await storage.get('videos/ranges.mp4', { start: total - 5, end: total + 100 });
    expect(past).toMatchObject({ start: total - 5, end: total - 1, size: total });
    expect((await read(past)).equals(bytes(5, total - 5))).toBe(true);
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('thumbnails/again.webp', Buffer.from('first version'), 'image/webp');
    await storage.put('thumbnails/again.webp', Buffer.from('second'), 'image/webp');
    expect((await read(await storage.get('thumbnails/again.webp'))).toString()).toBe('second');
    expect(await storage.size('thumbnails/again.webp')).toBe(6);
  });

  it('answers undefined for a missing key', async () => {
    expect(await storage.get('images/missing.webp')).toBeUndefined();
    expect(await storage.get('images/missing.webp', { start: 0, end: 10 })).toBeUndefined();
    expect(await storage.size('images/missing.webp')).toBeUndefined();
  });

  it('deletes, and deleting a missing key is fine', async () => {
    await storage.put('images/doomed.webp', Buffer.from('bye'), 'image/webp');
    await storage.delete('images/doomed.webp');
    expect(await storage.get('images/doomed.webp')).toBeUndefined();
    expect(await storage.size('images/doomed.webp')).toBeUndefined();
    await expect(storage.delete('images/doomed.webp')).resolves.toBeUndefined();
    await expect(storage.delete('images/never-existed.webp')).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the stream fails, small or multipart', async () => {
    await expect(storage.put('videos/failed-small.mp4', byteStream(MB, 128 * 1024), 'video/mp4')).rejects.toThrow('client went away');
    await expect(storage.put('videos/failed-big.mp4', byteStream(9 * MB, 6 * MB), 'video/mp4')).rejects.toThrow('client went away');
    expect(await storage.size('videos/failed-small.mp4')).toBeUndefined();
    expect(await storage.size('videos/failed-big.mp4')).toBeUndefined();
  });

  it('keeps answering while many reads are open (viewers pausing videos)', async () => {
    await storage.put('videos/popular.mp4', bytes(256 * 1024), 'video/mp4');
    const within = <T>(p: Promise<T>) => Promise.race([p, new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 5000))]);
    const reads = Array.from({ length: 60 }, () => storage.get('videos/popular.mp4', { start: 0, end: 200_000 }));
    try {
      const open = await within(Promise.all(reads));
      expect(open).not.toBe('blocked');
      expect(await within(storage.size('videos/popular.mp4'))).toBe(256 * 1024);
    } finally {
      for (const r of reads) void r.then((o) => o?.stream.destroy());
    }
  });

  it('refuses invalid keys', async () => {
    for (const key of [
      '../secret.webp',
      'images/../../jwt-secret',
      'images/a/b.webp',
      'images/x.txt',
      'other/a.webp',
      '/images/a.webp',
      'images/A.webp',
      'images/.webp',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/invalid storage key/);
      expect(await storage.get(key), key).toBeUndefined();
      expect(await storage.size(key), key).toBeUndefined();
      await expect(storage.delete(key), key).resolves.toBeUndefined();
    }
  });

  it('gives the public URL under /uploads/', () => {
    expect(storage.url('videos/abc-123.mp4')).toBe('/uploads/videos/abc-123.mp4');
  });
});
