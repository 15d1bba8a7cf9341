import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@academy/contract/common';
import {
  AnnouncementInputSchema,
  AnnouncementRecipientsQuerySchema,
  AnnouncementRecipientsSchema,
  AnnouncementSentSchema,
} from '@academy/contract/announcement';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createAnnouncementService } from './service.ts';

/** Announcements to squads (docs/decisions/041): administrators, and coaches for their own squads (checked in the service). */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAnnouncementService(moduleDeps(app));
  const tags = ['squads'];
  const coaches = { roles: ['admin' as const, 'coach' as const] };

  app.get(
    '/squads/announcements/recipients',
    {
      config: coaches,
      schema: {
        tags,
        summary: 'How many families an announcement to these squads reaches (one per parent address over all of them).',
        operationId: 'countAnnouncementRecipients',
        querystring: AnnouncementRecipientsQuerySchema,
        response: { 200: okSchema(AnnouncementRecipientsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.recipients(request, request.query.squad_ids) }),
  );

  app.post(
    '/squads/announcements',
    {
      config: { ...coaches, errors: [409] },
      schema: {
        tags,
        summary: "Mail a message to every family of the squads' rosters, once per family even with children in several of them.",
        operationId: 'sendSquadAnnouncement',
        body: AnnouncementInputSchema,
        response: { 201: okSchema(AnnouncementSentSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.send(request, request.body) }),
  );
};
