import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntrySchema, AuditQuerySchema } from '@academy/contract/audit';
import { PagingQuerySchema, pagedSchema } from '@academy/contract/common';
import { offsetOf, pagedResult } from '../../lib/paging.ts';

const ListQuerySchema = PagingQuerySchema.extend(AuditQuerySchema.shape);

/** The Activity screen's reads: the audit trail, newest first, filtered. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'List the audit trail, newest first, filtered by actor, action, record and days.',
        operationId: 'listAudit',
        querystring: ListQuerySchema,
        response: { 200: pagedSchema(AuditEntrySchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await app.audit.list({ ...q, offset: offsetOf(q), limit: q.limit });
      return pagedResult(rows, q, total);
    },
  );
};
