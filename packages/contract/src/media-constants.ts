// Zod-free part of media.ts: pages that only show data import this file and never download zod.
export const MEDIA_MESSAGES = {
  titleRequired: 'Please enter video title',
  fileOrUrl: 'Provide video file or URL',
  notVideo: 'Please choose a video file (MP4, WebM or MOV)',
  invalidUrl: 'Please enter a valid http or https URL',
  loadFailed: 'Failed to fetch media',
  deleteFailed: 'Failed to delete video',
  uploadFailed: 'Upload failed. Check server connection.',
  empty: 'No video available',
  uploaded: 'Video uploaded successfully.',
  deleted: 'Video deleted.',
  updated: 'Video updated.',
  updateFailed: 'Failed to update video',
  notFound: 'Video not found',
  edit: 'Edit',
  editTitle: 'Edit video',
  newThumbnail: 'New thumbnail (optional)',
} as const;

/** The answer to a video above the server's limit (VIDEO_MAX_BYTES, DEFAULT_VIDEO_MAX_BYTES unless configured). */
export const videoTooLargeMessage = (maxBytes: number) => `The video must be smaller than ${Math.round(maxBytes / 1024 / 1024)} MB`;

/** The one list of accepted video types (the real type is read from the bytes), with the extension each is stored under. */
export const VIDEO_TYPES = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' } as const;
export type VideoMimeType = keyof typeof VIDEO_TYPES;
export const VIDEO_MIME_TYPES = Object.keys(VIDEO_TYPES) as VideoMimeType[];
export const VIDEO_ACCEPT = VIDEO_MIME_TYPES.join(',');
export const DEFAULT_VIDEO_MAX_BYTES = 500 * 1024 * 1024;

export const isVideoType = (type: string): type is VideoMimeType => Object.hasOwn(VIDEO_TYPES, type);

/** Turns a YouTube or Vimeo page address into an embeddable one; other URLs are played as files. */
export function toEmbedUrl(url: string): { kind: 'iframe' | 'video'; src: string } {
  const yt = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i);
  if (yt) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  const vimeo = url.match(/vimeo\.com\/(?:video\/)?(\d+)/i);
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  return { kind: 'video', src: url };
}
