import Quill from 'quill';
import type { Parchment } from 'quill';
import type LinkFormat from 'quill/formats/link';
import { EDITOR } from '@academy/contract/post';

/**
 * Global Quill registrations, done once when the editor chunk loads: pixel font sizes (SPEC §9),
 * inline-style alignment (so the stored HTML renders without Quill's stylesheet) and the link
 * protocol allowlist (SPEC §5).
 */
const Size = Quill.import('attributors/style/size') as Parchment.StyleAttributor & { whitelist: string[] };
Size.whitelist = [...EDITOR.fontSizes];
Quill.register(Size, true);

const Align = Quill.import('attributors/style/align') as Parchment.StyleAttributor;
Quill.register(Align, true);

const Link = Quill.import('formats/link') as typeof LinkFormat;
Link.PROTOCOL_WHITELIST = [...EDITOR.linkProtocols];

export { Quill };

/** Formats the editor accepts: anything else (pasted colours, fonts, scripts) is dropped. */
export const EDITOR_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'align',
  'header',
  'list',
  'indent',
  'code-block',
  'link',
  'image',
  'size',
];

export const TOOLBAR = [
  [{ size: [...EDITOR.fontSizes] }],
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

export const isAllowedImageSrc = (src: string): boolean =>
  !src.startsWith('data:') || EDITOR.imageMimeTypes.some((type) => src.startsWith(`data:${type};`));
