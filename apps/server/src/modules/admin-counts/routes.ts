import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCountsSchema } from '@academy/contract/admin-counts';
import { AdminDashboardSchema, DashboardQuerySchema } from '@academy/contract/admin-dashboard';
import { okSchema } from '@academy/contract/common';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createAdminCountsService } from './service.ts';

/** What waits for the administrator, and the dashboard's figures (administrators only, docs/decisions/036). */
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

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: "The dashboard's figures: the season's funnel, registrations per week, squads' places, upcoming trials and what needs a decision.",
        operationId: 'getAdminDashboard',
        querystring: DashboardQuerySchema,
        response: { 200: okSchema(AdminDashboardSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await service.dashboard(req.query.season) }),
  );
};
