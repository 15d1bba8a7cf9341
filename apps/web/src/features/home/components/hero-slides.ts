import { heroImage } from '@academy/contract/page-data';
import { HERO_SLIDES, type HeroSlide } from '@academy/contract/site';

/** The contract fixes the texts and shapes; the pictures are this app's own files. */
export const SLIDES: readonly HeroSlide[] = HERO_SLIDES.map((s) => ({ ...s, image: heroImage(s.id) }));

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
