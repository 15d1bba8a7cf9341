import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { ABOUT_DEFAULT, HERO_DEFAULT, type AboutContent, type HeroContent } from '@academy/contract/site-content-constants';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { createSiteContentService } from '../modules/site-content/service.ts';

/** The demo's edited hero: the same three national-team matches, with their results and dates. */
export const seedHero: HeroContent = {
  slides: [
    { ...HERO_DEFAULT.slides[0]!, desc: 'National team 2–1 Benin, 6 September: a night of pressing, pace and a stadium on its feet.' },
    { ...HERO_DEFAULT.slides[1]!, desc: 'National team 1–0 Libya, 10 October: patience on the ball and a winner in the 88th minute.' },
    { ...HERO_DEFAULT.slides[2]!, desc: 'National team 3–0 Djibouti, 14 November: young legs, big hearts and goals for the future.' },
  ],
};

/** The demo's edited About story: this season's news added. */
export const seedAbout: AboutContent = {
  ...ABOUT_DEFAULT,
  story: {
    heading: 'From one borrowed pitch to a family of players',
    text: `${ABOUT_DEFAULT.story.text}\n\nThis season our under-13s reached the regional final, and three former Future Stars trained with the national under-17 squad.`,
  },
};

/**
 * The demo's site content (docs/decisions/049), stored through the service the API uses, so the
 * first start shows content an administrator edited (and "Reset to default" has something to reset).
 */
export async function seedSiteContent(app: FastifyInstance, admin: User | undefined): Promise<void> {
  const service = createSiteContentService(moduleDeps(app));
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  await service.updateHero(asAdmin, seedHero);
  await service.updateAbout(asAdmin, seedAbout);
}
