import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, COMMON_MESSAGES, HealthLiveSchema, HealthSchema, okSchema } from '@academy/contract/common';

/**
 * Live and ready are different questions (decision 021): `/health/live` says the process answers
 * (restart it when it does not); `/health/ready` and `/health` say it reaches its database (send
 * it traffic only then). A database outage makes an instance unready, never unlive.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Check that the server process answers (whatever its database does).',
        operationId: 'getHealthLive',
        response: { 200: okSchema(HealthLiveSchema) },
      },
    },
    async () => ({ success: true as const, data: { status: 'live' as const } }),
  );
  for (const [url, operationId] of [
    ['/health', 'getHealth'],
    ['/health/ready', 'getHealthReady'],
  ] as const) {
    app.get(
      url,
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary: 'Check that the server is up and reaches its database.',
          operationId,
          response: { 200: okSchema(HealthSchema), 503: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          await app.database.ping();
          return { success: true as const, data: { database: 'up' as const } };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply
            .code(503)
            .header('retry-after', '5')
            .send({ success: false as const, message: COMMON_MESSAGES.databaseUnavailable });
        }
      },
    );
  }
};
