import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, isValidKey, UPLOADS_PREFIX, type ByteRange, type Storage } from './storage.ts';

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };

  return {
    async put(key, data, _contentType) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.part`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, fs.createWriteStream(tmp, { mode: 0o644 }));
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      if (!isValidKey(key)) return undefined;
      const file = resolve(key);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? Infinity, stat.size - 1);
      return { stream: fs.createReadStream(file, { start, end }), size: stat.size, contentType: contentTypeOf(key), start, end };
    },
    async size(key) {
      if (!isValidKey(key)) return undefined;
      const stat = await fsp.stat(resolve(key)).catch(() => undefined);
      return stat?.isFile() ? stat.size : undefined;
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await fsp.rm(resolve(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
    async *list() {
      for (const folder of ['images', 'videos', 'thumbnails']) {
        const dir = path.join(root, folder);
        for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
          const key = `${folder}/${name}`;
          const stat = await fsp.stat(path.join(dir, name)).catch(() => undefined);
          if (!stat?.isFile()) continue;
          // A half-written file of a process that died mid-write: `<key>.<pid>.part`.
          const part = /^(.*)\.(\d+)\.part$/.exec(name);
          if (part) {
            const pid = Number(part[2]);
            if (pid !== process.pid && !processAlive(pid)) await fsp.rm(path.join(dir, name), { force: true });
            continue;
          }
          if (isValidKey(key)) yield { key, modifiedMs: stat.mtimeMs };
        }
      }
    },
  };
}
