import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, COMMON_MESSAGES, HealthSchema, okSchema } from '@academy/contract/common';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Check that the server is up and reaches its database.',
        operationId: 'getHealth',
        response: { 200: okSchema(HealthSchema), 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { success: true as const, data: { database: 'up' as const } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ success: false as const, message: COMMON_MESSAGES.databaseUnavailable });
      }
    },
  );
};
