import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import { EVENT_MESSAGES, EventResultInputSchema, EventSchema } from '@academy/contract/event';
import { PublicFixtureSchema, PublicFixturesQuerySchema, PublicMatchSchema } from '@academy/contract/results';
import { HttpError } from '../../lib/http-error.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createResultsService, nextChange } from './service.ts';

/**
 * A match's result (an administrator's write) and the public fixtures, results and match answers,
 * each carrying only what the age group's results policy allows (docs/decisions/039).
 */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createResultsService(moduleDeps(app));
  const tags = ['events'];

  app.put(
    '/events/:id/result',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          "Enter or correct a match's or tournament's result once it has started: the score, the scorers (children of the squad's roster) and the news post reporting it.",
        operationId: 'putEventResult',
        params: IdParamSchema,
        body: EventResultInputSchema,
        response: { 200: okSchema(EventSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.enter(request, request.params.id, request.body) }),
  );

  app.get(
    '/public/fixtures',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Upcoming matches and tournaments of every squad (or one: ?squad=), soonest first; cancelled ones say so.',
        operationId: 'listPublicFixtures',
        querystring: PublicFixturesQuerySchema,
        response: { 200: okSchema(z.array(PublicFixtureSchema)) },
      },
    },
    async (request) => {
      const data = await service.fixtures(request.query);
      request.publicCacheExpiresAt = nextChange(data) ?? 0;
      return { success: true as const, data };
    },
  );

  app.get(
    '/public/results',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Past matches and tournaments (or one squad's: ?squad=), newest first, with what the age group's results policy publishes.",
        operationId: 'listPublicResults',
        querystring: PublicFixturesQuerySchema,
        response: { 200: okSchema(z.array(PublicFixtureSchema)) },
      },
    },
    async (request) => {
      // A match starting moves it into the results: the kept answer lasts until the next one does.
      request.publicCacheExpiresAt = (await service.nextStart()) ?? 0;
      return { success: true as const, data: await service.results(request.query) };
    },
  );

  app.get(
    '/public/matches/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A match page's answer: the fixture, and per the age group's policy its outcome or score, scorers and line-up (children named with their family's consent).",
        operationId: 'getPublicMatch',
        params: IdParamSchema,
        response: { 200: okSchema(PublicMatchSchema) },
      },
    },
    async (request) => {
      const match = await service.match(request.params.id);
      if (!match) throw new HttpError(404, EVENT_MESSAGES.notFound);
      request.publicCacheExpiresAt = nextChange([match]) ?? 0;
      return { success: true as const, data: match };
    },
  );
};
