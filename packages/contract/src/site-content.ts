import { z } from 'zod';
import { requiredText } from './common.ts';
import { SITE_CONTENT_LIMITS as L, SITE_CONTENT_MESSAGES as M } from './site-content-admin-constants.ts';
import { ABOUT_SECTIONS, HERO_SLIDE_COUNT, isHeroImage, SITE_CONTENT_SECTIONS } from './site-content-constants.ts';

export * from './site-content-constants.ts';
export * from './site-content-admin-constants.ts';

/**
 * The site content's schemas (docs/decisions/049): each section is checked on the way in (the
 * PUT's body) and on the way out (the stored document, read over the defaults). Texts are plain:
 * the pages render them as text, never as HTML.
 */
const text = (message: string, max: number) => requiredText(message, max);

export const HeroSlideInputSchema = z.object({
  title: text(M.titleRequired, L.title),
  desc: text(M.descRequired, L.desc),
  image: z.string({ error: M.imageInvalid }).trim().refine(isHeroImage, M.imageInvalid),
  alt: text(M.altRequired, L.alt),
});

/** `PUT /api/site-content/hero`: the three slides, in their order. */
export const HeroInputSchema = z.object({
  slides: z.array(HeroSlideInputSchema).length(HERO_SLIDE_COUNT, M.slideCount),
});
export type HeroInput = z.input<typeof HeroInputSchema>;

export const AboutSectionInputSchema = z.object({
  heading: text(M.headingRequired, L.heading),
  text: text(M.textRequired, L.text),
});

/** `PUT /api/site-content/about`: the story, the mission and the vision. */
export const AboutInputSchema = z.object(
  Object.fromEntries(ABOUT_SECTIONS.map((k) => [k, AboutSectionInputSchema])) as Record<(typeof ABOUT_SECTIONS)[number], typeof AboutSectionInputSchema>,
);
export type AboutInput = z.input<typeof AboutInputSchema>;

export const SiteContentSectionSchema = z.enum(SITE_CONTENT_SECTIONS);

export const SiteContentSchema = z.strictObject({
  hero: HeroInputSchema,
  about: AboutInputSchema,
  custom: z.strictObject({ hero: z.boolean(), about: z.boolean() }).meta({ description: 'Whether the section is stored (edited) rather than the default' }),
});

/** `POST /api/site-content/images`: an uploaded slide picture. */
export const SiteImageSchema = z.strictObject({ url: z.string(), width: z.number().int(), height: z.number().int() });
