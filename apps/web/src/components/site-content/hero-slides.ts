import { HERO_STRIPS, type HeroContent } from '@academy/contract/site-content-constants';

/** A slide as the hero draws it: the academy's content, and its strip's shapes on a wide screen (by position). */
export type HeroSlide = HeroContent['slides'][number] & { clipPath: string; hoverClipPath: string };

export const slidesOf = (content: HeroContent): HeroSlide[] => content.slides.map((s, i) => ({ ...s, ...HERO_STRIPS[i % HERO_STRIPS.length]! }));

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
