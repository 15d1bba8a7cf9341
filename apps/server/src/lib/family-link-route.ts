import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorStatus } from '../plugins/openapi.ts';

/**
 * The options every route behind a family's status link shares (its page, answers, details, photo
 * consent, availability, calendar address): public behind the unguessable token, rate-limited like
 * the forms, answering 404 for a wrong or expired link (and `errors` besides), never kept by any
 * cache. Spread into the route's options: `{ ...familyLinkRoute(app), schema }`.
 */
export function familyLinkRoute(app: FastifyInstance, errors: ErrorStatus[] = [404]) {
  return {
    config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs }, errors },
    onRequest: async (_request: unknown, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };
}
