import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import { IMAGE_MESSAGES, IMAGE_WIDTHS } from '@academy/contract/common';

/** Thrown for anything that is not a JPEG, PNG or WebP we can decode; the API answers 415. */
export class ImageTypeError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(IMAGE_MESSAGES.invalidType, options);
    this.name = 'ImageTypeError';
  }
}

/** Types accepted by their bytes; the declared type and the file name are never trusted (DESIGN.md, Files). */
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A 5 MB upload can still declare a gigapixel canvas; libvips refuses before allocating it. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAIN_MAX_SIDE = 1920;
const WEBP_QUALITY = 80;
const SHARP_TIMEOUT_SECONDS = 30;

export type ProcessedImage = {
  width: number;
  height: number;
  /** `width: null` is the main image (at most 1920 px a side); the others follow IMAGE_WIDTHS. */
  variants: { width: number | null; buffer: Buffer }[];
};

export async function detectFileType(path: string): Promise<{ mime: string; ext: string } | undefined> {
  const type = await fileTypeFromFile(path);
  return type && { mime: type.mime, ext: type.ext };
}

async function detect(input: Buffer | string) {
  return typeof input === 'string' ? detectFileType(input) : fileTypeFromBuffer(input);
}

/**
 * Re-encodes an uploaded photo as WebP in the main size and every IMAGE_WIDTHS width.
 *
 * The original is decoded once, auto-oriented from EXIF and shrunk to the main size as raw
 * pixels; every variant is encoded from those pixels. Raw pixels carry no EXIF, GPS, XMP or ICC
 * data, so nothing about where a child's photo was taken can reach the output.
 */
export async function processImage(input: Buffer | string): Promise<ProcessedImage> {
  const type = await detect(input).catch((cause: unknown) => {
    throw new ImageTypeError({ cause });
  });
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw new ImageTypeError();

  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MAIN_MAX_SIDE, height: MAIN_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new ImageTypeError({ cause });
  }

  const { width, height, channels } = pixels.info;
  const decoded = sharp(pixels.data, { raw: { width, height, channels } }).timeout({ seconds: SHARP_TIMEOUT_SECONDS });
  const encode = (resizeTo?: number) => {
    const pipeline = decoded.clone();
    if (resizeTo !== undefined) pipeline.resize({ width: resizeTo, withoutEnlargement: true });
    return pipeline.webp({ quality: WEBP_QUALITY }).toBuffer();
  };

  const [main, ...sized] = await Promise.all([encode(), ...IMAGE_WIDTHS.map((w) => encode(w))]);
  return {
    width,
    height,
    variants: [{ width: null, buffer: main as Buffer }, ...IMAGE_WIDTHS.map((w, i) => ({ width: w, buffer: sized[i] as Buffer }))],
  };
}

// ---------------------------------------------------------------------------------------------
// Demo pictures for the seed: drawn as SVG and rendered by sharp, so a fresh install shows a
// living site without downloading anything.

export type SeedImageKind = 'action' | 'portrait' | 'crowd';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const hsl = (hue: number, s: number, l: number) => `hsl(${((hue % 360) + 360) % 360}, ${s}%, ${l}%)`;

function pitch(w: number, h: number): string {
  const line = `fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="${Math.max(2, w / 300)}"`;
  const box = Math.min(h * 0.5, w * 0.18);
  return `
    <rect x="${w * 0.04}" y="${h * 0.06}" width="${w * 0.92}" height="${h * 0.88}" ${line}/>
    <line x1="${w / 2}" y1="${h * 0.06}" x2="${w / 2}" y2="${h * 0.94}" ${line}/>
    <circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.14}" ${line}/>
    <rect x="${w * 0.04}" y="${h / 2 - box}" width="${w * 0.12}" height="${box * 2}" ${line}/>
    <rect x="${w * 0.84}" y="${h / 2 - box}" width="${w * 0.12}" height="${box * 2}" ${line}/>`;
}

function ball(cx: number, cy: number, r: number): string {
  const patch = (a: number) => `<circle cx="${cx + Math.cos(a) * r * 0.62}" cy="${cy + Math.sin(a) * r * 0.62}" r="${r * 0.24}" fill="#1d1d1d"/>`;
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fafafa" stroke="#1d1d1d" stroke-width="${r * 0.06}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.26}" fill="#1d1d1d"/>${[0, 1, 2, 3, 4].map((i) => patch(-Math.PI / 2 + (i * 2 * Math.PI) / 5)).join('')}</g>`;
}

/** A footballer mid-kick, standing or celebrating, in one flat colour, scaled to `size` px tall. */
function player(x: number, y: number, size: number, pose: 'kick' | 'stand', colour: string): string {
  const s = size / 100;
  const limb = `stroke="${colour}" stroke-width="${9 * s}" stroke-linecap="round" fill="none"`;
  const legs =
    pose === 'kick'
      ? `<path d="M${x} ${y + 55 * s} L${x - 14 * s} ${y + 78 * s} L${x - 10 * s} ${y + 100 * s}" ${limb}/>
         <path d="M${x} ${y + 55 * s} L${x + 22 * s} ${y + 68 * s} L${x + 40 * s} ${y + 60 * s}" ${limb}/>`
      : `<path d="M${x} ${y + 55 * s} L${x - 10 * s} ${y + 100 * s}" ${limb}/><path d="M${x} ${y + 55 * s} L${x + 10 * s} ${y + 100 * s}" ${limb}/>`;
  const arms =
    pose === 'kick'
      ? `<path d="M${x - 2 * s} ${y + 25 * s} L${x - 26 * s} ${y + 38 * s}" ${limb}/><path d="M${x + 2 * s} ${y + 25 * s} L${x + 24 * s} ${y + 14 * s}" ${limb}/>`
      : `<path d="M${x - 2 * s} ${y + 25 * s} L${x - 22 * s} ${y + 5 * s}" ${limb}/><path d="M${x + 2 * s} ${y + 25 * s} L${x + 22 * s} ${y + 5 * s}" ${limb}/>`;
  return `<g><circle cx="${x}" cy="${y + 8 * s}" r="${9 * s}" fill="${colour}"/>
    <path d="M${x} ${y + 18 * s} L${x} ${y + 56 * s}" stroke="${colour}" stroke-width="${16 * s}" stroke-linecap="round"/>${arms}${legs}</g>`;
}

function scene(kind: SeedImageKind, w: number, h: number, hue: number): string {
  const dark = hsl(hue, 45, 12);
  switch (kind) {
    case 'portrait':
      return `<circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.3}" fill="${hsl(hue + 30, 60, 70)}" opacity="0.35"/>
        ${player(w / 2, h * 0.2, h * 0.5, 'stand', dark)}`;
    case 'crowd':
      return (
        Array.from({ length: 9 }, (_, i) => {
          const x = w * (0.08 + i * 0.105);
          return player(x, h * (0.42 + (i % 2) * 0.05), h * 0.32, 'stand', hsl(hue + i * 8, 40, 10 + (i % 3) * 6));
        }).join('') + ball(w * 0.86, h * 0.24, Math.min(w, h) * 0.06)
      );
    case 'action':
      return `${player(w * 0.38, h * 0.3, h * 0.5, 'kick', dark)}${ball(w * 0.58, h * 0.63, Math.min(w, h) * 0.06)}`;
  }
}

function seedSvg(opts: { width: number; height: number; label: string; hue: number; kind: SeedImageKind }): string {
  const { width: w, height: h, hue, kind } = opts;
  // Bold DejaVu glyphs average about 0.62 em: the label fills at most 90 % of the width.
  const fontSize = Math.round(Math.min(h * 0.11, (w * 0.9) / (Math.max(opts.label.length, 8) * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 52)}"/>
      <stop offset="1" stop-color="${hsl(hue + 40, 65, 28)}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${pitch(w, h)}
  ${scene(kind, w, h, hue)}
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  <text x="${w * 0.05}" y="${h * 0.92}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"
    font-size="${fontSize}" fill="#fff" stroke="rgba(0,0,0,0.35)" stroke-width="${fontSize / 30}">${escapeXml(opts.label)}</text>
</svg>`;
}

export async function makeSeedImage(opts: { width: number; height: number; label: string; hue: number; kind?: SeedImageKind }): Promise<Buffer> {
  const svg = seedSvg({ ...opts, kind: opts.kind ?? 'action' });
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
