import { POST_MESSAGES } from '@academy/contract/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, multipart, type TestApp } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

/** A few vectors of different families; the sanitizer's own test covers the full 172. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<img src="/uploads/images/a.webp" srcset="javascript:alert(1) 1x" onerror=alert(1)>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="https://evil.example/x.swf"></object>',
];

const DANGEROUS = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<iframe/i,
  /<svg/i,
  /<math/i,
  /<object/i,
  /<form/i,
  /<style/i,
  /data:text\/html/i,
  /data:image\/svg/i,
  /url\(/i,
];

describe('post HTML through the API', () => {
  it.each(VECTORS)('stores %s without anything executable (POST, then GET as a visitor)', async (vector) => {
    const body = multipart({ title: 'XSS check', content: `<p>safe text</p>${vector}` });
    const created = await t.app.inject({ method: 'POST', url: '/api/posts', payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    for (const url of [`/api/posts/${id}`, `/api/news/${id}`]) {
      const stored = (await t.app.inject(url)).json().data.content as string;
      expect(stored).toContain('safe text');
      for (const re of DANGEROUS) expect(stored, `${url}: ${stored}`).not.toMatch(re);
    }
  });

  it('refuses a base64 picture outright, an svg one included (pictures are files: docs/decisions/044)', async () => {
    const body = multipart({ title: 'XSS check', content: '<p>safe text</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/posts', payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(POST_MESSAGES.inlineImage);
  });

  it('sanitizes on update too', async () => {
    const first = multipart({ title: 'Update check', content: '<p>clean</p>' });
    const id = (await t.app.inject({ method: 'POST', url: '/api/posts', payload: first.payload, headers: { ...first.headers, ...auth } })).json().data
      .id as number;
    const upd = multipart({ title: 'Update check', content: '<p>edited</p><img src=x onerror=alert(1)><script>alert(2)</script>' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, payload: upd.payload, headers: { ...upd.headers, ...auth } })).statusCode).toBe(200);
    const stored = (await t.app.inject(`/api/posts/${id}`)).json().data.content as string;
    expect(stored).toContain('edited');
    for (const re of DANGEROUS) expect(stored).not.toMatch(re);
  });
});
