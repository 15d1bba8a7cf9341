import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, TRUST_PROXY_YES_REFUSED, trustProxyOf } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** TRUST_PROXY is a hop count or the proxies' addresses, never "trust any X-Forwarded-For" (docs/decisions/023). */
describe('TRUST_PROXY', () => {
  it('takes a hop count, a list of addresses or CIDRs, or nothing', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(trustProxyOf('loopback')).toEqual(['loopback']);
  });

  it('refuses "true" at start-up with a message that says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(TRUST_PROXY_YES_REFUSED);
    expect(TRUST_PROXY_YES_REFUSED).toMatch(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx.internal' })).toThrow(/not an address: nginx.internal/);
  });
});

const MAX = 2; // per account; an address gets 3x as many
const rotating = () => `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe.each([
  ['a hop count (1: one proxy in front)', 1],
  ['the proxy addresses', ['127.0.0.1']],
] as const)('behind a proxy, with %s', (_name, trustProxy) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('a client that changes X-Forwarded-For on every attempt stays under its own address limit', async () => {
    t = await createTestApp({ trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy], loginMaxAttempts: MAX, loginWindowMs: 600_000 });
    const statuses: number[] = [];
    // The proxy (127.0.0.1) appends the address it saw; whatever the client wrote comes before it.
    for (let i = 0; i < MAX * 3 + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // A new account each time: only the address limit can stop this.
        payload: { email: `guess${i}@academy.test`, password: 'wrong-password-123' },
        headers: { 'x-forwarded-for': `${rotating()}, ${rotating()}, 203.0.113.7` },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, MAX * 3).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(MAX * 3)).toEqual([429, 429]);

    // Another visitor behind the same proxy is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@academy.test', password: 'wrong-password-123' },
      headers: { 'x-forwarded-for': '198.51.100.20' },
      remoteAddress: '127.0.0.1',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('with the proxy addresses listed', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('a client that reaches the server directly is counted by its own address, whatever X-Forwarded-For says', async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.1'], loginMaxAttempts: MAX, loginWindowMs: 600_000 });
    const statuses: number[] = [];
    for (let i = 0; i < MAX * 3 + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `direct${i}@academy.test`, password: 'wrong-password-123' },
        headers: { 'x-forwarded-for': rotating() },
        remoteAddress: '198.51.100.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
