import sanitizeHtml from 'sanitize-html';
import { imageSrcSet } from '@academy/contract/common-constants';
import { EDITOR, POST_BODY_IMAGE_SIZES } from '@academy/contract/post';

/**
 * Allowlist sanitizer for post HTML written with the Quill 2 editor (DESIGN.md: "Post HTML is
 * sanitized on the server ... before it is stored").
 *
 * Two layers on purpose: `filterAttributes` validates every attribute value against the editor's
 * formats (and rebuilds `rel`, `style`), then sanitize-html's own allowlist and scheme check run
 * on the result. A mistake in one layer is caught by the other.
 *
 * Pictures are files (docs/decisions/044): an `<img>` stays only when its `src` is a picture
 * uploaded for a post body (`images`, looked up by the caller in post_images), and gets the stored
 * size, `srcset`, `sizes`, `loading="lazy"` and `decoding="async"` from that record, whatever the
 * editor wrote. A base64 picture stays only while re-making a stored body the start-up migration has
 * not turned into files yet (`dataImages`); new HTML with one is refused before this runs (the
 * contract's PostFieldsSchema).
 */

type Attributes = Record<string, string>;
type AttributeRule = (value: string) => string | undefined;

const ALIGN_CLASSES = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];
const INDENT_CLASSES = Array.from({ length: EDITOR.indentLevels }, (_, i) => `ql-indent-${i + 1}`);
const BLOCK_CLASSES = [...ALIGN_CLASSES, ...INDENT_CLASSES];
const SIZE_CLASSES = ['ql-size-small', 'ql-size-large', 'ql-size-huge'];

const LIST_KINDS = new Set(['bullet', 'ordered', 'checked', 'unchecked']);
const FONT_SIZES = new Set<string>(EDITOR.fontSizes);
const LINK_SCHEMES = new Set<string>(EDITOR.linkProtocols);
const IMAGE_DATA_MIME = EDITOR.imageMimeTypes.map((m) => m.replace('/', '\\/')).join('|');

// A data URL is accepted only as one of the editor's image types in plain base64: anything else
// (svg+xml, text/html, parameters, percent-encoding) could carry script.
const DATA_IMAGE_RE = new RegExp(`^data:(?:${IMAGE_DATA_MIME});base64,[A-Za-z0-9+/]+={0,2}$`);
const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;
const DIMENSION_RE = /^\d{1,5}(?:px|%)?$/;
const LANGUAGE_RE = /^[a-z0-9+#-]{1,32}$/i;
const FONT_SIZE_DECL_RE = /^font-size\s*:\s*(\d{1,3}px)$/i;

/**
 * Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:");
 * removing every invisible character before looking at the scheme is at least as strict.
 */
const INVISIBLE = '[\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u3000\\ufeff]';
const INVISIBLE_ALL_RE = new RegExp(INVISIBLE, 'g');

function linkHref(value: string): string | undefined {
  const compact = value.replace(INVISIBLE_ALL_RE, '');
  if (compact.length === 0) return undefined;
  const scheme = SCHEME_RE.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) return LINK_SCHEMES.has(scheme) ? value.trim() : undefined;
  // Protocol-relative ("//host", "/\host") would leave the site with whatever scheme the page has.
  if (/^[/\\]{2}/.test(compact)) return undefined;
  // A colon before any path character could still be read as a scheme by some parser.
  if (/^[^/?#]*:/.test(compact)) return undefined;
  return value.trim();
}

/** The stored size of each picture uploaded for a post body, by its URL (modules/posts/body-images.ts). */
export type BodyImages = Readonly<Record<string, { width: number; height: number }>>;

type ImageRules = { images: BodyImages; dataImages: boolean };

const imageSrc =
  ({ images, dataImages }: ImageRules): AttributeRule =>
  (value) => {
    const src = value.trim();
    if (Object.hasOwn(images, src)) return src;
    if (dataImages && DATA_IMAGE_RE.test(src)) return src;
    return undefined;
  };

/** A kept picture of ours gets its stored size and responsive sources; the editor's own size is not trusted. */
function enrichImage(kept: Attributes, images: BodyImages): void {
  const stored = kept.src === undefined || !Object.hasOwn(images, kept.src) ? undefined : images[kept.src];
  if (!stored) return;
  kept.width = String(stored.width);
  kept.height = String(stored.height);
  const srcset = imageSrcSet(kept.src);
  if (srcset) {
    kept.srcset = srcset;
    kept.sizes = POST_BODY_IMAGE_SIZES;
  }
  kept.loading = 'lazy';
  kept.decoding = 'async';
}

/** Quill writes font sizes as one inline declaration; only the toolbar's sizes survive, in Quill's own spelling. */
function fontSizeStyle(value: string): string | undefined {
  const sizes = value
    .split(';')
    .map((decl) => FONT_SIZE_DECL_RE.exec(decl.trim())?.[1]?.toLowerCase())
    .filter((size): size is string => size !== undefined && FONT_SIZES.has(size));
  const size = sizes.at(-1);
  return size === undefined ? undefined : `font-size: ${size};`;
}

const classesFrom =
  (allowed: readonly string[]): AttributeRule =>
  (value) => {
    const kept = value.split(/\s+/).filter((c) => allowed.includes(c));
    return kept.length > 0 ? [...new Set(kept)].join(' ') : undefined;
  };

const oneOf =
  (allowed: ReadonlySet<string>): AttributeRule =>
  (value) =>
    allowed.has(value) ? value : undefined;

const matching =
  (re: RegExp): AttributeRule =>
  (value) =>
    re.test(value) ? value : undefined;

const blockAttributes = { class: classesFrom(BLOCK_CLASSES) };
const inlineAttributes = { class: classesFrom(SIZE_CLASSES), style: fontSizeStyle };
const codeAttributes = { spellcheck: oneOf(new Set(['false'])), 'data-language': matching(LANGUAGE_RE) };

const rulesFor = (imageRules: ImageRules): Record<string, Record<string, AttributeRule>> => ({
  p: blockAttributes,
  h1: blockAttributes,
  h2: blockAttributes,
  h3: blockAttributes,
  h4: blockAttributes,
  h5: blockAttributes,
  blockquote: blockAttributes,
  li: { ...blockAttributes, 'data-list': oneOf(LIST_KINDS) },
  ol: {},
  ul: {},
  br: {},
  // `ql-ui` is the empty marker span Quill 2 puts in each list item; its CSS draws the bullet.
  span: { ...inlineAttributes, class: classesFrom([...SIZE_CLASSES, 'ql-ui']) },
  strong: inlineAttributes,
  em: inlineAttributes,
  u: inlineAttributes,
  s: inlineAttributes,
  sub: inlineAttributes,
  sup: inlineAttributes,
  code: inlineAttributes,
  a: { ...inlineAttributes, href: linkHref, target: oneOf(new Set(['_blank'])) },
  img: { src: imageSrc(imageRules), width: matching(DIMENSION_RE), height: matching(DIMENSION_RE), alt: (v) => v },
  div: { ...codeAttributes, class: classesFrom(['ql-code-block-container', 'ql-code-block']) },
  pre: { ...codeAttributes, class: classesFrom(['ql-syntax']) },
});

/** Attributes the server writes itself (never taken from the input): `rel` on links, the responsive set on pictures. */
const WRITTEN: Record<string, string[]> = { a: ['rel'], img: ['srcset', 'sizes', 'loading', 'decoding'] };

/** Older or pasted HTML spells the same formats differently; keep the meaning, not the tag. */
const SYNONYMS: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's' };

/**
 * Where a link leads decides whether it opens a new tab, not what the editor wrote (Quill puts
 * target="_blank" on every link): a page of this site, given as a path ("/register", "#top") or as
 * an address on the site's own origin, opens in place; so do mailto:, tel: and sms:, which open an
 * app. Only a link to another site keeps the editor's new tab.
 */
export function isExternalLink(href: string, siteOrigin?: string): boolean {
  const scheme = SCHEME_RE.exec(href)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return false;
  if (siteOrigin === undefined) return true;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

function filterAttributes(
  rulesByTag: Record<string, Record<string, AttributeRule>>,
  tagName: string,
  attribs: Attributes,
  siteOrigin: string | undefined,
  images: BodyImages,
): sanitizeHtml.Tag {
  const name = SYNONYMS[tagName] ?? tagName;
  const rules = rulesByTag[name] ?? {};
  const kept: Attributes = {};
  for (const [attr, raw] of Object.entries(attribs)) {
    const rule = rules[attr];
    const value = rule?.(raw);
    if (value !== undefined) kept[attr] = value;
  }
  if (kept.target !== undefined && (kept.href === undefined || !isExternalLink(kept.href, siteOrigin))) delete kept.target;
  // rel is never taken from the input: a new tab must not get a handle on this page (tabnabbing).
  if (kept.target === '_blank') kept.rel = 'noopener noreferrer';
  if (name === 'img') enrichImage(kept, images);
  return { tagName: name, attribs: kept };
}

/**
 * Disallowed tags normally keep their text. These lose everything inside: their content is
 * code, another document, or markup a browser parses differently (mutation XSS).
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'plaintext',
  'listing',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
  'button',
  'form',
];

const optionsFor = (siteOrigin: string | undefined, imageRules: ImageRules): sanitizeHtml.IOptions => {
  const RULES = rulesFor(imageRules);
  return {
    allowedTags: Object.keys(RULES),
    allowedAttributes: Object.fromEntries(Object.entries(RULES).map(([tag, rules]) => [tag, [...Object.keys(rules), ...(WRITTEN[tag] ?? [])]])),
    allowedClasses: Object.fromEntries(Object.entries(RULES).flatMap(([tag, rules]) => (rules.class ? [[tag, [/^ql-[a-z0-9-]+$/]]] : []))),
    allowedSchemes: [...EDITOR.linkProtocols],
    allowedSchemesByTag: { img: imageRules.dataImages ? ['data'] : [] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href', 'background', 'poster'],
    allowProtocolRelative: false,
    // filterAttributes already reduced style to one canonical font-size declaration.
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    nestingLimit: 64,
    transformTags: { '*': (tagName, attribs) => filterAttributes(RULES, tagName, attribs, siteOrigin, imageRules.images) },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && !frame.attribs.src) return true;
      // A link whose address was refused stays as its text.
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
  };
};

export type SanitizeOptions = {
  /** The site's own origin (PUBLIC_URL): absolute links to it are internal and open in place. */
  siteOrigin?: string;
  /** The pictures uploaded for post bodies that this HTML names, with their stored sizes; any other `<img>` goes. */
  images?: BodyImages;
  /** Keep base64 pictures: only for a stored body the start-up migration has not made into files yet. */
  dataImages?: boolean;
};

export function sanitizePostHtml(html: string, { siteOrigin, images = {}, dataImages = false }: SanitizeOptions = {}): string {
  return sanitizeHtml(html, optionsFor(siteOrigin, { images, dataImages }));
}
