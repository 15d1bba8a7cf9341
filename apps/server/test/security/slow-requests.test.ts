import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { POST_MESSAGES, POST_NESTING_MAX } from '@academy/contract/post';
import { HEADERS_TIMEOUT_MS } from '../../src/app.ts';
import { createTestApp, login, multipart, type TestApp } from '../helpers.ts';

/**
 * No request may freeze the server or hold a connection by trickling (docs/decisions/023). The
 * hostile post bodies are the ones a review measured: 1 MB of nested <b> blocked /api/health for
 * 58 s, 2 MB of <div> took 149 s in the sanitizer.
 */
let t: TestApp;
let base: string;
let token: string;
const BODY_GRACE_MS = 600;
/** The headers' deadline of this file's server: the documented 10 s, shortened so a test waits about a second. */
const HEADERS_MS = 1000;

beforeAll(async () => {
  t = await createTestApp({ bodyTimeoutMs: BODY_GRACE_MS, bodyMinRate: 500 }, { headersTimeoutMs: HEADERS_MS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address() as net.AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
  token = await login(t.app);
  // The first post through the route pays for compiling its schemas and starting code paths: that
  // is not what is measured here.
  const form = multipart({ title: 'Warm-up', content: '<p>Ready</p>' });
  const warm = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  });
  expect(warm.status).toBe(201);
});
afterAll(() => t.close());

/** Sends a post and, until it is answered, asks /api/health one request after another: the slowest health answer. */
async function healthDuring(
  content: string,
): Promise<{ status: number; body: { success: boolean; message?: string }; worstHealthMs: number; medianHealthMs: number; healthChecks: number }> {
  const form = multipart({ title: 'Hostile', content });
  let done = false;
  const post = fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  }).then(async (res) => {
    const body = (await res.json()) as { success: boolean; message?: string };
    done = true;
    return { status: res.status, body };
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ...(await post), worstHealthMs: times.at(-1) ?? 0, medianHealthMs: times[Math.floor(times.length / 2)] ?? 0, healthChecks: times.length };
}

// The health checks share two CPU cores with the client sending the body (this process), the
// other test files and garbage collection of megabyte strings: the worst answer gets a bound that
// holds on a loaded machine and is still two hundred times under the freeze (96 s measured before
// the limits); the median shows the event loop was free.
const HEALTH_WORST_MS = 500;
const HEALTH_MEDIAN_MS = 100;
const expectResponsive = (r: { worstHealthMs: number; medianHealthMs: number; healthChecks: number }) => {
  expect(r.healthChecks).toBeGreaterThan(0);
  expect(r.worstHealthMs).toBeLessThan(HEALTH_WORST_MS);
  expect(r.medianHealthMs).toBeLessThan(HEALTH_MEDIAN_MS);
};

describe('a hostile post body does not block the event loop', () => {
  it('1 MB of nested <b> is refused before any parser runs, /api/health answers throughout', async () => {
    // Text at the end: without it the body is refused as empty before the sanitizer ever ran.
    const r = await healthDuring(`${'<b>'.repeat(333_333)}x`);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(POST_MESSAGES.tooMuchMarkup);
    expectResponsive(r);
    console.info(
      `1 MB nested <b>: 400 after ${r.healthChecks} health checks, median ${r.medianHealthMs.toFixed(1)} ms, slowest ${r.worstHealthMs.toFixed(1)} ms`,
    );
  });

  it('2 MB of <div> is refused as too long, /api/health answers throughout', async () => {
    const r = await healthDuring(`${'<div>'.repeat(419_430)}x`);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(POST_MESSAGES.tooLong);
    expectResponsive(r);
    console.info(`2 MB <div>: 400 after ${r.healthChecks} health checks, median ${r.medianHealthMs.toFixed(1)} ms, slowest ${r.worstHealthMs.toFixed(1)} ms`);
  });

  it('nesting deeper than the limit is refused, even in a small body', async () => {
    const r = await healthDuring(`<p>${'<b>'.repeat(POST_NESTING_MAX)}deep</p>`);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(POST_MESSAGES.tooDeep);
  });

  it('the densest markup the limits accept (100 kB at the nesting limit) is sanitized off the event loop', async () => {
    const nest = (n: number) => `${'<strong>'.repeat(n)}x${'</strong>'.repeat(n)}`;
    const block = `<p>${nest(POST_NESTING_MAX - 1)}</p>`;
    const r = await healthDuring(block.repeat(Math.floor(99_000 / block.length)));
    expect(r.status).toBe(201);
    expectResponsive(r);
    console.info(
      `densest accepted markup: 201 after ${r.healthChecks} health checks, median ${r.medianHealthMs.toFixed(1)} ms, slowest ${r.worstHealthMs.toFixed(1)} ms`,
    );
  });
});

describe('a deeply nested JSON body', () => {
  it('is refused before JSON.parse runs; ordinary JSON still parses', async () => {
    const nested = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: nested });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: COMMON_MESSAGES.invalidInput });
    // JSON.parse alone took ~200 ms on this body; the scan a few.
    expect(ms).toBeLessThan(100);
    const nestedInText = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullname: 'Harriet Akello', email: 'harriet@example.com', message: `Brackets in text are text: ${'[{'.repeat(100)}` },
    });
    expect(nestedInText.statusCode).toBe(201);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"fullname":"A"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

/** Opens a raw connection, sends `head`, then one byte of body every `everyMs`; resolves with how long the server kept it open. */
function trickle(head: string, everyMs: number, limitMs: number): Promise<{ closedByServer: boolean; ms: number; response: string }> {
  const { port } = t.app.server.address() as net.AddressInfo;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (d) => (response += d.toString()));
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedByServer, ms: Date.now() - started, response });
    };
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => socket.write('a'), everyMs);
    });
    const giveUp = setTimeout(() => finish(false), limitMs);
  });
}

describe('a request that trickles its body', () => {
  it('is closed by the server once the body falls behind the minimum rate', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const r = await trickle(head, 100, 10_000);
    expect(r.closedByServer).toBe(true);
    // The grace, plus a second per 500 bytes received: a few dozen bytes add almost nothing.
    expect(r.ms).toBeGreaterThanOrEqual(BODY_GRACE_MS - 50);
    expect(r.ms).toBeLessThan(BODY_GRACE_MS + 2000);
  });

  it('a signed-in upload route is no exception', async () => {
    const head = `POST /api/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000000\r\n\r\n`;
    const r = await trickle(head, 100, 10_000);
    expect(r.closedByServer).toBe(true);
    expect(r.ms).toBeLessThan(BODY_GRACE_MS + 2000);
  });

  it('a body that keeps up the rate is received whole, however long it takes', async () => {
    const body = JSON.stringify({ fullname: 'Harriet Akello', email: 'harriet@example.com', message: `Slow but steady ${'x'.repeat(1400)}` });
    const { port } = t.app.server.address() as net.AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (d) => {
        response += d.toString();
        if (response.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(response);
        }
      });
      socket.on('close', () => resolve(response));
      socket.on('error', reject);
      socket.on('connect', async () => {
        socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
        // 300 bytes every 300 ms: twice the minimum rate, for longer than the grace.
        for (let at = 0; at < body.length; at += 300) {
          await new Promise((r) => setTimeout(r, 300));
          socket.write(body.slice(at, at + 300));
        }
      });
    });
    expect(Date.now() - started).toBeGreaterThan(BODY_GRACE_MS);
    expect(answer).toMatch(/^HTTP\/1.1 201/);
  });

  it('headers are timed out too', () => {
    // The documented value (README, docs/api.md, decision 023) is the default.
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(t.app.server.headersTimeout).toBe(HEADERS_MS);
    expect(t.app.server.requestTimeout).toBeGreaterThan(0);
  });
});

describe('a request that trickles its headers (decision 061)', () => {
  it('is cut once the headers deadline passes, not at the next 30-second check', async () => {
    // Before: Node checked the deadline every 30 s, so the documented 10 s was about 30 s.
    const r = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 100, HEADERS_MS + 4000);
    expect(r.closedByServer).toBe(true);
    expect(r.ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    // The deadline plus one check interval (a tenth of it), and some slack for a busy machine.
    expect(r.ms).toBeLessThan(HEADERS_MS * 1.1 + 700);
    expect(r.response).toMatch(/^HTTP\/1.1 408/);
  });

  it('headers that arrive in time are answered', async () => {
    const r = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 10_000, HEADERS_MS + 4000);
    expect(r.response).toMatch(/^HTTP\/1.1 200/);
    expect(r.ms).toBeLessThan(HEADERS_MS);
  });
});
