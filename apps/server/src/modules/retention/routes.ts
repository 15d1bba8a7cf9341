import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@academy/contract/common';
import { RetentionStatusSchema } from '@academy/contract/retention';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createRetentionService } from './service.ts';

/** The retention policy with its last run for the Settings screen (the daily job: jobs.ts). */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRetentionService(moduleDeps(app));

  app.get(
    '/retention',
    {
      schema: {
        tags: ['retention'],
        summary: 'The data retention policy (days per kind of record), what the last daily run erased and when the next is due.',
        operationId: 'getRetention',
        response: { 200: okSchema(RetentionStatusSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.status() }),
  );
};
