import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCountsSchema } from '@academy/contract/admin-counts';
import { okSchema } from '@academy/contract/common';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createAdminCountsService } from './service.ts';

/** What waits for the administrator: unread contact messages and new registrations (administrators only). */
export const adminCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCountsService(moduleDeps(app));

  app.get(
    '/admin/counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Count the unread contact messages and the new (pending) registrations, for the admin sidebar and dashboard.',
        operationId: 'getAdminCounts',
        response: { 200: okSchema(AdminCountsSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.counts() }),
  );
};
