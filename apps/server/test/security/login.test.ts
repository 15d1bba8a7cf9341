import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { buildApp } from '../../src/app.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers.ts';

const MAX = 3; // per account; an address gets 3x as many
const WINDOW_MS = 10 * 60_000;

let t: TestApp;
beforeAll(async () => {
  // On disk (PGlite) or a real server database (PostgreSQL), so a second app can open the same data.
  t = await createTestApp({ inMemoryDb: false, loginMaxAttempts: MAX, loginWindowMs: WINDOW_MS });
});
afterAll(() => t.close());

const attempt = (app: TestApp['app'], email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

function expectThrottled(res: Awaited<ReturnType<typeof attempt>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW_MS / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('login abuse', () => {
  it('answers an unknown email exactly like a wrong password, in similar time', async () => {
    const wrong = await attempt(t.app, ADMIN.email, 'wrong-password-1', '10.20.0.1');
    const unknown = await attempt(t.app, 'nobody@academy.test', 'wrong-password-1', '10.20.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);

    // Both paths verify an argon2 hash (a dummy one for unknown emails): without it an unknown
    // email would answer in about a millisecond and reveal which addresses have an account.
    const known: number[] = [];
    const ghost: number[] = [];
    for (let i = 0; i < 5; i++) {
      let s = performance.now();
      await attempt(t.app, `timing-${i}@academy.test`, 'x-wrong-password', `10.21.0.${i}`);
      ghost.push(performance.now() - s);
      s = performance.now();
      expect((await attempt(t.app, i % 2 ? ADMIN.email : ADMIN.email.toUpperCase(), `x-wrong-${i}`, `10.22.0.${i}`)).statusCode).toBe(401);
      known.push(performance.now() - s);
      // A successful sign-in clears the account's counter, so the next wrong password is not throttled.
      expect((await attempt(t.app, ADMIN.email, ADMIN.password, `10.23.0.${i}`)).statusCode).toBe(200);
    }
    // Without the dummy hash an unknown email answers in ~1 ms against ~20–50 ms: a quarter is a
    // clear line that a busy machine (the known path also writes its failure counter) cannot cross.
    expect(median(ghost)).toBeGreaterThan(median(known) * 0.25);
  });

  it('throttles an account attacked from one address, even with the right password, but never locks out its owner elsewhere', async () => {
    const email = ADMIN.email;
    for (let i = 0; i < MAX; i++) expect((await attempt(t.app, email, `guess-${i}`, '10.30.0.1')).statusCode).toBe(401);
    expectThrottled(await attempt(t.app, email, 'guess-x', '10.30.0.1'));
    expectThrottled(await attempt(t.app, email.toUpperCase(), ADMIN.password, '10.30.0.1'));
    // Before: the account's own counter refused its owner everywhere for the window. Now the count is per address and account.
    expect((await attempt(t.app, email, ADMIN.password, '10.30.0.2')).statusCode).toBe(200);
  });

  it('checks exactly the limit of a simultaneous burst (counted and checked atomically)', async () => {
    const email = 'burst@academy.test';
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(t.app, email, `burst-${i}`, '10.31.0.1')));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    const refused = answers.filter((r) => r.statusCode === 429).length;
    expect(checked + refused).toBe(25);
    // Before: a burst of 25 against a limit of 10 had 12 passwords checked.
    expect(checked).toBe(MAX);
  });

  it('throttles one address trying many accounts', async () => {
    const ip = '10.40.0.1';
    for (let i = 0; i < MAX * 3; i++) expect((await attempt(t.app, `spray-${i}@academy.test`, 'Summer2026!', ip)).statusCode).toBe(401);
    expectThrottled(await attempt(t.app, 'spray-new@academy.test', 'Summer2026!', ip));
    // Even the real administrator's password is not tried from that address any more.
    expectThrottled(await attempt(t.app, ADMIN.email, ADMIN.password, ip));
    // Other addresses are not affected.
    expect((await attempt(t.app, ADMIN.email, ADMIN.password, '10.40.0.2')).statusCode).toBe(200);
  });

  it('keeps counting across a restart (the counters live in the database)', async () => {
    const email = 'restart-victim@academy.test';
    for (let i = 0; i < MAX; i++) expect((await attempt(t.app, email, `guess-${i}`, '10.50.0.1')).statusCode).toBe(401);
    await t.app.close();
    const again = await buildApp(t.config);
    try {
      await again.ready();
      expectThrottled(await attempt(again, email, 'guess-after-restart', '10.50.0.1'));
      // ...and an address that failed before the restart is still known.
      expectThrottled(await attempt(again, 'spray-after@academy.test', 'Summer2026!', '10.40.0.1'));
    } finally {
      await again.close();
    }
  });
});
