import { HERO_SLIDES, type HeroSlide } from '@academy/contract/site';

/** The contract fixes the texts and shapes; the pictures are this app's own files. */
export const SLIDES: readonly HeroSlide[] = HERO_SLIDES.map((s) => ({ ...s, image: `/hero/slide-${s.id}.webp` }));

/** Each hero picture exists at 800 and 1600 px wide. */
export const heroSrcSet = (image: string) => `${image.replace('.webp', '-800w.webp')} 800w, ${image} 1600w`;

/** Left and right edges (in %) of a polygon's bottom side, where the slide's caption sits. */
export function bottomSpan(polygon: string): { left: number; right: number } {
  const xs = polygon
    .replace(/^polygon\(|\)$/g, '')
    .split(',')
    .map((pt) => pt.trim().split(/\s+/))
    .filter(([, y]) => y === '100%')
    .map(([x]) => parseFloat(x ?? '0'));
  return { left: Math.min(...xs), right: Math.max(...xs) };
}
