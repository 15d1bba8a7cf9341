import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, IdResultSchema, okSchema } from '@academy/contract/common';
import { OfferInputSchema, OfferResultSchema, PublicSquadSchema, SquadInputSchema, SquadPlaceSchema, SquadSchema } from '@academy/contract/squad';
import { moduleDeps } from '../../lib/module-deps.ts';
import { callerOf, STAFF_ROUTE as staff } from '../../lib/staff-route.ts';
import { createAcademyService } from '../academy/service.ts';
import { createSquadService } from './service.ts';

/** Age-group squads, their rosters, offers and waiting lists (docs/decisions/031); the offer and fill jobs: jobs.ts. */
export const squadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const service = createSquadService(deps, app.statusLinks);
  const academy = createAcademyService(deps);
  const tags = ['squads'];

  app.get(
    '/squads',
    {
      config: staff,
      schema: {
        tags,
        summary: 'List squads (a coach: the squads assigned to them), latest season first, youngest first.',
        operationId: 'listSquads',
        response: { 200: okSchema(z.array(SquadSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(callerOf(request)) }),
  );

  app.post(
    '/squads',
    {
      config: { errors: [409] },
      schema: { tags, summary: 'Create a squad.', operationId: 'createSquad', body: SquadInputSchema, response: { 201: okSchema(SquadSchema) } },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request, request.body) }),
  );

  app.get(
    '/squads/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Read a squad with its counts and coaches.',
        operationId: 'getSquad',
        params: IdParamSchema,
        response: { 200: okSchema(SquadSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(callerOf(request), request.params.id) }),
  );

  app.put(
    '/squads/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Edit a squad and its coaches; a capacity below the places taken is refused, a larger one offers the new places to the children waiting.',
        operationId: 'updateSquad',
        params: IdParamSchema,
        body: SquadInputSchema,
        response: { 200: okSchema(SquadSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.update(request, request.params.id, request.body) }),
  );

  app.delete(
    '/squads/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Delete a squad with no children on its roster, no open offers and nobody waiting.',
        operationId: 'deleteSquad',
        params: IdParamSchema,
        response: { 200: IdResultSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.remove(request, request.params.id) }),
  );

  const placesRoute = (path: string, summary: string, operationId: string, read: 'roster' | 'waitlist' | 'offers') =>
    app.get(
      path,
      {
        config: staff,
        schema: { tags, summary, operationId, params: IdParamSchema, response: { 200: okSchema(z.array(SquadPlaceSchema)) } },
      },
      async (request) => ({ success: true as const, data: await service[read](callerOf(request), request.params.id) }),
    );
  placesRoute('/squads/:id/roster', "The squad's enrolled children (a coach's view of each child).", 'getSquadRoster', 'roster');
  placesRoute('/squads/:id/waitlist', "The squad's waiting list, first to be offered first.", 'getSquadWaitlist', 'waitlist');
  placesRoute('/squads/:id/offers', "The squad's open offers with their deadlines.", 'getSquadOffers', 'offers');

  app.post(
    '/registrations/:id/offer',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          'Offer a child a place in a squad with a deadline (the family is emailed accept and decline links), or put it on the squad’s waiting list when the squad is full.',
        operationId: 'offerSquadPlace',
        params: IdParamSchema,
        body: OfferInputSchema,
        response: { 200: okSchema(OfferResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.offer(request, request.params.id, request.body) }),
  );

  app.get(
    '/public/squads',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The public team page's players: each squad with enrolled children, its children by first name and initial.",
        operationId: 'listPublicSquads',
        response: { 200: okSchema(z.array(PublicSquadSchema)) },
      },
    },
    async () => ({ success: true as const, data: await service.listPublic((await academy.get()).show_player_full_names) }),
  );
};
