import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AboutInputSchema,
  HeroInputSchema,
  SITE_CONTENT_DEFAULTS,
  SITE_CONTENT_MESSAGES as M,
  UPLOADED_IMAGE,
  type AboutContent,
  type HeroContent,
  type SiteContent,
  type SiteContentSection,
} from '@academy/contract/site-content';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { deleteStored, storeImage, type StoredImage } from '../../images/store.ts';
import { keyFromUrl } from '../../storage/storage.ts';
import { createSiteContentRepository } from './repository.ts';

const SCHEMAS = { hero: HeroInputSchema, about: AboutInputSchema } satisfies Record<SiteContentSection, z.ZodType>;

/**
 * A stored section checked by the contract on the way out: a document the contract refuses (edited
 * by hand in the database, or stored under older rules) answers the default rather than a broken
 * page, and says so in the log.
 */
function sectionOf<S extends SiteContentSection>(section: S, stored: unknown, log?: Pick<FastifyBaseLogger, 'warn'>): SiteContent[S] | undefined {
  if (stored === undefined || stored === null) return undefined;
  const parsed = SCHEMAS[section].safeParse(stored);
  if (parsed.success) return parsed.data as SiteContent[S];
  log?.warn({ section, issues: parsed.error.issues.slice(0, 5) }, 'stored site content is invalid; answering the default');
  return undefined;
}

export function readSiteContent(stored: Partial<Record<string, unknown>>, log?: Pick<FastifyBaseLogger, 'warn'>): SiteContent {
  const hero = sectionOf('hero', stored.hero, log);
  const about = sectionOf('about', stored.about, log);
  return {
    hero: hero ?? SITE_CONTENT_DEFAULTS.hero,
    about: about ?? SITE_CONTENT_DEFAULTS.about,
    custom: { hero: hero !== undefined, about: about !== undefined },
  };
}

/**
 * The site content the academy edits (docs/decisions/049): the home hero's three slides and the
 * About page's story, mission and vision. Every write is one change with its audit entry and
 * empties the public cache on every instance (the rendered / and /about embed the content).
 */
export function createSiteContentService({ db, log, change, storage }: Pick<ModuleDeps, 'db' | 'log' | 'change' | 'storage'>) {
  const repo = createSiteContentRepository(db);
  const get = async (): Promise<SiteContent> => readSiteContent(await repo.readAll(), log);

  /** A slide's uploaded picture must still be stored (the sweep removes pictures no row names). */
  async function checkPictures(hero: HeroContent): Promise<void> {
    const errors: Record<string, string> = {};
    for (const [i, slide] of hero.slides.entries()) {
      if (!UPLOADED_IMAGE.test(slide.image)) continue;
      const key = keyFromUrl(slide.image);
      if (!key || (await storage.size(key)) === undefined) errors[`slides.${i}.image`] = M.imageMissing;
    }
    const first = Object.values(errors)[0];
    if (first) throw new HttpError(400, first, errors);
  }

  async function save(by: Actor, section: SiteContentSection, content: HeroContent | AboutContent): Promise<SiteContent> {
    await change(by, async (c) => {
      await createSiteContentRepository(c.tx).save(section, content);
      await c.audit({ action: 'settings.update', record: { type: 'site_content', id: section }, summary: `Site content saved: ${section}` });
      c.publicChanged();
    });
    return get();
  }

  return {
    get,
    updateHero: async (by: Actor, hero: HeroContent) => {
      await checkPictures(hero);
      return save(by, 'hero', hero);
    },
    updateAbout: (by: Actor, about: AboutContent) => save(by, 'about', about),
    /** "Reset to default": the stored section goes, the default shows again. */
    async reset(by: Actor, section: SiteContentSection): Promise<SiteContent> {
      await change(by, async (c) => {
        const removed = await createSiteContentRepository(c.tx).remove(section);
        await c.audit({
          action: 'settings.update',
          record: { type: 'site_content', id: section },
          summary: removed ? `Site content reset to the default: ${section}` : `Site content already the default: ${section}`,
        });
        c.publicChanged();
      });
      return get();
    },
    /**
     * A slide's picture through the covers' pipeline (type by its bytes, rotated, metadata gone,
     * WebP in several widths). Named by no row until the slides are saved: the orphan sweep removes
     * it after its grace time if they never are.
     */
    async uploadImage(by: Actor, file: string): Promise<StoredImage> {
      const image = await storeImage(storage, file, 'images');
      try {
        await change(by, (c) =>
          c.audit({
            action: 'content.upload',
            record: { type: 'site_image', id: image.url },
            summary: `Picture for the home banner (${image.width}×${image.height})`,
          }),
        );
      } catch (err) {
        await deleteStored(storage, image.url);
        throw err;
      }
      return image;
    },
  };
}
