import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';

type Line = { level: number; msg: string; reqId?: string; method?: string; url?: string; statusCode?: number; ms?: number };

let t: TestApp;
const lines: Line[] = [];

beforeAll(async () => {
  // The level `npm start` ships.
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line) as Line) } });
});
afterAll(async () => t.close());

describe('access log', () => {
  it('writes one line per request at info: method, URL, status, milliseconds and the request id', async () => {
    const token = await login(t.app);
    lines.length = 0;
    await t.app.inject('/api/team'); // stored in the public cache
    await t.app.inject('/api/team'); // answered from it
    await t.app.inject('/api/registrations'); // refused: no token
    await t.app.inject({ url: '/api/registrations', headers: bearer(token) });
    await t.app.inject('/api/nothing-here');

    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/team', 200],
      ['GET', '/api/team', 200],
      ['GET', '/api/registrations', 401],
      ['GET', '/api/registrations', 200],
      ['GET', '/api/nothing-here', 404],
    ]);
    for (const l of requests) {
      expect(l.level).toBe(30);
      expect(typeof l.ms).toBe('number');
      expect(l.reqId).toMatch(/^req-/);
    }
    expect(new Set(requests.map((l) => l.reqId)).size).toBe(requests.length);
    // Fastify's own two lines per request are gone, and nothing else is written per request.
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(lines).toHaveLength(requests.length);
  });
});
