import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@academy/contract/common';
import { MEDIA_MESSAGES } from '@academy/contract/media';
import { bearer, createTestApp, image, login, multipart, rowCounts, type TestApp } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/api/news', '/', '/news/1', '/api/health'])('sets CSP without inline script, nosniff, frame-ancestors and referrer policy on %s', async (url) => {
    const res = await t.app.inject(url);
    const csp = String(res.headers['content-security-policy']);
    const d = directives(csp);
    const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
  });

  it('is same-origin only by default: no CORS grant for another site, preflight refused', async () => {
    const get = await t.app.inject({ url: '/api/news', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/registrations',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('grants exactly the origins in CORS_ORIGINS', async () => {
    const other = await createTestApp({ corsOrigins: ['https://partner.example'] });
    try {
      const pre = await other.app.inject({
        method: 'OPTIONS',
        url: '/api/registrations',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(pre.statusCode).toBeLessThan(300);
      expect(pre.headers['access-control-allow-origin']).toBe('https://partner.example');
      const evil = await other.app.inject({ url: '/api/news', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      const sub = await other.app.inject({ url: '/api/news', headers: { origin: 'https://partner.example.evil.example' } });
      expect(sub.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('uploaded files', () => {
  it('are served with the type detected at upload and nosniff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      ...withAuth(
        multipart({ name: 'Typed Member', role: 'defender' }, [
          { field: 'image', filename: 'photo.html', content: await image('png', 300, 300), type: 'text/html' },
        ]),
      ),
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().data.image as string;
    expect(url).toMatch(/\.webp$/);
    const file = await t.app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  it.each([
    ['SVG as an image', 'svg', svg, 'image/svg+xml'],
    ['HTML named .jpg as an image', 'jpg', html, 'image/jpeg'],
    ['HTML as an image', 'html', html, 'text/html'],
  ])('refuses %s with 415 and stores nothing', async (_name, ext, content, type) => {
    const before = await rowCounts(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      ...withAuth(multipart({ name: 'Bad Upload', role: 'forward' }, [{ field: 'image', filename: `x.${ext}`, content, type }])),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(IMAGE_MESSAGES.invalidType);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it.each([
    ['HTML as a video', html, 'video/mp4'],
    ['SVG as a video', svg, 'video/webm'],
  ])('refuses %s with 415', async (_name, content, type) => {
    const before = await rowCounts(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      ...withAuth(multipart({ title: 'Bad video' }, [{ field: 'video_file', filename: 'clip.mp4', content, type }])),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MEDIA_MESSAGES.notVideo);
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

function withAuth(body: ReturnType<typeof multipart>) {
  return { payload: body.payload, headers: { ...body.headers, ...auth } };
}
