import { describe, expect, it } from 'vitest';
import { EDITOR } from '@academy/contract/post';
import { isAllowedImageSrc, Quill, TOOLBAR, toStoredHtml } from './quill-setup';

describe('editor setup', () => {
  it('allows links only with http, https, mailto, tel and sms', () => {
    const Link = Quill.import('formats/link') as { sanitize: (url: string) => string; PROTOCOL_WHITELIST: string[] };
    expect(Link.PROTOCOL_WHITELIST).toEqual([...EDITOR.linkProtocols]);
    for (const ok of ['https://example.com', 'http://a.b', 'mailto:a@b.c', 'tel:+256700000000', 'sms:+256700000000']) {
      expect(Link.sanitize(ok)).toBe(ok);
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'ftp://x.y']) {
      expect(Link.sanitize(bad)).toBe('about:blank');
    }
  });

  it('offers the five font sizes with 16px as the default and headings 1 to 5', () => {
    const size = TOOLBAR[0]?.[0] as { size: (string | false)[] };
    expect(size.size).toEqual(['12px', '14px', false, '18px', '24px']);
    const Size = Quill.import('attributors/style/size') as { whitelist: string[] };
    expect(Size.whitelist).toEqual([...EDITOR.fontSizes]);
    const header = TOOLBAR[1]?.[0] as { header: (number | false)[] };
    expect(header.header).toEqual([1, 2, 3, 4, 5, false]);
  });

  it("keeps only this site's uploaded pictures from pasted HTML: never base64 (docs/decisions/044)", () => {
    expect(isAllowedImageSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedImageSrc('data:image/jpeg;base64,AAAA')).toBe(false);
    expect(isAllowedImageSrc('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isAllowedImageSrc('https://example.com/a.jpg')).toBe(false);
    expect(isAllowedImageSrc('/uploads/images/0b7c-11aa.webp')).toBe(true);
    expect(isAllowedImageSrc('/uploads/images/../secret.webp')).toBe(false);
  });

  it('shows a picture still uploading from its blob: copy, and still refuses script addresses', () => {
    const Image = Quill.import('formats/image') as { sanitize: (url: string) => string };
    expect(Image.sanitize('blob:http://localhost/4f1c')).toBe('blob:http://localhost/4f1c');
    expect(Image.sanitize('/uploads/images/a.webp')).toBe('/uploads/images/a.webp');
    expect(Image.sanitize('javascript:alert(1)')).toBe('//:0');
  });

  it('turns Quill 2.0.3 non-breaking spaces back into wrapping spaces', () => {
    expect(toStoredHtml('<p>Read&nbsp;the&nbsp;full&nbsp;report</p>')).toBe('<p>Read the full report</p>');
    expect(toStoredHtml('<p>a&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;b</p>');
  });
});
