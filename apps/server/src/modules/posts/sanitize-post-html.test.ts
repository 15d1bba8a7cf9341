import { describe, expect, it } from 'vitest';
import { EDITOR, POST_BODY_IMAGE_SIZES } from '@academy/contract/post';
import { XSS_VECTORS } from '../../../test/fixtures/xss-vectors.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

const PNG_DATA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_DATA =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/** What Quill 2 (root.innerHTML) produces for a post using every toolbar format. */
const QUILL_POST = [
  '<h1>Under-12 Cup: champions again</h1>',
  '<h2 class="ql-align-center">Final report</h2>',
  '<h3>Line-up</h3><h4>Bench</h4><h5>Staff</h5>',
  '<p>Our <strong>under-12s</strong> won with <em>patience</em>, <u>pressing</u> and <s>luck</s> skill.</p>',
  '<p class="ql-align-right"><span style="font-size: 24px;">Big</span> <span style="font-size: 12px;">small</span> <strong style="font-size: 18px;">bold 18</strong></p>',
  '<p class="ql-align-justify ql-indent-1">Justified and indented.</p>',
  '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Bring water</li>',
  '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>Two litres</li>',
  '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>Warm up</li>',
  '<li data-list="ordered" class="ql-indent-2"><span class="ql-ui" contenteditable="false"></span>Stretch</li></ol>',
  '<p>Links: <a href="https://futurestars.example/news" rel="noopener noreferrer" target="_blank">site</a>, ',
  '<a href="http://old.example/page" rel="noopener noreferrer" target="_blank">old</a>, ',
  '<a href="mailto:coach@futurestars.example" rel="noopener noreferrer" target="_blank">mail</a>, ',
  '<a href="tel:+256700123456" rel="noopener noreferrer" target="_blank">call</a>, ',
  '<a href="sms:+256700123456" rel="noopener noreferrer" target="_blank">text</a>.</p>',
  `<p><img src="${PNG_DATA}"><img src="${JPEG_DATA}" width="320" height="240" alt="Team photo"></p>`,
  '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">warmUp(10);</div>',
  '<div class="ql-code-block" data-language="plain">if (a &lt; b &amp;&amp; c) pass();</div></div>',
  '<blockquote>Play with joy.</blockquote>',
  '<p>H<sub>2</sub>O and x<sup>2</sup></p>',
  '<p><br></p>',
].join('');

describe('sanitizePostHtml keeps what the editor writes', () => {
  // A stored body from before pictures were files: its base64 pictures stay until the start-up migration (decision 044).
  const out = sanitizePostHtml(QUILL_POST, { dataImages: true });

  it.each([
    '<h1>Under-12 Cup: champions again</h1>',
    '<h2 class="ql-align-center">Final report</h2>',
    '<h3>Line-up</h3><h4>Bench</h4><h5>Staff</h5>',
    '<p>Our <strong>under-12s</strong> won with <em>patience</em>, <u>pressing</u> and <s>luck</s> skill.</p>',
    '<p class="ql-align-right"><span style="font-size: 24px;">Big</span> <span style="font-size: 12px;">small</span> <strong style="font-size: 18px;">bold 18</strong></p>',
    '<p class="ql-align-justify ql-indent-1">Justified and indented.</p>',
    '<ol><li data-list="bullet"><span class="ql-ui"></span>Bring water</li>',
    '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui"></span>Two litres</li>',
    '<li data-list="ordered"><span class="ql-ui"></span>Warm up</li>',
    '<li data-list="ordered" class="ql-indent-2"><span class="ql-ui"></span>Stretch</li></ol>',
    '<a href="https://futurestars.example/news" target="_blank" rel="noopener noreferrer">site</a>',
    '<a href="http://old.example/page" target="_blank" rel="noopener noreferrer">old</a>',
    '<a href="mailto:coach@futurestars.example">mail</a>',
    '<a href="tel:+256700123456">call</a>',
    '<a href="sms:+256700123456">text</a>',
    `<img src="${PNG_DATA}" />`,
    `<img src="${JPEG_DATA}" width="320" height="240" alt="Team photo" />`,
    '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">warmUp(10);</div>',
    '<div class="ql-code-block" data-language="plain">if (a &lt; b &amp;&amp; c) pass();</div></div>',
    '<blockquote>Play with joy.</blockquote>',
    '<p>H<sub>2</sub>O and x<sup>2</sup></p>',
    '<p><br /></p>',
  ])('keeps %s', (fragment) => {
    expect(out).toContain(fragment);
  });

  it('changes nothing but the serialisation of void tags, the editor-only contenteditable and the new tab of app links', () => {
    const expected = QUILL_POST.replaceAll(' contenteditable="false"', '')
      .replace(/(href="(?:mailto|tel|sms):[^"]*") rel="noopener noreferrer" target="_blank"/g, '$1')
      .replaceAll('<br>', '<br />')
      .replace(/(<img [^>]*?)>/g, '$1 />')
      .replaceAll('rel="noopener noreferrer" target="_blank"', 'target="_blank" rel="noopener noreferrer"');
    expect(out).toBe(expected);
  });

  it('is a fixed point on its own output', () => {
    expect(sanitizePostHtml(out, { dataImages: true })).toBe(out);
  });

  it('accepts <ul>, <pre>/<code>, uploaded pictures and relative links', () => {
    const html =
      '<ul><li>a</li></ul><pre class="ql-syntax" spellcheck="false">x = 1</pre><p><code>y</code> ' +
      '<img src="/uploads/images/abc.webp" alt=""> <a href="/news/3">more</a> <a href="#top">top</a></p>';
    const images = { '/uploads/images/abc.webp': { width: 1600, height: 900 } };
    expect(sanitizePostHtml(html, { images })).toBe(
      html.replace(
        '<img src="/uploads/images/abc.webp" alt="">',
        '<img src="/uploads/images/abc.webp" alt="" width="1600" height="900" srcset="/uploads/images/abc-320w.webp 320w, /uploads/images/abc-640w.webp 640w, /uploads/images/abc-1280w.webp 1280w" ' +
          `sizes="${POST_BODY_IMAGE_SIZES}" loading="lazy" decoding="async" />`,
      ),
    );
  });

  it('maps b/i/strike to the editor tags', () => {
    expect(sanitizePostHtml('<b>b</b><i>i</i><strike>s</strike>')).toBe('<strong>b</strong><em>i</em><s>s</s>');
  });

  it('keeps text exactly, escaping what must be escaped', () => {
    expect(sanitizePostHtml('<p>Tom &amp; Jerry say 3 &lt; 4 &gt; 2 "quoted" — ✓</p>')).toBe('<p>Tom &amp; Jerry say 3 &lt; 4 &gt; 2 "quoted" — ✓</p>');
  });
});

describe('sanitizePostHtml removes what the editor cannot write', () => {
  it.each(EDITOR.fontSizes)('keeps font size %s', (size) => {
    expect(sanitizePostHtml(`<span style="font-size:${size}">x</span>`)).toBe(`<span style="font-size: ${size};">x</span>`);
  });

  it.each(['font-size: 13px', 'font-size: 99px', 'color: red', 'font-size: 16pt', 'font-size: 16px !important', 'font-size: calc(16px)'])(
    'drops style %s',
    (style) => {
      expect(sanitizePostHtml(`<span style="${style}">x</span>`)).toBe('<span>x</span>');
    },
  );

  it('keeps only the font size out of a mixed declaration list', () => {
    expect(sanitizePostHtml('<span style="color:red; font-size: 14px; position:fixed">x</span>')).toBe('<span style="font-size: 14px;">x</span>');
  });

  it('drops unknown classes and out-of-range indents, and styles on block tags', () => {
    expect(sanitizePostHtml('<p class="ql-indent-9 evil ql-align-center ql-size-huge" style="font-size: 16px">x</p>')).toBe('<p class="ql-align-center">x</p>');
  });

  it('keeps Quill size classes on inline tags', () => {
    expect(sanitizePostHtml('<span class="ql-size-large">x</span>')).toBe('<span class="ql-size-large">x</span>');
  });

  it.each(['ftp://files.example/x', 'about:blank', 'javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'foo:bar'])(
    'unwraps a link to %s, keeping its text',
    (href) => {
      expect(sanitizePostHtml(`<p><a href="${href}">text</a></p>`)).toBe('<p>text</p>');
    },
  );

  it.each([
    ['/register', undefined],
    ['/news/3?x=1#top', undefined],
    ['#top', undefined],
    ['news/3', undefined],
    ['https://futurestars.example/register', 'https://futurestars.example'],
    ['HTTPS://FutureStars.example:443/register', 'https://futurestars.example'],
    ['http://localhost:5000/news', 'http://localhost:5000'],
    ['mailto:coach@futurestars.example', undefined],
    ['tel:+256700123456', undefined],
    ['sms:+256700123456', undefined],
  ])('opens an internal or app link %s in place (site %s)', (href, siteOrigin) => {
    const out = sanitizePostHtml(`<p>See <a href="${href}" target="_blank" rel="noopener noreferrer">this</a>.</p>`, { siteOrigin });
    expect(out).toBe(`<p>See <a href="${href}">this</a>.</p>`);
  });

  it.each([
    ['https://www.fifa.com/', undefined],
    ['https://www.fifa.com/', 'https://futurestars.example'],
    ['http://futurestars.example/register', 'https://futurestars.example'],
    ['https://futurestars.example:8443/x', 'https://futurestars.example'],
    ['https://futurestars.example.evil.example/', 'https://futurestars.example'],
  ])('keeps the new tab of an external link %s (site %s)', (href, siteOrigin) => {
    const out = sanitizePostHtml(`<a href="${href}" target="_blank">x</a>`, { siteOrigin });
    expect(out).toBe(`<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`);
  });

  it('adds no new tab the editor did not ask for', () => {
    expect(sanitizePostHtml('<a href="https://www.fifa.com/">x</a>')).toBe('<a href="https://www.fifa.com/">x</a>');
  });

  it('forces rel on new-tab links and refuses other targets', () => {
    expect(sanitizePostHtml('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="https://a.example" target="_top" rel="opener">x</a>')).toBe('<a href="https://a.example">x</a>');
  });

  it.each([
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png,rawbytes',
    'data:image/png;charset=utf-8;base64,AAAA',
    'http://insecure.example/a.png',
    'https://cdn.example/p.jpg',
    '/uploads/images/../../etc/passwd',
    '/uploads/videos/a.mp4',
    '/uploads/images/not-a-body-picture.webp',
  ])('drops an image with src %s', (src) => {
    const images = { '/uploads/images/known.webp': { width: 10, height: 10 } };
    expect(sanitizePostHtml(`<p><img src="${src}">x</p>`, { images, dataImages: true })).toBe('<p>x</p>');
  });

  it('drops unsafe image dimensions', () => {
    expect(sanitizePostHtml(`<img src="${PNG_DATA}" width="100" height="expression(1)">`, { dataImages: true })).toBe(`<img src="${PNG_DATA}" width="100" />`);
  });
});

describe('sanitizePostHtml and pictures as files (docs/decisions/044)', () => {
  const images = { '/uploads/images/0b7c-11aa.webp': { width: 1920, height: 1440 } };

  it("drops base64 pictures from new HTML, keeps an uploaded one and writes its stored size over the editor's", () => {
    const out = sanitizePostHtml(
      `<p>Kick-off</p><p><img src="${JPEG_DATA}"><img src="/uploads/images/0b7c-11aa.webp" width="5" height="99999" alt="Team" srcset="https://evil.example/x.jpg 1x" loading="eager"></p>`,
      { images },
    );
    expect(out).not.toContain('data:');
    expect(out).not.toContain('evil');
    expect(out).toBe(
      '<p>Kick-off</p><p><img src="/uploads/images/0b7c-11aa.webp" width="1920" height="1440" alt="Team" ' +
        'srcset="/uploads/images/0b7c-11aa-320w.webp 320w, /uploads/images/0b7c-11aa-640w.webp 640w, /uploads/images/0b7c-11aa-1280w.webp 1280w" ' +
        `sizes="${POST_BODY_IMAGE_SIZES}" loading="lazy" decoding="async" /></p>`,
    );
    // Stored, then sanitized again (the start-up refresh): the same.
    expect(sanitizePostHtml(out, { images })).toBe(out);
  });

  it('never takes srcset, sizes, loading or decoding from the input', () => {
    expect(
      sanitizePostHtml(`<img src="${PNG_DATA}" srcset="/uploads/images/a-320w.webp 320w" sizes="1px" loading="eager" decoding="sync">`, { dataImages: true }),
    ).toBe(`<img src="${PNG_DATA}" />`);
  });
});

// ---------------------------------------------------------------------------------------------
// XSS battery. The checks read the output the way a browser would: every "<" must open a tag of
// the allowlist with well-formed quoted attributes, and every attribute must be harmless.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'span',
  'strong',
  'em',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'blockquote',
  'sub',
  'sup',
  'pre',
  'code',
  'div',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'style',
  'href',
  'target',
  'rel',
  'src',
  'width',
  'height',
  'alt',
  'data-list',
  'data-language',
  'spellcheck',
  'srcset',
  'sizes',
  'loading',
  'decoding',
]);
const FORBIDDEN_TAG_RE = /<\s*\/?\s*(script|svg|math|iframe|frame|object|embed|applet|style|meta|base|link|form|template|noscript|textarea|select)\b/i;
const WELL_FORMED_TAG_RE = /^<(\/)?([a-z][a-z0-9]*)((?: [a-z][a-z0-9-]*="[^"<>]*")*)( \/)?>/;
const ATTRIBUTE_RE = / ([a-z][a-z0-9-]*)="([^"]*)"/g;

const decodeAttribute = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

// eslint-disable-next-line no-control-regex
const compact = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();

function assertHarmless(out: string): void {
  expect(out).not.toMatch(FORBIDDEN_TAG_RE);
  expect(out).not.toMatch(/srcdoc/i);

  for (let at = out.indexOf('<'); at !== -1; at = out.indexOf('<', at + 1)) {
    const tag = WELL_FORMED_TAG_RE.exec(out.slice(at));
    expect(tag, `malformed markup at ${at}: ${out.slice(at, at + 60)}`).not.toBeNull();
    if (!tag) return;
    const [, , name = '', attributes = ''] = tag;
    expect(ALLOWED_TAGS.has(name), `tag <${name}>`).toBe(true);

    for (const [, attr = '', raw = ''] of attributes.matchAll(ATTRIBUTE_RE)) {
      expect(ALLOWED_ATTRIBUTES.has(attr), `attribute ${attr}`).toBe(true);
      expect(attr).not.toMatch(/^on/i);
      const value = compact(decodeAttribute(raw));
      if (attr === 'href' || attr === 'src') {
        expect(value).not.toMatch(/^(javascript|vbscript|livescript|file):/);
        expect(value).not.toMatch(/^\/\//);
        if (value.startsWith('data:')) expect(value).toMatch(/^data:image\/(png|jpeg);base64,[a-z0-9+/]+=*$/);
        const scheme = /^([^/?#]*):/.exec(value)?.[1];
        if (scheme !== undefined) expect(['http', 'https', 'mailto', 'tel', 'sms', 'data']).toContain(scheme);
      }
      if (attr === 'srcset') for (const candidate of raw.split(', ')) expect(candidate).toMatch(/^\/uploads\/images\/[a-z0-9-]+\.webp \d+w$/);
      if (attr === 'style') expect(raw).toMatch(/^font-size: (12|14|16|18|24)px;$/);
      if (attr === 'target') expect(raw).toBe('_blank');
    }
  }
}

/** The most the sanitizer ever keeps: base64 pictures of a body not migrated yet, and an uploaded picture. */
const PERMISSIVE = { dataImages: true, images: { '/uploads/images/a.webp': { width: 640, height: 480 } } };

describe('sanitizePostHtml against known XSS vectors', () => {
  it('has a large enough battery', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(110);
  });

  it.each(XSS_VECTORS.map((vector, i) => [i, vector] as const))('vector #%i is neutralised: %s', (_, vector) => {
    const out = sanitizePostHtml(vector, PERMISSIVE);
    assertHarmless(out);
    expect(sanitizePostHtml(out, PERMISSIVE)).toBe(out);
  });

  it('neutralises every vector embedded in otherwise valid editor content', () => {
    const out = sanitizePostHtml(`<p>start</p>${XSS_VECTORS.join('<p>between</p>')}<p>end</p>`, PERMISSIVE);
    assertHarmless(out);
    expect(sanitizePostHtml(out, PERMISSIVE)).toBe(out);
  });
});
