import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import { SQUAD_MESSAGES } from '@academy/contract/squad-constants';
import { EventCreatedSchema, EventInputSchema, EventSchema, EventScopeQuerySchema, EventUpdateSchema, EventWindowQuerySchema } from '@academy/contract/event';
import { etagMatches, etagOf } from '../../plugins/public-cache.ts';
import { HttpError } from '../../lib/http-error.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { callerOf, STAFF_ROUTE } from '../../lib/staff-route.ts';
import { squadCalendar } from './calendar.ts';
import { createEventService } from './service.ts';

/** A squad's trainings, matches and tournaments (docs/decisions/038), under /api. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEventService(moduleDeps(app));
  const tags = ['events'];

  app.get(
    '/squads/:id/events',
    {
      config: STAFF_ROUTE,
      schema: {
        tags,
        summary: "The squad's events in time order, cancelled ones included (an administrator, or a coach of the squad).",
        operationId: 'listSquadEvents',
        params: IdParamSchema,
        response: { 200: okSchema(z.array(EventSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(callerOf(request), request.params.id) }),
  );

  app.get(
    '/events',
    {
      config: { roles: ['admin', 'coach'] },
      schema: {
        tags,
        summary:
          "The admin calendar: every event overlapping the window (at most 62 days) of every squad (an administrator) or of the coach's own squads, or of one squad (squad=), in time order, cancelled ones included.",
        operationId: 'listEventsInWindow',
        querystring: EventWindowQuerySchema,
        response: { 200: okSchema(z.array(EventSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.window(callerOf(request), request.query) }),
  );

  app.get(
    '/events/:id',
    {
      config: { roles: ['admin', 'coach'] },
      schema: {
        tags,
        summary: 'One event (an administrator, or a coach of its squad): the admin event screen.',
        operationId: 'getSquadEvent',
        params: IdParamSchema,
        response: { 200: okSchema(EventSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(callerOf(request), request.params.id) }),
  );

  app.post(
    '/squads/:id/events',
    {
      schema: {
        tags,
        summary: 'Schedule a training, match or tournament; a training with recurrence.weekly_until is a weekly series, one event per week.',
        operationId: 'createSquadEvent',
        params: IdParamSchema,
        body: EventInputSchema,
        response: { 201: okSchema(EventCreatedSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request, request.params.id, request.body) }),
  );

  app.put(
    '/events/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          "Move, edit or cancel ({status: 'cancelled'}) one event, one occurrence of a series alone, or with scope 'following' that occurrence and the later ones of its series; a new time, venue or the cancellation mails each family of the squad once, one mail for every session concerned.",
        operationId: 'updateSquadEvent',
        params: IdParamSchema,
        body: EventUpdateSchema,
        response: { 200: okSchema(EventSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.update(request, request.params.id, request.body) }),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary:
          'Cancel one event, or with ?scope=following that occurrence and the later ones of its series: they stay listed and in the calendar feed as cancelled; each family of the squad is mailed once.',
        operationId: 'cancelSquadEvent',
        params: IdParamSchema,
        querystring: EventScopeQuerySchema,
        response: { 200: okSchema(EventSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request, request.params.id, { status: 'cancelled', scope: request.query.scope }),
    }),
  );
};

/**
 * The public calendar feed of a squad, at the site's root like /rss.xml (docs/decisions/038):
 * revalidated with its ETag, which changes only when one of the squad's events does.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (request: FastifyRequest, reply: FastifyReply, squadId: number) => {
    const text = await squadCalendar(app.db, squadId, app.config.publicUrl);
    if (text === undefined) throw new HttpError(404, SQUAD_MESSAGES.notFound);
    const etag = etagOf(Buffer.from(text));
    reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(text);
  };
  app.get(
    '/calendar/squad/:id.ics',
    {
      config: { public: true },
      schema: {
        tags: ['events'],
        summary: "A squad's trainings, matches and tournaments as an iCalendar feed (stable UIDs, SEQUENCE, cancelled events as STATUS:CANCELLED).",
        operationId: 'getSquadCalendar',
        security: [],
        produces: ['text/calendar'],
        params: IdParamSchema,
        response: { 200: z.string().meta({ description: 'RFC 5545 VCALENDAR' }) },
      },
    },
    (request, reply) => answer(request, reply, request.params.id),
  );
};
