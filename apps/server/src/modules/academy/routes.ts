import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcademyInputSchema, AcademySchema } from '@academy/contract/academy';
import { okSchema } from '@academy/contract/common';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createAcademyService } from './service.ts';

/**
 * The academy's own facts: read by every public page (footer, /contact, /about, /register, home),
 * edited whole in the admin's Settings. The read is a public GET, so the public cache keeps it;
 * the PUT is a write to /api, which empties that cache (and the kept page HTML that embeds it).
 */
export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAcademyService(moduleDeps(app));
  const tags = ['academy'];

  app.get(
    '/academy',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The academy's facts: name, address and map coordinates, phone, email, training times, programmes with fees, social links and the home page's why-us items.",
        operationId: 'getAcademy',
        response: { 200: okSchema(AcademySchema) },
      },
    },
    async () => ({ success: true as const, data: await service.get() }),
  );

  app.put(
    '/academy',
    {
      schema: {
        tags,
        summary: "Replace the academy's facts (every field at once); the public pages show them on their next read.",
        operationId: 'updateAcademy',
        body: AcademyInputSchema,
        response: { 200: okSchema(AcademySchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.update(request, request.body) }),
  );
};
