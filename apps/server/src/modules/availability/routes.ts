import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import { AvailabilityInputSchema, EventAvailabilitySchema, FamilyCalendarSchema, FamilyEventSchema } from '@academy/contract/availability';
import { FAMILY_PAGE } from '@academy/contract/trial';
import { etagMatches, etagOf } from '../../plugins/public-cache.ts';
import { familyLinkRoute } from '../../lib/family-link-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import type { StaffCaller } from '../access/coach-access.ts';
import { createAvailabilityService } from './service.ts';

const TokenParamSchema = z.object({ token: z.string().max(200).meta({ description: "The family's status link token (from the mails)" }) });
const callerOf = (request: { user: { id: number; role: StaffCaller['role'] } | null }): StaffCaller => request.user!;

/** Availability (docs/decisions/040): the family's answer behind its status link, the coaches' counts and names, under /api. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAvailabilityService(moduleDeps(app), app.statusLinks);
  const tags = ['events'];

  app.post(
    '/public/status/:token/availability',
    {
      ...familyLinkRoute(app, [404, 409]),
      schema: {
        tags,
        summary:
          "The family answers yes, no or maybe for its child and one upcoming event of the child's squad (a new answer replaces the old); another squad's event is a 404, a cancelled or started one a 409.",
        operationId: 'answerAvailability',
        params: TokenParamSchema,
        body: AvailabilityInputSchema,
        response: { 200: okSchema(FamilyEventSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.answer(request, request.params.token, request.body) }),
  );

  app.post(
    '/public/status/:token/calendar-feed',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary:
          "A new address for the family's private calendar feed, when the old one was shared by mistake: the old address answers 404 at once. Answers the calendar links as the status page shows them (null while the child has no squad).",
        operationId: 'renewFamilyCalendar',
        params: TokenParamSchema,
        response: { 200: okSchema(FamilyCalendarSchema.nullable()) },
      },
    },
    async (request) => ({ success: true as const, data: await service.newFeedAddress(request, request.params.token) }),
  );

  app.get(
    '/events/:id/availability',
    {
      config: { roles: ['admin', 'coach'] },
      schema: {
        tags,
        summary: "Who is coming to an event: counts and each child's answer (an administrator, or a coach of the squad).",
        operationId: 'getEventAvailability',
        params: IdParamSchema,
        response: { 200: okSchema(EventAvailabilitySchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.forEvent(callerOf(request), request.params.id) }),
  );
};

/** The family's private calendar feed, at the site's root beside the squads' feeds (docs/decisions/040). */
export const familyCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAvailabilityService(moduleDeps(app), app.statusLinks);
  const answer = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const text = await service.familyFeed(token, app.config.publicUrl);
    if (text === undefined) throw new HttpError(404, FAMILY_PAGE.invalidLink);
    const etag = etagOf(Buffer.from(text));
    // Private: never kept by a shared cache; revalidated by the calendar app with its ETag.
    reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(text);
  };
  app.get(
    '/calendar/family/:token.ics',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs }, errors: [404 as const] },
      schema: {
        tags: ['events'],
        summary:
          "A family's private iCalendar feed: its enrolled children's squad events with the family's answers, at an address of its own (shown on the status page).",
        operationId: 'getFamilyCalendar',
        security: [],
        produces: ['text/calendar'],
        params: TokenParamSchema,
        response: { 200: z.string().meta({ description: 'RFC 5545 VCALENDAR' }) },
      },
    },
    (request, reply) => answer(request, reply, request.params.token),
  );
};
