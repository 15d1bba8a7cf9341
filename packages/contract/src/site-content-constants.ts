// Zod-free: the site content the academy edits (the home hero's slides, the About page's sections),
// its defaults and the texts of its editor. Public pages import this file; the schemas are in
// site-content.ts (docs/decisions/049).
import { imageSrcSet } from './common-constants.ts';

/** The sections of stored site content, each its own document (`PUT /api/site-content/{section}`). */
export const SITE_CONTENT_SECTIONS = ['hero', 'about'] as const;
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number];

/**
 * The hero always has three slides: the wide layout's diagonal strips (their polygons below) are
 * drawn for three, and the narrow layout rotates through the same three (docs/decisions/049).
 */
export const HERO_SLIDE_COUNT = 3;

/** What the academy edits of a slide; its shape on a wide screen is the layout's (HERO_STRIPS). */
export type HeroSlideContent = { title: string; desc: string; image: string; alt: string };
export type HeroContent = { slides: HeroSlideContent[] };

/** One About section: a heading and plain text, paragraphs separated by an empty line. */
export type AboutSectionContent = { heading: string; text: string };
export const ABOUT_SECTIONS = ['story', 'mission', 'vision'] as const;
export type AboutSectionKey = (typeof ABOUT_SECTIONS)[number];
export type AboutContent = Record<AboutSectionKey, AboutSectionContent>;

/** `GET /api/public/site-content`: every section as the public pages show it, and which are edited. */
export type SiteContent = { hero: HeroContent; about: AboutContent; custom: Record<SiteContentSection, boolean> };

/** The hero's own pictures: the app's files, each at 800 and 1600 px wide. */
export const heroImage = (slideNumber: number) => `/hero/slide-${slideNumber}.webp`;
const HERO_OWN_IMAGE = /^\/hero\/slide-[1-9]\.webp$/;
/** An uploaded picture, as the upload pipeline stores it (WebP, widths beside it). */
export const UPLOADED_IMAGE = /^\/uploads\/images\/[a-z0-9][a-z0-9-]*\.webp$/;
export const isHeroImage = (url: string) => HERO_OWN_IMAGE.test(url) || UPLOADED_IMAGE.test(url);

/**
 * The `srcset` of a slide's picture: the app's own at 800 and 1600 px; an uploaded one at the
 * pipeline's widths and its main file (at most 1920 px wide).
 */
export function heroSrcSet(image: string): string {
  if (HERO_OWN_IMAGE.test(image)) return `${image.replace('.webp', '-800w.webp')} 800w, ${image} 1600w`;
  const sized = imageSrcSet(image);
  return sized ? `${sized}, ${image} 1920w` : image;
}

/**
 * The slides' shapes on a wide screen, by position: three diagonal strips side by side, and the
 * wider shape of a strip when it is hovered or picked.
 */
export const HERO_STRIPS = [
  { clipPath: 'polygon(0 0, 40% 0, 26% 100%, 0 100%)', hoverClipPath: 'polygon(0 0, 70% 0, 56% 100%, 0 100%)' },
  { clipPath: 'polygon(40% 0, 74% 0, 60% 100%, 26% 100%)', hoverClipPath: 'polygon(20% 0, 86% 0, 72% 100%, 6% 100%)' },
  { clipPath: 'polygon(74% 0, 100% 0, 100% 100%, 60% 100%)', hoverClipPath: 'polygon(44% 0, 100% 0, 100% 100%, 30% 100%)' },
] as const;

/** The default slides: the national team against Benin, Libya and Djibouti, each titled "Football". */
export const HERO_DEFAULT: HeroContent = {
  slides: [
    {
      title: 'Football',
      desc: 'National team vs Benin: a night of pressing, pace and a stadium on its feet.',
      image: heroImage(1),
      alt: 'A floodlit stadium at night, a ball beside the centre circle',
    },
    {
      title: 'Football',
      desc: 'National team vs Libya: patience on the ball and a late winner to remember.',
      image: heroImage(2),
      alt: 'A full stadium under the floodlights, a ball on the pitch',
    },
    {
      title: 'Football',
      desc: 'National team vs Djibouti: young legs, big hearts and goals for the future.',
      image: heroImage(3),
      alt: 'A ball on a floodlit pitch in front of a crowd',
    },
  ],
};

export const ABOUT_DEFAULT: AboutContent = {
  story: {
    heading: 'From one pitch to a family of players',
    text:
      'Future Stars began in 2015 with twelve children, four cones and a borrowed pitch. Former players who wanted to give something back started ' +
      'coaching on weekday evenings — and word spread quickly.\n\n' +
      'Today the academy trains more than two hundred boys and girls aged 10 to 14, has sent players to national youth squads and still keeps the same ' +
      'promise: every child plays, every child learns, and every family is part of the team.',
  },
  mission: {
    heading: 'Develop players and people',
    text: 'To give young players structured, joyful coaching that builds technique, game intelligence and character — on and off the pitch.',
  },
  vision: {
    heading: 'A pathway for every talent',
    text: 'To be the region’s most trusted youth academy, where talent from every neighbourhood finds a clear pathway to the next level.',
  },
};

export const SITE_CONTENT_DEFAULTS: SiteContent = {
  hero: HERO_DEFAULT,
  about: ABOUT_DEFAULT,
  custom: { hero: false, about: false },
};

/**
 * A section's plain text as paragraphs: split at empty lines, each trimmed, empty ones dropped.
 * The text is never HTML: the pages render each paragraph as text.
 */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The fixed small labels above the About sections (the academy edits the heading and the text). */
export const ABOUT_EYEBROWS: Record<AboutSectionKey, string> = { story: 'Our story', mission: 'Our mission', vision: 'Our vision' };
