import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, multipart, type TestApp } from '../helpers.ts';

/**
 * The public cache's front answers kept entries from Node's request event, before Fastify. Its
 * answers must be the ones Fastify gives for the same entry (headers and bytes), and it must never
 * answer what Fastify would answer otherwise: fresh data after a write, administrators, revalidations.
 * Over a real socket (app.inject has no server, so it always takes Fastify's path).
 */
type Line = Record<string, unknown> & { msg: string; reqId?: string; url?: string; statusCode?: number };
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let t: TestApp;
let base: string;
let auth: Record<string, string>;
let webDist: string;
const lines: Line[] = [];

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>Academy</title></head><body>${'<p>page</p>'.repeat(200)}</body></html>`,
  );
  t = await createTestApp({ webDist, logLevel: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line) as Line) } });
  auth = bearer(await login(t.app));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

/** A request over the socket, the body as sent (not decompressed). */
function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The access-log line of the last request to `url`: Fastify's carry a request id, the front's do not. */
async function lastLine(url: string): Promise<Line> {
  await new Promise((r) => setImmediate(r));
  const line = lines.filter((l) => l.msg === 'request' && l.url === url).at(-1);
  expect(line, `access-log line for ${url}`).toBeTruthy();
  return line!;
}
const byFront = async (url: string) => (await lastLine(url)).reqId === undefined;

const comparable = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

const createPost = async (title: string) => {
  const form = multipart({ title, content: `<p>${title}</p>` });
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
};

describe('public cache front', () => {
  it('answers a kept API read before Fastify, with the headers and bytes Fastify sends for it', async () => {
    for (let i = 1; i <= 4; i++) await createPost(`Match report ${i}: ${'a long and detailed account of the game '.repeat(3)}`);
    const url = '/api/posts?limit=4';
    const first = await get(url);
    expect(first.body.length).toBeGreaterThan(1024); // compressed when asked
    expect(first.status).toBe(200);
    expect(await byFront(url)).toBe(false);

    for (const encoding of [undefined, 'br', 'gzip']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const front = await get(url, headers);
      expect(await byFront(url)).toBe(true);
      const fastify = await t.app.inject({ url, headers });
      expect(front.status).toBe(200);
      expect(comparable(front.headers)).toEqual(comparable(fastify.headers));
      expect(front.body.equals(fastify.rawPayload)).toBe(true);
      expect(front.headers['content-encoding']).toBe(encoding);
    }
    // The front writes its access-log line itself: the same JSON pino writes for Fastify's answers
    // (same fields in the same order, same types), without the request id.
    await t.app.inject({ url, headers: { authorization: 'Bearer not-a-token' } });
    const viaFastify = lines.filter((l) => l.msg === 'request' && l.reqId !== undefined).at(-1)!;
    await get(url);
    const viaFront = await lastLine(url);
    expect(viaFront.reqId).toBeUndefined();
    const { reqId: _reqId, ...fastifyShape } = viaFastify;
    expect(Object.keys(viaFront)).toEqual(Object.keys(fastifyShape));
    expect(Object.fromEntries(Object.entries(viaFront).map(([k, v]) => [k, typeof v]))).toEqual(
      Object.fromEntries(Object.entries(fastifyShape).map(([k, v]) => [k, typeof v])),
    );
    expect([viaFront.level, viaFront.method, viaFront.url, viaFront.statusCode, viaFront.pid]).toEqual([30, 'GET', url, 200, process.pid]);
    expect((await get(url)).headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers a miss (Fastify, uncompressed) with the headers of the front's hit, Vary: Accept-Encoding included", async () => {
    for (const [url, headers] of [
      ['/api/posts?limit=2', {}],
      ['/api/posts?limit=3', { 'accept-encoding': 'gzip' }],
    ] as const) {
      const miss = await get(url, headers);
      expect(await byFront(url)).toBe(false);
      const hit = await get(url, headers);
      expect(await byFront(url)).toBe(true);
      expect(miss.headers.vary).toBe('Accept-Encoding');
      expect(comparable(miss.headers)).toEqual(comparable({ ...hit.headers, 'content-encoding': undefined, 'content-length': miss.headers['content-length'] }));
    }
  });

  it('shows a write on the very next read, and answers from the front again after it', async () => {
    const url = '/api/news';
    await get(url);
    await get(url);
    expect(await byFront(url)).toBe(true);
    await createPost('Front page news');
    const fresh = await get(url);
    expect(fresh.body.toString()).toContain('Front page news');
    expect(await byFront(url)).toBe(false);
    expect((await get(url)).body.equals(fresh.body)).toBe(true);
    expect(await byFront(url)).toBe(true);
  });

  it('leaves administrators, revalidations and cross-origin requests to Fastify', async () => {
    const url = '/api/team';
    const kept = await get(url);
    await get(url);
    expect(await byFront(url)).toBe(true);

    const admin = await get(url, auth);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(await byFront(url)).toBe(false);

    const revalidated = await get(url, { 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(await byFront(url)).toBe(false);

    await get(url, { origin: 'https://elsewhere.example' });
    expect(await byFront(url)).toBe(false);

    // Header names in any case (the front reads Node's raw list, not its lower-cased object).
    const anyCase: http.OutgoingHttpHeaders[] = [
      { AUTHORIZATION: String(auth.authorization) },
      { 'If-None-Match': String(kept.headers.etag) },
      { Origin: 'https://elsewhere.example' },
    ];
    for (const headers of anyCase) {
      await get(url, headers);
      expect(await byFront(url), JSON.stringify(headers)).toBe(false);
    }
    // Accept-Encoding in any case, and sent twice, read as Node joins it (a page: large enough to compress).
    const page = '/about';
    await get(page);
    const encodings: http.OutgoingHttpHeaders[] = [{ 'ACCEPT-ENCODING': 'gzip' }, { 'Accept-Encoding': ['identity', 'gzip'] }];
    for (const headers of encodings) {
      const front = await get(page, headers);
      expect(await byFront(page)).toBe(true);
      expect(front.headers['content-encoding'], JSON.stringify(headers)).toBe('gzip');
    }
  });

  it('answers a page view from the front after the first, like Fastify does', async () => {
    const url = '/news';
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    const front = await get(url, { 'accept-encoding': 'br' });
    expect(await byFront(url)).toBe(true);
    const fastify = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(comparable(front.headers)).toEqual(comparable(fastify.headers));
    expect(front.body.equals(fastify.rawPayload)).toBe(true);
    expect(front.body.equals(first.body)).toBe(true);
  });
});
