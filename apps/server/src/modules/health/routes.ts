import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { okSchema } from '@academy/contract/common';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: okSchema(z.object({ database: z.literal('up') })), 503: z.object({ success: z.literal(false), message: z.string() }) },
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
