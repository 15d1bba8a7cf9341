// Zod-free part of common.ts: pages that only show data import this file and never download zod.
/** Honeypot: a field people never see. Bots fill it; the server then stores nothing (docs/decisions/004). */
export const HONEYPOT_FIELD = 'website';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const COMMON_MESSAGES = {
  loading: 'Loading...',
  requestFailed: 'Request failed',
  generic: 'An error occurred. Please try again.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  tooLarge: 'The upload is too large.',
  rangeNotSatisfiable: 'Range Not Satisfiable',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  storageUnavailable: 'File storage is temporarily unavailable. Please try again shortly.',
  diskFull: 'The server has no room to save this right now. Please try again later.',
  invalidInput: 'Please check the highlighted fields.',
} as const;

/** Image uploads (team photos, covers, album photos). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_MESSAGES = {
  invalidType: 'Please upload a valid image file (JPEG, PNG, or WebP)',
  tooLarge: 'Image size should be less than 5MB',
} as const;

/** Returns the spec's message for a browser File-like object, or null when it is acceptable. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size >= IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * Stored images are re-encoded as WebP in several widths. The main URL is
 * `/uploads/images/<name>.webp`; each width lives beside it as `<name>-<w>w.webp`.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export function imageVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return url.replace(/\.webp$/, `-${width}w.webp`);
}

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith('/uploads/images/') || !url.endsWith('.webp')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}
