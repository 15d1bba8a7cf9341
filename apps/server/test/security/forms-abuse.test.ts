import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HONEYPOT_FIELD } from '@academy/contract/common';
import { createTestApp, rowCounts, type TestApp } from '../helpers.ts';

const LIMIT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitForms: LIMIT, rateLimitWindowMs: 60_000 });
});
afterAll(() => t.close());

const registration = (i: number) => ({
  parent_name: 'Grace Namuli',
  parent_email: `grace${i}@example.com`,
  contact_phone: '+256 772 481 390',
  residence: 'Kampala',
  player_name: `Isaac Kato ${i}`,
  player_age: 11,
  years_playing: '2',
  current_school: 'Ntinda Hill Primary School',
  data_consent: true,
  photo_consent: 'yes',
  uniform_size: 'Medium',
});
const contact = (i: number) => ({ fullname: 'Harriet Akello', email: `harriet${i}@example.com`, message: `Question number ${i} about trials.` });
const newsletter = (i: number) => ({ email: `reader${i}@example.com` });

const FORMS = [
  ['/api/registrations', registration],
  ['/api/contact', contact],
  ['/api/newsletter', newsletter],
] as const;

let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe.each(FORMS)('%s', (url, body) => {
  it('is rate-limited per address with 429, a clear message and Retry-After; refused posts store nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      const ok = await t.app.inject({ method: 'POST', url, payload: body(1000 + i), remoteAddress: ip });
      expect(ok.statusCode).toBe(201);
    }
    const before = await rowCounts(t.app);
    const res = await t.app.inject({ method: 'POST', url, payload: body(2000), remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: COMMON_MESSAGES.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowCounts(t.app)).toEqual(before);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'POST', url, payload: body(3000), remoteAddress: freshIp() })).statusCode).toBe(201);
  });

  it('answers a filled honeypot with 201 and stores nothing', async () => {
    const before = await rowCounts(t.app);
    const res = await t.app.inject({ method: 'POST', url, payload: { ...body(4000), [HONEYPOT_FIELD]: 'https://spam.example' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('refuses an oversized JSON body with 413 and stores nothing', async () => {
    const before = await rowCounts(t.app);
    const payload = JSON.stringify({ ...body(5000), message: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: COMMON_MESSAGES.tooLarge });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400],
    ['a JSON array', '[1,2,3]', 'application/json', 400],
    ['a string', '"hello"', 'application/json', 400],
    ['null', 'null', 'application/json', 400],
    ['form-urlencoded', 'a=1&b=2', 'application/x-www-form-urlencoded', 415],
    ['XML', '<a>1</a>', 'application/xml', 415],
    ['an empty body', '', 'application/json', 400],
  ])('refuses %s with a clear 4xx and stores nothing', async (_name, payload, type, status) => {
    const before = await rowCounts(t.app);
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(status);
    const json = res.json();
    expect(json.success).toBe(false);
    expect(typeof json.message).toBe('string');
    expect(json.message.length).toBeGreaterThan(5);
    expect(json.message).not.toMatch(/FST_|Error|at \w+ \(/);
    expect(await rowCounts(t.app)).toEqual(before);
  });
});
