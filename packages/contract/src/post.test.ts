import { describe, expect, it } from 'vitest';
import { htmlToText, POST_CONTENT_MAX, POST_MARKUP_MAX, POST_MESSAGES, POST_NESTING_MAX, PostInputSchema, postMarkupIssue } from './post.ts';

const messagesOf = (content: string) => {
  const r = PostInputSchema.safeParse({ title: 'A post', content });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('post HTML limits, checked before any parser (docs/decisions/023)', () => {
  it('counts markup without the base64 of inline pictures', () => {
    const picture = `<img src="data:image/jpeg;base64,${'A'.repeat(POST_MARKUP_MAX * 5)}">`;
    expect(postMarkupIssue(`<p>Team photo</p>${picture}`)).toBeUndefined();
    expect(postMarkupIssue(`<p>${'x'.repeat(POST_MARKUP_MAX)}</p>`)).toBe('markup');
  });

  it('counts nesting the way the editor writes, void and self-closed tags aside', () => {
    const nest = (n: number) => `${'<em>'.repeat(n)}x${'</em>'.repeat(n)}`;
    expect(postMarkupIssue(nest(POST_NESTING_MAX))).toBeUndefined();
    expect(postMarkupIssue(nest(POST_NESTING_MAX + 1))).toBe('depth');
    // Siblings do not add up, nor do line breaks, pictures or list items left open.
    expect(postMarkupIssue(`<p>${'<b>x</b><br><img src="/uploads/images/a.webp">'.repeat(500)}</p>`)).toBeUndefined();
    expect(postMarkupIssue(`<ul>${'<li>item'.repeat(100)}</ul>`)).toBeUndefined();
  });

  it('gives the form its messages: too long, too much markup, too deep', () => {
    expect(messagesOf('<p>x</p>'.repeat(POST_CONTENT_MAX / 8 + 1))).toEqual([POST_MESSAGES.tooLong]);
    expect(messagesOf(`${'<b>'.repeat(333_333)}x`)).toEqual([POST_MESSAGES.tooMuchMarkup]);
    expect(messagesOf(`${'<b>'.repeat(POST_NESTING_MAX + 1)}x`)).toEqual([POST_MESSAGES.tooDeep]);
    expect(messagesOf('<p>Match report</p>')).toEqual([]);
  });

  it('refuses a base64 picture in new HTML with its own message; an uploaded file is fine (docs/decisions/044)', () => {
    expect(messagesOf('<p>Team</p><img src="data:image/png;base64,iVBORw0KGgo=">')).toEqual([POST_MESSAGES.inlineImage]);
    expect(messagesOf("<p>Team</p><IMG alt='x' SRC = ' data:image/jpeg;base64,AAAA'>")).toEqual([POST_MESSAGES.inlineImage]);
    expect(messagesOf('<p>Team</p><img src="/uploads/images/0b7c.webp">')).toEqual([]);
    expect(messagesOf('<p>data:image/png;base64,AAAA is only text here</p>')).toEqual([]);
    // The editor's preview of a picture still uploading: Publish waits for it.
    expect(messagesOf('<p>Team</p><img src="blob:https://futurestars.example/4f1c">')).toEqual([POST_MESSAGES.waitForUploads]);
  });

  it('checks a megabyte in a few milliseconds, hostile or not', () => {
    for (const html of [`${'<b>'.repeat(333_333)}x`, 'x<'.repeat(500_000), `${'<div>'.repeat(200_000)}`]) {
      const started = Date.now();
      messagesOf(html);
      expect(Date.now() - started).toBeLessThan(100);
    }
  });

  it('htmlToText is linear on "<" that never close (it was quadratic: minutes for a megabyte)', () => {
    const started = Date.now();
    expect(htmlToText('x<'.repeat(500_000)).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(200);
    expect(htmlToText('<p>Tom <b>&amp;</b> Jerry</p><p><br></p>')).toBe('Tom &amp; Jerry');
  });
});
