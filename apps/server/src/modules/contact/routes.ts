import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, IdResultSchema, PagingQuerySchema, okSchema, pagedSchema } from '@academy/contract/common';
import { ContactInputSchema, ContactMessageSchema, ContactStatusSchema } from '@academy/contract/contact';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { honeypot } from '../../plugins/honeypot.ts';
import { createContactService, fakeContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactService(moduleDeps(app));
  const tags = ['contact'];

  app.post(
    '/contact',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags,
        summary: 'Send a message with the public contact form; emails the academy.',
        operationId: 'sendContactMessage',
        body: ContactInputSchema,
        response: { 201: okSchema(ContactMessageSchema) },
      },
      preHandler: honeypot(fakeContactMessage),
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.send(request, request.body) }),
  );

  app.get(
    '/contact',
    {
      schema: {
        tags,
        summary: 'List contact messages, newest first.',
        operationId: 'listContactMessages',
        querystring: PagingQuerySchema,
        response: { 200: pagedSchema(ContactMessageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await service.list({ offset: offsetOf(q), limit: q.limit });
      return pagedResult(rows, q, total);
    },
  );

  app.get(
    '/contact/:id',
    {
      schema: {
        tags,
        summary: 'Read one contact message.',
        operationId: 'getContactMessage',
        params: IdParamSchema,
        response: { 200: okSchema(ContactMessageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );

  app.put(
    '/contact/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status of a contact message.',
        operationId: 'updateContactMessageStatus',
        params: IdParamSchema,
        body: ContactStatusSchema,
        response: { 200: okSchema(ContactMessageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.setStatus(request, request.params.id, request.body.status) }),
  );

  app.delete(
    '/contact/:id',
    { schema: { tags, summary: 'Delete a contact message.', operationId: 'deleteContactMessage', params: IdParamSchema, response: { 200: IdResultSchema } } },
    async (request) => ({ success: true as const, data: await service.remove(request, request.params.id) }),
  );
};
