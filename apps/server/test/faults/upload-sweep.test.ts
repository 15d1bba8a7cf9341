import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, freshData } from '../helpers.ts';
import { report } from '../reliability/report.ts';
import { adminToken, exited, freePort, startServer, waitHealthy, type ServerProcess } from '../reliability/server-process.ts';

/**
 * A server killed (SIGKILL) in the middle of a multi-photo upload, after some of its files were
 * stored and before the photos' rows were committed; then started again. Its sweep at start
 * (background/sweeps.ts, decision 021) removes the files no row refers to and the killed upload's
 * temporary folder, and never a file a row refers to: afterwards every file has a row and every
 * row its files.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const photo = (seed: number) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 120 + seed, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('kill during a multi-photo upload', () => {
  it('leaves, after a restart and its sweep, no file without a row, no row without a file, no temporary folder', async () => {
    const { dataDir, databaseUrl, remove } = await freshData('academy-sweep-');
    cleanups.push(remove);
    const port = await freePort();
    // Embedded: the default grace (6 hours); the start's sweep still takes the killed upload's files,
    // since no other process can be writing them (decision 056). PostgreSQL: another instance might
    // be, so the grace holds and the test shortens it.
    const env = { LOG_LEVEL: 'info', ...(databaseUrl ? { UPLOAD_SWEEP_GRACE_MS: '0' } : {}) };
    const opts = { port, dataDir, databaseUrl: databaseUrl, env };
    const first: ServerProcess = await startServer(opts);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    const auth = { authorization: `Bearer ${await adminToken(first.base)}` };
    const album = (await (
      await fetch(`${first.base}/api/albums`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Sweep' }),
      })
    ).json()) as { data: { id: number } };
    // Made before any upload starts: the waits below are the server's work alone.
    const photos = await Promise.all(Array.from({ length: 12 }, (_, i) => photo(i)));
    const upload = async (base: string, n: number) => {
      const form = new FormData();
      for (let i = 0; i < n; i++) form.append('photos', new Blob([new Uint8Array(photos[i]!)], { type: 'image/jpeg' }), `p${i}.jpg`);
      return fetch(`${base}/api/albums/${album.data.id}/photos`, { method: 'POST', headers: auth, body: form });
    };
    // A finished upload: its files have rows and must survive the sweep.
    expect((await upload(first.base, 2)).status).toBe(201);
    const images = path.join(dataDir, 'uploads', 'images');
    const filesNow = () => fs.readdirSync(images).filter((f) => f.endsWith('.webp'));
    const kept = filesNow();
    expect(kept.length).toBeGreaterThan(0);

    // The killed one: SIGKILL as soon as its first photo's files are stored (rows come after all of them).
    const pending = upload(first.base, 12).catch(() => undefined);
    await eventually(() => filesNow().length > kept.length, { timeout: 60_000, interval: 10, what: 'the first stored file of the upload' });
    first.child.kill('SIGKILL');
    await exited(first.child);
    await pending;
    const killedPid = first.child.pid!;
    const orphans = filesNow().filter((f) => !kept.includes(f));
    expect(orphans.length).toBeGreaterThan(0);
    const tempOf = () => fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith(`academy-upload-${killedPid}-`));
    expect(tempOf().length).toBeGreaterThan(0);

    const second = await startServer(opts);
    cleanups.push(() => void second.child.kill('SIGKILL'));
    await waitHealthy(second);
    await eventually(() => second.output().includes('sweep done'), { timeout: 30_000, what: 'the sweep at start' });

    const read = (await (await fetch(`${second.base}/api/albums/${album.data.id}`, { headers: auth })).json()) as { data: { photos: { url: string }[] } };
    const rowNames = new Set(read.data.photos.map((p) => path.basename(p.url, '.webp')));
    const onDisk = filesNow();
    const fileWithoutRow = onDisk.filter((f) => !rowNames.has(f.replace(/\.webp$/, '').replace(/-\d+w$/, '')));
    const rowWithoutFile = [...rowNames].filter((n) => !onDisk.includes(`${n}.webp`));
    expect(fileWithoutRow).toEqual([]);
    expect(rowWithoutFile).toEqual([]);
    expect(onDisk.sort()).toEqual(kept.sort());
    expect(tempOf()).toEqual([]);
    expect(fs.readdirSync(images).filter((f) => f.endsWith('.part'))).toEqual([]);
    const figures = {
      orphans_before: orphans.length,
      removed_temp_folders: 1,
      files_after: onDisk.length,
      file_without_row: fileWithoutRow.length,
      row_without_file: rowWithoutFile.length,
    };
    console.log('[upload-sweep]', JSON.stringify(figures));
    report('upload-sweep', figures);
    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 180_000);
});
