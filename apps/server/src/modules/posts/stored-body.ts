import { excerptOf, textOf } from './excerpt.ts';
import { sanitizePostHtml, type BodyImages } from './sanitize-post-html.ts';

/**
 * The version of the rules that turn a post's HTML into what is stored (sanitizer, excerpt). A row
 * made with older rules is made again at start-up (`refreshBodies`), so a fix to either reaches the
 * posts already written. Raise it whenever sanitizePostHtml or excerptOf changes their output.
 * 1: excerpts space blocks apart and keep inline elements glued; links to the site open in place.
 * 2: pictures are uploaded files with their stored size, srcset and sizes; any other `<img>` goes (decision 044).
 * 3: the body's visible text is stored beside it (`body_text`), what search reads (decision 048).
 */
export const POST_BODY_VERSION = 3;

/** The pictures the HTML may keep (decision 044); see SanitizeOptions. */
export type BodyImageRules = { images?: BodyImages; dataImages?: boolean };

/** What is stored for a post's HTML: the sanitized body, its excerpt, its text for search and the rules' version. */
export function storedBody(html: string, siteOrigin: string | undefined, rules: BodyImageRules = {}) {
  const content = sanitizePostHtml(html, { siteOrigin, ...rules });
  return { content, excerpt: excerptOf(content), body_text: textOf(content), body_version: POST_BODY_VERSION };
}
