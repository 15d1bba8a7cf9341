import Quill from 'quill';
import type { Parchment } from 'quill';
import type LinkFormat from 'quill/formats/link';
import type ImageFormat from 'quill/formats/image';
import { EDITOR } from '@academy/contract/post';

/**
 * Global Quill registrations, done once when the editor chunk loads: pixel font sizes
 * as inline styles, and the link protocol allowlist. Alignment and indent stay Quill's
 * ql-align-* / ql-indent-* classes: the server's sanitizer and the public post page expect them.
 */
const Size = Quill.import('attributors/style/size') as Parchment.StyleAttributor & { whitelist: string[] };
Size.whitelist = [...EDITOR.fontSizes];
Quill.register(Size, true);

const Link = Quill.import('formats/link') as typeof LinkFormat;
Link.PROTOCOL_WHITELIST = [...EDITOR.linkProtocols];

/**
 * A picture still uploading is shown from its local `blob:` copy (image-uploads.ts); Quill's own
 * check would turn that address into "//:0". Every other address goes through Quill's check.
 */
const Image = Quill.import('formats/image') as typeof ImageFormat;
const quillImageSanitize = Image.sanitize.bind(Image);
Image.sanitize = (url: string) => (url.startsWith('blob:') ? url : quillImageSanitize(url));

export { Quill };

/** Formats the editor accepts: anything else (pasted colours, fonts, scripts) is dropped. */
export const EDITOR_FORMATS = ['bold', 'italic', 'underline', 'strike', 'align', 'header', 'list', 'indent', 'code-block', 'link', 'image', 'size'];

/** The default size is the editor's own (16px): choosing it removes the size format instead of writing one. */
const SIZE_OPTIONS = EDITOR.fontSizes.map((size) => (size === EDITOR.defaultFontSize ? false : size));

export const TOOLBAR = [
  [{ size: SIZE_OPTIONS }],
  [{ header: [...EDITOR.headings, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ align: '' }, { align: 'center' }, { align: 'right' }],
  [{ list: 'bullet' }, { list: 'ordered' }],
  [{ indent: '-1' }, { indent: '+1' }],
  ['code-block', 'link', 'image'],
  ['clean'],
];

/** getSemanticHTML (Quill 2.0.3) turns every space into &nbsp;, which stops lines from wrapping. */
export function toStoredHtml(html: string): string {
  return html.replace(/&nbsp;/g, ' ').replace(/ {2}/g, ' &nbsp;');
}

/**
 * Pictures kept from pasted HTML: only this site's uploaded ones (copied within or between posts).
 * The server keeps nothing else (docs/decisions/044); a pasted picture file uploads instead.
 */
export const isAllowedImageSrc = (src: string): boolean => /^\/uploads\/images\/[a-z0-9][a-z0-9-]*\.webp$/.test(src);
