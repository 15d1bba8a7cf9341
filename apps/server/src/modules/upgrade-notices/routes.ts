import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@academy/contract/common';
import { UpgradeNoticeSchema } from '@academy/contract/upgrade-notices';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createUpgradeNoticesService } from './service.ts';

/** What an upgrade changed and what to do, for the dashboard (administrators, decision 056). */
export const upgradeNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUpgradeNoticesService(moduleDeps(app));
  app.get(
    '/admin/upgrade-notices',
    {
      schema: {
        tags: ['admin'],
        summary: 'What an upgrade changed for the data an older release kept (pending subscribers, hidden photos, a changed default), each with what to do.',
        operationId: 'getUpgradeNotices',
        response: { 200: okSchema(z.array(UpgradeNoticeSchema)) },
      },
    },
    async () => ({ success: true as const, data: await service.notices() }),
  );
};
