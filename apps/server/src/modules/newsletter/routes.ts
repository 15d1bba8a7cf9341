import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@academy/contract/common';
import { NewsletterInputSchema, SubscriptionSchema } from '@academy/contract/newsletter';
import { honeypot } from '../../plugins/honeypot.ts';
import { createNewsletterRepository } from './repository.ts';
import { createNewsletterService, fakeSubscription } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNewsletterService(createNewsletterRepository(app.db));

  app.post(
    '/newsletter',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs }, errors: [409] },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (once per address, in any letter case).',
        operationId: 'subscribeNewsletter',
        body: NewsletterInputSchema,
        response: { 201: okSchema(SubscriptionSchema) },
      },
      preHandler: honeypot(fakeSubscription),
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.subscribe(request.body.email) }),
  );
};
