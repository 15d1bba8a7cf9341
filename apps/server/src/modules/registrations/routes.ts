import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, IdResultSchema, PagingQuerySchema, okSchema, pagedSchema } from '@academy/contract/common';
import {
  NoPhotoListSchema,
  PHOTO_CONSENTS,
  AdminRegistrationSchema,
  PublicRegistrationAnswerSchema,
  PublicRegistrationSchema,
  publicAnswerOf,
  REGISTRATION_STATUSES,
  RegistrationHistoryEntrySchema,
  RegistrationSchema,
  RegistrationStatsSchema,
  RegistrationStatusSchema,
  StaffRegistrationSchema,
  StatusLinkResultSchema,
} from '@academy/contract/registration';
import { FamilyPhotoConsentSchema, PhotoConsentAnswerSchema, PhotoConsentResultSchema, StaffPhotoConsentSchema } from '@academy/contract/photo-consent';
import { familyLinkRoute } from '../../lib/family-link-route.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { honeypot } from '../../plugins/honeypot.ts';
import { createPhotoConsentService } from './photo-consent.ts';
import { createRegistrationService, fakeRegistration } from './service.ts';

const TokenParamSchema = z.object({ token: z.string().max(200).meta({ description: "The family's status link token (from the mails)" }) });

const ListQuerySchema = PagingQuerySchema.extend({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  photo_consent: z.enum(PHOTO_CONSENTS).optional().meta({ description: 'Only the registrations with this photo and video consent' }),
});

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const service = createRegistrationService(deps, app.statusLinks);
  const photoConsent = createPhotoConsentService(deps, app.statusLinks);
  const tags = ['registrations'];

  app.post(
    '/registrations',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags,
        summary:
          'Register a player with the public form (public rules, also when a token is sent); emails the parent and the academy. The same child registered again by the same parent gets the existing status link by mail instead, with the same answer: the answer carries no id.',
        operationId: 'createRegistration',
        body: PublicRegistrationSchema,
        response: { 201: okSchema(PublicRegistrationAnswerSchema) },
      },
      preHandler: honeypot((fields: Parameters<typeof fakeRegistration>[0]) => publicAnswerOf(fakeRegistration(fields))),
    },
    // No id in the answer (decision 032): a duplicate's answer, made of what was sent, looks the same.
    async (request, reply) => reply.code(201).send({ success: true as const, data: publicAnswerOf(await service.createPublic(request, request.body)) }),
  );

  app.post(
    '/admin/registrations',
    {
      schema: {
        tags,
        summary: 'Register a player from the admin form (admin rules: wider ranges, every field required).',
        operationId: 'createAdminRegistration',
        body: AdminRegistrationSchema,
        response: { 201: okSchema(RegistrationSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.createByAdmin(request, request.body) }),
  );

  app.get(
    '/registrations',
    {
      schema: {
        tags,
        summary: 'List registrations, newest first, filtered by status and searched by name or email; each with its duplicate, if any.',
        operationId: 'listRegistrations',
        querystring: ListQuerySchema,
        response: { 200: pagedSchema(StaffRegistrationSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await service.list(request, { status: q.status, q: q.q, photo_consent: q.photo_consent, offset: offsetOf(q), limit: q.limit });
      return pagedResult(rows, q, total);
    },
  );

  app.get(
    '/registrations/export.csv',
    {
      schema: {
        tags,
        summary: 'Download every registration as a CSV spreadsheet.',
        operationId: 'exportRegistrationsCsv',
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV: a header row, then one row per registration, newest first' }) },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="registrations.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/registrations/stats',
    {
      schema: {
        tags,
        summary: 'Count registrations in total, by status, by age and in the last 7 days.',
        operationId: 'getRegistrationStats',
        response: { 200: okSchema(RegistrationStatsSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.stats() }),
  );

  app.get(
    '/registrations/:id',
    {
      schema: {
        tags,
        summary: 'Read one registration with its duplicate, if any (recorded in the activity log).',
        operationId: 'getRegistration',
        params: IdParamSchema,
        response: { 200: okSchema(StaffRegistrationSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.view(request, request.params.id) }),
  );

  app.get(
    '/registrations/:id/history',
    {
      schema: {
        tags,
        summary: "A registration's status changes, oldest first: who, when, the note and the mail each sent with its delivery state.",
        operationId: 'getRegistrationHistory',
        params: IdParamSchema,
        response: { 200: okSchema(z.array(RegistrationHistoryEntrySchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.history(request.params.id) }),
  );

  app.put(
    '/registrations/:id/status',
    {
      // 409: a transition the contract's STATUS_TRANSITIONS refuses.
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          'Change the status of a registration, with an optional note to the parent (mailed) and a private staff note (never mailed); emails the parent unless notify is false.',
        operationId: 'updateRegistrationStatus',
        params: IdParamSchema,
        body: RegistrationStatusSchema,
        response: { 200: okSchema(RegistrationSchema) },
      },
    },
    async (request) => {
      const { status, note, staff_note, notify } = request.body;
      const next = { status, note: note ?? null, staffNote: staff_note ?? null, notify };
      // A status change that moves a child on or off a squad's roster empties the public cache itself (squads/places.ts).
      const data = await service.setStatus(request, request.params.id, next);
      return { success: true as const, data };
    },
  );

  app.post(
    '/registrations/:id/status-link',
    {
      schema: {
        tags,
        summary: 'Make the family a new status link (the old one stops working) and mail it when a mail server is configured; the link is returned to copy.',
        operationId: 'resendStatusLink',
        params: IdParamSchema,
        response: { 200: okSchema(StatusLinkResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.resendStatusLink(request, request.params.id) }),
  );

  app.delete(
    '/registrations/:id',
    { schema: { tags, summary: 'Delete a registration.', operationId: 'deleteRegistration', params: IdParamSchema, response: { 200: IdResultSchema } } },
    async (request) => {
      // A child on a squad's roster leaves it: the public cache is emptied then (squads/places.ts).
      const data = await service.remove(request, request.params.id);
      return { success: true as const, data };
    },
  );

  app.get(
    '/registrations/no-photo-consent',
    {
      // Editors upload albums (decision 018): they may read this list, which holds no registration field.
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        summary:
          'The children whose families refused photos and videos (open applications; first name, last initial and age only), and the team members without photo consent: to check before uploading an album.',
        operationId: 'listNoPhotoConsent',
        response: { 200: okSchema(NoPhotoListSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.noPhotoConsent() }),
  );

  // Photo consent in three parts (decision 046): staff read every answer and record one given on paper
  // (administrators only); the family reads and changes its answers behind its status link.
  app.get(
    '/registrations/:id/photo-consent',
    {
      schema: {
        tags,
        summary: 'The three parts of photo consent as they stand (with the time and text version of each answer) and every answer given, oldest first.',
        operationId: 'getRegistrationPhotoConsent',
        params: IdParamSchema,
        response: { 200: okSchema(StaffPhotoConsentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await photoConsent.staffView(request.params.id) }),
  );

  app.put(
    '/registrations/:id/photo-consent',
    {
      schema: {
        tags,
        summary:
          'Record an answer to the three parts of photo consent the family gave on paper (audited; a withdrawal takes effect at once on every public page). The same answers as stored record nothing.',
        operationId: 'updateRegistrationPhotoConsent',
        params: IdParamSchema,
        body: PhotoConsentAnswerSchema,
        response: { 200: okSchema(PhotoConsentResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await photoConsent.staffChange(request, request.params.id, request.body) }),
  );

  app.get(
    '/public/status/:token/photo-consent',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "The family's three answers about photos of the child (website, name with a photo, social media), with when each was given.",
        operationId: 'getFamilyPhotoConsent',
        params: TokenParamSchema,
        response: { 200: okSchema(FamilyPhotoConsentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await photoConsent.familyView(request.params.token) }),
  );

  app.put(
    '/public/status/:token/photo-consent',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary:
          "The family gives or withdraws any part of photo consent. A withdrawal takes effect at once (the child's tagged photos stop being public on every instance) and the academy is told by mail; the family gets its answers by mail.",
        operationId: 'updateFamilyPhotoConsent',
        params: TokenParamSchema,
        body: PhotoConsentAnswerSchema,
        response: { 200: okSchema(PhotoConsentResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await photoConsent.familyChange(request, request.params.token, request.body) }),
  );
};
