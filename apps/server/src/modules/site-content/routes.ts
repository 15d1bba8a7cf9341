import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MESSAGES, okSchema } from '@academy/contract/common';
import { AboutInputSchema, HeroInputSchema, SiteContentSchema, SiteContentSectionSchema, SiteImageSchema } from '@academy/contract/site-content';
import { moduleDeps } from '../../lib/module-deps.ts';
import { fileOf, imageRule, multipartValidator, withMultipart } from '../../lib/multipart.ts';
import { imagePart, multipartForm } from '../../lib/openapi.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createSiteContentService } from './service.ts';

const IMAGE_FORM = multipartForm({ image: imagePart({ required: true, description: 'A slide picture: JPEG, PNG or WebP' }) });
const IMAGE_FILES = { image: imageRule() };
/** Slide pictures per address and window: three slides, tried a few times each. */
const IMAGE_UPLOADS_PER_WINDOW = 60;

/**
 * The site content the academy edits (docs/decisions/049). Reading it is public (the public cache
 * keeps it, and / and /about embed it); writing it is for administrators only (decision 018: a
 * route that declares no roles is theirs alone).
 */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSiteContentService(moduleDeps(app));
  const tags = ['site content'];

  app.get(
    '/public/site-content',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The home hero's three slides and the About page's story, mission and vision: as the academy edited them, else the defaults.",
        operationId: 'getSiteContent',
        response: { 200: okSchema(SiteContentSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.get() }),
  );

  app.put(
    '/site-content/hero',
    {
      schema: {
        tags,
        summary: "Replace the home hero's three slides (title, text, picture and its description); the public pages show them at once.",
        operationId: 'updateSiteHero',
        body: HeroInputSchema,
        response: { 200: okSchema(SiteContentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.updateHero(request, request.body) }),
  );

  app.put(
    '/site-content/about',
    {
      schema: {
        tags,
        summary: "Replace the About page's story, mission and vision (heading and plain text each).",
        operationId: 'updateSiteAbout',
        body: AboutInputSchema,
        response: { 200: okSchema(SiteContentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.updateAbout(request, request.body) }),
  );

  app.delete(
    '/site-content/:section',
    {
      schema: {
        tags,
        summary: 'Reset a section (hero or about) to the default content.',
        operationId: 'resetSiteContent',
        params: z.object({ section: SiteContentSectionSchema }),
        response: { 200: okSchema(SiteContentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.reset(request, request.params.section) }),
  );

  app.post(
    '/site-content/images',
    {
      config: { rateLimit: { max: IMAGE_UPLOADS_PER_WINDOW, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags,
        summary: 'Upload a slide picture: stored as WebP in several widths; the slides name it once saved.',
        operationId: 'uploadSiteImage',
        consumes: ['multipart/form-data'],
        body: IMAGE_FORM,
        response: { 201: okSchema(SiteImageSchema) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const data = await withMultipart(request, IMAGE_FILES, (body) => {
        const file = fileOf(body, 'image');
        if (!file) throw new HttpError(400, IMAGE_MESSAGES.invalidType, { image: IMAGE_MESSAGES.invalidType });
        return service.uploadImage(request, file.path);
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
