import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRegistrationSchema, PublicRegistrationSchema } from '@academy/contract/registration';
import { bearer, createTestApp, insertOneOfEach, login, routesOf, rowCounts, type TestApp } from '../helpers.ts';
import { report } from './report.ts';

/**
 * Generated bodies, query strings, ids and headers against every JSON endpoint the app
 * registered, anonymously and as the administrator: never a 5xx, never a stack trace or SQL in
 * the answer, and a refused write leaves every table as it was.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Part of `npm run reliability` (on both databases), like the other checks in this folder, not of the server stages. */
const enabled = process.env.RELIABILITY === '1';
let t: TestApp;
let adminToken: string;
let tried = 0;

const FIELDS = [
  'title',
  'content',
  'published',
  'name',
  'caption',
  'role',
  'jersey_number',
  'email',
  'password',
  'status',
  // Both registration forms' fields (the honeypot included), from the contract's schemas.
  ...new Set([...Object.keys(PublicRegistrationSchema.shape), ...Object.keys(AdminRegistrationSchema.shape)]),
  'fullname',
  'phone',
  'city',
  'message',
  'video_url',
  'created_by',
  'current_password',
  'new_password',
  'data_consent',
  'photo_consent',
  'is_minor',
  'show_player_full_names',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = ['page', 'limit', 'q', 'status', 'role', 'published', 'sort', 'id'];
const NASTY = [
  -1,
  0,
  1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -0,
  0.5,
  '1',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  '0x10',
  ' 12 ',
  '12abc',
  'NaN',
  'Infinity',
  'null',
  'true',
  'false',
  '',
  '\u0000',
  '\u202e',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ｆｕｌｌｗｉｄｔｈ',
  '../../etc/passwd',
  "' OR 1=1 --",
  "'; drop table registrations; --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  'a'.repeat(10_001),
  'é'.repeat(70_000),
];

const scalar = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);
const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: value },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const enc = (v: unknown) => encodeURIComponent(String(v).replace(LONE_SURROGATE, '\ufffd'));
const id = fc.oneof(
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.constantFrom('1', '0', '-1', '2147483647', '2147483648', '1.5', '1e3', 'abc', '%00', '%2e%2e', '%EF%BC%91', '%20', 'null', '1;select%201'),
  fc.string({ maxLength: 20 }).map(enc),
  fc.constantFrom('%ED%A0%80', '%FF', '%', '..%2f..%2f'),
);
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })), fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })), {
  maxKeys: 4,
});
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'application/octet-stream',
);
const rawBody = fc.oneof(
  body.map((b) => JSON.stringify(b) ?? 'null'),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Lone surrogates cannot be percent-encoded (enc makes them U+FFFD); malformed escapes come from RAW_QUERY instead. */
const RAW_QUERY = ['', '', '', '&%zz=1', '&q=%E0%A4%A', '&limit=%FF', '&page[]=1&page[]=2', '&q=%00', '&a=1&a=2&a=3'];

function queryString(q: Record<string, unknown>, raw: string): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) for (const item of Array.isArray(v) ? v : [v]) parts.push(`${enc(k)}=${enc(item)}`);
  return `?${parts.join('&')}${raw}`;
}

const LEAKS = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /node_modules/,
  /\/work\/|\/home\/|\/tmp\//,
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b/i,
  /syntax error/i,
  /relation "/i,
  /violates/i,
  /Failed query/i,
  /FST_[A-Z_]+/,
  /TypeError|ReferenceError|ZodError/,
];

const jsonRoutes = () =>
  routesOf(t.app).filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.endsWith('.csv'),
  );

describe.skipIf(!enabled)('fuzz every JSON endpoint', () => {
  beforeAll(async () => {
    // A generous form limit: 429s are correct answers, but they would hide the handlers from the fuzzer.
    t = await createTestApp({ rateLimitForms: 100_000, loginMaxAttempts: 100_000 });
    await insertOneOfEach(t.app);
    adminToken = await login(t.app);
  });
  afterAll(async () => {
    report('fuzz', { inputs: tried });
    await t.close();
  });

  it('has endpoints to fuzz', () => {
    expect(jsonRoutes().length).toBeGreaterThan(40);
  });

  for (const as of ['anonymous', 'admin'] as const) {
    it(`never answers 5xx, never leaks internals, never stores on refusal (${as})`, async () => {
      const problems: string[] = [];
      for (const route of jsonRoutes()) {
        const writes = route.method !== 'GET';
        // A failing run stops this route (and fast-check shrinks it); `problems` says what went wrong.
        await fc.check(
          fc.asyncProperty(id, query, fc.constantFrom(...RAW_QUERY), rawBody, contentType, async (idValue, q, rawQuery, payload, type) => {
            tried++;
            const url = route.url.replace(/:[A-Za-z_]+/g, idValue) + queryString(q, rawQuery);
            const before = writes ? await rowCounts(t.app) : undefined;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...(as === 'admin' ? bearer(adminToken) : {}), ...(writes ? { 'content-type': type } : {}) },
              ...(writes ? { payload } : {}),
            });
            const where = `${route.method} ${url.slice(0, 120)} [${type}] ${payload.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) problems.push(where);
            for (const re of LEAKS) if (re.test(res.body)) problems.push(`leak ${re}: ${where}`);
            if (before && res.statusCode >= 400) {
              const after = await rowCounts(t.app);
              if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`stored on refusal: ${where}`);
            }
            return problems.length === 0;
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      }
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
