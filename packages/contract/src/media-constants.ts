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
} as const;

export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime';
export const DEFAULT_VIDEO_MAX_BYTES = 500 * 1024 * 1024;

export const isVideoType = (type: string): boolean => type.startsWith('video/');

export type MediaItem = {
  id: number;
  title: string;
  /** Server-relative path under /uploads/videos/, or null for a URL-only item. */
  video_file: string | null;
  video_url: string | null;
  /** Server-relative path under /uploads/thumbnails/. */
  thumbnail: string | null;
  created_at: string;
};

/** Turns a YouTube or Vimeo page address into an embeddable one; other URLs are played as files. */
export function toEmbedUrl(url: string): { kind: 'iframe' | 'video'; src: string } {
  const yt = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i);
  if (yt) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  const vimeo = url.match(/vimeo\.com\/(?:video\/)?(\d+)/i);
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  return { kind: 'video', src: url };
}
