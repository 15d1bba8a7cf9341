import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, IdResultSchema, PagingQuerySchema, okSchema, pagedSchema } from '@academy/contract/common';
import {
  AdminRegistrationSchema,
  PublicRegistrationSchema,
  REGISTRATION_STATUSES,
  RegistrationSchema,
  RegistrationStatsSchema,
  RegistrationStatusSchema,
} from '@academy/contract/registration';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { honeypot } from '../../plugins/honeypot.ts';
import { createRegistrationRepository } from './repository.ts';
import { createRegistrationService, fakeRegistration } from './service.ts';

const ListQuerySchema = PagingQuerySchema.extend({ status: z.enum(REGISTRATION_STATUSES).optional(), q: z.string().trim().max(200).optional() });

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRegistrationService(createRegistrationRepository(app.db));
  const tags = ['registrations'];

  app.post(
    '/registrations',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags,
        summary: 'Register a player with the public form (public rules, also when a token is sent).',
        operationId: 'createRegistration',
        body: PublicRegistrationSchema,
        response: { 201: okSchema(RegistrationSchema) },
      },
      preHandler: honeypot(fakeRegistration),
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request.body, 'public') }),
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
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request.body, 'admin') }),
  );

  app.get(
    '/registrations',
    {
      schema: {
        tags,
        summary: 'List registrations, newest first, filtered by status and searched by name or email.',
        operationId: 'listRegistrations',
        querystring: ListQuerySchema,
        response: { 200: pagedSchema(RegistrationSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await service.list({ status: q.status, q: q.q, offset: offsetOf(q), limit: q.limit });
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
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="registrations.csv"')
        .header('cache-control', 'no-store')
        .send(await service.exportCsv()),
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
    { schema: { tags, summary: 'Read one registration.', operationId: 'getRegistration', params: IdParamSchema, response: { 200: okSchema(RegistrationSchema) } } },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );

  app.put(
    '/registrations/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status of a registration.',
        operationId: 'updateRegistrationStatus',
        params: IdParamSchema,
        body: RegistrationStatusSchema,
        response: { 200: okSchema(RegistrationSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.setStatus(request.params.id, request.body.status) }),
  );

  app.delete(
    '/registrations/:id',
    { schema: { tags, summary: 'Delete a registration.', operationId: 'deleteRegistration', params: IdParamSchema, response: { 200: IdResultSchema } } },
    async (request) => ({ success: true as const, data: await service.remove(request.params.id) }),
  );
};
