import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptOf, textOf, truncateText } from './excerpt.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

describe('textOf: the text of post HTML as it reads on the page', () => {
  it.each([
    ['a heading followed by a paragraph', '<h2>Match report</h2><p>The pitch was soft.</p>', 'Match report. The pitch was soft.'],
    ['every heading level and a blockquote', '<h1>A</h1><h3>B</h3><h5>C</h5><blockquote>D</blockquote><h6>E</h6>', 'A. B. C. D. E'],
    [
      'an inline link mid-sentence, glued to the full stop',
      '<p>Register <a href="/register">from 1 December</a>. See the page.</p>',
      'Register from 1 December. See the page.',
    ],
    [
      'inline formatting inside words',
      '<p>H<sub>2</sub>O, x<sup>2</sup>, <strong>bo</strong><em>ld</em> <u>under</u><s>line</s></p>',
      'H2O, x2, bold underline',
    ],
    ['spans with sizes kept as spaced in the markup', '<p><span style="font-size: 24px;">Big</span> <span>small</span><span>er</span></p>', 'Big smaller'],
    ['br between lines', '<p>Line one<br>Line two<br />Line three</p>', 'Line one Line two Line three'],
    ['nested lists', '<ul><li>Boots<ul><li>Size 4</li><li>Size 5</li></ul></li><li>Water</li></ul><p>After</p>', 'Boots. Size 4. Size 5. Water. After'],
    [
      'Quill lists with their empty ui span',
      '<ol><li data-list="bullet"><span class="ql-ui"></span>Bring water</li><li data-list="ordered"><span class="ql-ui"></span>Warm up</li></ol>',
      'Bring water. Warm up',
    ],
    [
      'entities',
      '<p>Tom&nbsp;&amp;&nbsp;Jerry say 3 &lt; 4 &gt; 2 &quot;hi&quot; &#39;yo&#x27; &eacute;t&eacute; &#8212; ok</p>',
      'Tom & Jerry say 3 < 4 > 2 "hi" \'yo\' été — ok',
    ],
    ['non-breaking spaces alone', '<p>&nbsp;</p><p>a&nbsp;&nbsp;&nbsp;b</p>', 'a b'],
    ['empty paragraphs', '<p><br></p><p></p><p>Only this</p><p><br /></p>', 'Only this'],
    [
      'code blocks as blocks',
      '<div class="ql-code-block-container"><div class="ql-code-block">warmUp(10);</div><div class="ql-code-block">run();</div></div><p>Done</p>',
      'warmUp(10); run(); Done',
    ],
    ['images as a break, never as text', '<p>Before<img src="/uploads/images/a.webp" alt="Team photo">After</p>', 'Before After'],
    ['whitespace and newlines of the source collapsed', '<p>\n  Hello,\n\t  world  </p>\n\n<p>  again </p>', 'Hello, world. again'],
    ['hidden content never shown', '<p>Seen</p><script>alert(1)</script><style>p{}</style><template><p>x</p></template><p>too</p>', 'Seen. too'],
    [
      'no second stop after closing punctuation',
      '<h2>Why small games?</h2><p>Bring:</p><ul><li>boots;</li><li>water</li></ul>',
      'Why small games? Bring: boots; water',
    ],
    ['no stop after the last block', '<p>The end</p><p><br></p>', 'The end'],
    [
      'non-Latin text',
      '<h2>Новости</h2><p>Команда <strong>выиграла</strong>.</p><p>مرحبا <a href="/x">بالعالم</a>.</p><p>東京<em>大会</em>で優勝</p>',
      'Новости. Команда выиграла. مرحبا بالعالم. 東京大会で優勝',
    ],
  ])('%s', (_, html, text) => {
    expect(textOf(html)).toBe(text);
  });

  it('is the same on the sanitizer output as on the editor HTML', () => {
    const html = '<h2>Match report</h2><p>The pitch was <a href="https://a.example" target="_blank">soft</a>.</p><p><br></p>';
    expect(textOf(sanitizePostHtml(html))).toBe(textOf(html));
  });
});

describe('truncateText: cut on a word boundary with an ellipsis', () => {
  it('leaves short text alone', () => {
    expect(truncateText('Short text.', 20)).toBe('Short text.');
    expect(truncateText('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts between words, never inside one, and drops a trailing comma', () => {
    expect(truncateText('The pitch was soft, and the ball kept stopping', 20)).toBe('The pitch was soft…');
    expect(truncateText('The pitch was soft and the ball kept stopping', 16)).toBe('The pitch was…');
  });

  it('cuts a word longer than the limit between characters', () => {
    expect(truncateText('Supercalifragilistic', 5)).toBe('Super…');
  });

  it('never splits an emoji or a combined character', () => {
    const out = truncateText('👍🏽👍🏽👍🏽', 5);
    expect(out).toBe('👍🏽…');
  });

  it('cuts Japanese between words although it has no spaces', () => {
    const out = truncateText('東京大会で優勝しました', 6);
    expect(out.endsWith('…')).toBe(true);
    expect(['東京大会で…', '東京大会…', '東京…']).toContain(out);
  });
});

describe('excerptOf', () => {
  it('spaces blocks and glues inline elements in one excerpt', () => {
    const html = sanitizePostHtml(
      '<h2>Trials</h2><p>Registration opens <strong>from 1 December</strong>. See the <a href="/register">registration page</a>.</p>',
    );
    expect(excerptOf(html)).toBe('Trials. Registration opens from 1 December. See the registration page.');
  });

  it('truncates long text on a word boundary within the limit', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
    const out = excerptOf(`<p>${words.join(' ')}</p>`);
    expect(out.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(out.endsWith('…')).toBe(true);
    const kept = out.slice(0, -1).split(' ');
    expect(kept).toEqual(words.slice(0, kept.length));
    expect(out.length).toBeGreaterThan(EXCERPT_LENGTH - 10);
  });

  it('stops reading a long post early but still ends the excerpt on a whole word', () => {
    const paragraph = `<p>${'Lorem ipsum dolor sit amet. '.repeat(40)}</p>`;
    const out = excerptOf(paragraph.repeat(2000));
    expect(out.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(out).toMatch(/^Lorem ipsum dolor sit amet\. Lorem .*\p{L}…$/u);
  });

  it('is empty for a post of images only', () => {
    expect(excerptOf('<p><img src="/uploads/images/a.webp"></p>')).toBe('');
  });
});
