import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, PagingQuerySchema, okSchema, pagedSchema } from '@academy/contract/common';
import { EmailQuerySchema, EmailSchema } from '@academy/contract/email';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createEmailService } from './service.ts';

const ListQuerySchema = PagingQuerySchema.extend(EmailQuerySchema.shape);

/** The admin outbox: every mail with its state and error, and a retry (docs/decisions/011). */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEmailService(moduleDeps(app));
  const tags = ['emails'];

  app.get(
    '/emails',
    {
      schema: {
        tags,
        summary: 'List the outbox, newest first, filtered by delivery state.',
        operationId: 'listEmails',
        querystring: ListQuerySchema,
        response: { 200: pagedSchema(EmailSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await service.list({ state: q.state, offset: offsetOf(q), limit: q.limit });
      return pagedResult(rows, q, total);
    },
  );

  app.post(
    '/emails/:id/retry',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Send a failed or waiting mail again now (a sent mail cannot be retried).',
        operationId: 'retryEmail',
        params: IdParamSchema,
        response: { 200: okSchema(EmailSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.retry(request, request.params.id) }),
  );
};
