import { describe, expect, it } from 'vitest';
import {
  AboutInputSchema,
  HERO_DEFAULT,
  HeroInputSchema,
  heroSrcSet,
  isHeroImage,
  paragraphsOf,
  SITE_CONTENT_DEFAULTS,
  SiteContentSchema,
} from './site-content.ts';

describe('site content', () => {
  it('accepts its defaults as they are, and they are a valid answer', () => {
    expect(HeroInputSchema.parse(HERO_DEFAULT)).toEqual(HERO_DEFAULT);
    expect(AboutInputSchema.parse(SITE_CONTENT_DEFAULTS.about)).toEqual(SITE_CONTENT_DEFAULTS.about);
    expect(SiteContentSchema.parse(SITE_CONTENT_DEFAULTS)).toEqual(SITE_CONTENT_DEFAULTS);
  });

  it('takes only the app’s own hero pictures or stored uploads', () => {
    expect(isHeroImage('/hero/slide-2.webp')).toBe(true);
    expect(isHeroImage('/uploads/images/0b5c-4d2e.webp')).toBe(true);
    for (const bad of ['https://example.com/a.webp', '/uploads/images/../x.webp', '/uploads/videos/a.webp', 'javascript:alert(1)', '/hero/slide-1.png'])
      expect(isHeroImage(bad), bad).toBe(false);
  });

  it('names every width of a picture in its srcset', () => {
    expect(heroSrcSet('/hero/slide-1.webp')).toBe('/hero/slide-1-800w.webp 800w, /hero/slide-1.webp 1600w');
    expect(heroSrcSet('/uploads/images/abc.webp')).toBe(
      '/uploads/images/abc-320w.webp 320w, /uploads/images/abc-640w.webp 640w, /uploads/images/abc-1280w.webp 1280w, /uploads/images/abc.webp 1920w',
    );
  });

  it('splits plain text into paragraphs at empty lines', () => {
    expect(paragraphsOf('  One\nstill one \n\n\n Two \r\n \r\nThree\n\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});
