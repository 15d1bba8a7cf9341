import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { bearer, createTestApp, image, login, multipart } from '../helpers.ts';

/**
 * An S3 endpoint that accepts connections and never answers (decision 021): a photo upload and a
 * read of a stored photo answer 503 with the file store's message within S3_TIMEOUT_MS (they used
 * to wait forever), logged as "file storage unavailable", not as the database; requests that do
 * not touch the file store are unaffected meanwhile.
 */
const TIMEOUT_MS = 1500;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('a hung S3 endpoint', () => {
  it('answers 503 within the timeout, names the file store, and leaves other requests alone', async () => {
    const sockets = new Set<net.Socket>();
    const hung = net.createServer((s) => {
      sockets.add(s);
      s.on('error', () => {});
    });
    await new Promise<void>((r) => hung.listen(0, '127.0.0.1', () => r()));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          for (const s of sockets) s.destroy();
          hung.close(() => r());
        }),
    );
    const endpoint = `http://127.0.0.1:${(hung.address() as net.AddressInfo).port}`;
    const lines: string[] = [];
    const t = await createTestApp(
      {
        logLevel: 'error',
        s3TimeoutMs: TIMEOUT_MS,
        s3: { endpoint, bucket: 'academy', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true },
      },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    cleanups.push(() => t.close());
    const headers = bearer(await login(t.app));

    const timed = async (run: () => Promise<{ statusCode: number; json: () => unknown }>) => {
      const t0 = performance.now();
      const res = await run();
      return { status: res.statusCode, body: res.json(), ms: Math.round(performance.now() - t0) };
    };
    const upload = multipart({ name: 'Hung Keeper', role: 'goalkeeper', photo_consent: 'true' }, [
      { field: 'image', filename: 'k.jpg', content: await image() },
    ]);
    const [write, read, other] = await Promise.all([
      timed(() => t.app.inject({ method: 'POST', url: '/api/team', payload: upload.payload, headers: { ...upload.headers, ...headers } })),
      timed(() => t.app.inject({ url: '/uploads/images/0a1b2c3d-hung.webp' })),
      timed(() => t.app.inject({ url: '/api/health/ready' })),
    ]);
    for (const r of [write, read]) {
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.body).toEqual({ success: false, message: COMMON_MESSAGES.storageUnavailable });
      expect(r.ms).toBeLessThan(TIMEOUT_MS * 3 + 2000);
    }
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1000);
    const logged = lines.join('');
    expect(logged).toContain('file storage unavailable');
    expect(logged).not.toContain('database unavailable');
    console.log('[s3-hung]', JSON.stringify({ upload_503_ms: write.ms, read_503_ms: read.ms, other_ms: other.ms }));
  });
});
