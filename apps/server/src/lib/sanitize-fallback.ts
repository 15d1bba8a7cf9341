import sanitizeHtml from 'sanitize-html';

// Local stand-in for lib/sanitize-post-html.ts until that module lands.
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'h1', 'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'pre', 'code', 'a', 'img', 'span', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'], span: ['style'], p: ['class', 'style'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedStyles: { '*': { 'font-size': [/^\d{1,2}px$/], 'text-align': [/^(left|center|right|justify)$/] } },
  });
}
