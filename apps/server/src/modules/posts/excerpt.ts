import { Parser } from 'htmlparser2';

/** At most this many characters of text, then an ellipsis. */
export const EXCERPT_LENGTH = 200;

/**
 * Elements a browser lays out as their own line or box: their text never runs into the text beside
 * them. Everything else (a, strong, em, span, sub…) is inline and adds no space of its own, so
 * "<a>register</a>." stays "register." and "H<sub>2</sub>O" stays "H2O".
 */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** A line break or a picture inside a block: a space, the sentence goes on. */
const SPACES = new Set(['br', 'img']);
/** Their content is never shown as text (the sanitizer drops them; pasted HTML might still hold them). */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'title', 'head', 'textarea', 'select', 'svg', 'math']);

// \s covers U+00A0 (&nbsp;) and the other Unicode spaces; zero-width ones are left as they are.
const WHITESPACE_RE = /\s+/g;

// A block that ends on a letter or digit (a heading, a list item) ends its sentence there.
const ENDS_OPEN_RE = /[\p{L}\p{N}]$/u;

/**
 * The visible text of post HTML on one line, as it reads on the page: blocks apart (a heading or a
 * list item without closing punctuation gets a full stop, so "Match report" and the paragraph under
 * it do not read as one sentence), inline elements glued to their neighbours exactly as the markup
 * spaces them, entities decoded, whitespace collapsed. Reading stops once `enough` characters are in.
 */
export function textOf(html: string, enough = Infinity): string {
  let text = '';
  let hidden = 0;
  // What separates the text so far from the next text: decided when that text comes, so that the
  // last block gets no full stop and empty blocks (<p><br></p>) add nothing.
  let pending: 'none' | 'space' | 'block' = 'none';
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (hidden > 0) return;
        else if (BLOCKS.has(name)) pending = 'block';
        else if (SPACES.has(name) && pending === 'none') pending = 'space';
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (hidden === 0 && BLOCKS.has(name)) pending = 'block';
      },
      ontext(data) {
        if (hidden > 0 || (pending !== 'none' && !/\S/.test(data))) return;
        if (pending !== 'none') {
          const before = text.trimEnd();
          text = before === '' ? '' : pending === 'block' && ENDS_OPEN_RE.test(before) ? `${before}. ` : `${before} `;
          pending = 'none';
        }
        text += data;
        // Raw length overestimates the collapsed text, so this never stops too early.
        if (text.length > enough * 2 + 64 && collapse(text).length > enough) parser.pause();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return collapse(text);
}

const collapse = (text: string) => text.replace(WHITESPACE_RE, ' ').trim();

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `max` characters on a word boundary (Unicode word segmentation, so Thai,
 * Japanese or Chinese text without spaces is cut between words too), without trailing spaces or
 * punctuation, followed by an ellipsis. A first word longer than `max` is cut between characters.
 */
export function truncateText(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of words.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  if (end === 0) {
    for (const { index, segment } of graphemes.segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
  }
  return `${text.slice(0, end).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** The plain-text excerpt lists show for a post, from its sanitized HTML. */
export const excerptOf = (html: string): string => truncateText(textOf(html, EXCERPT_LENGTH), EXCERPT_LENGTH);
