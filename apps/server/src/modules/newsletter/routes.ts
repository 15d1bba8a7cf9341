import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES, NewsletterInputSchema } from '@academy/contract/newsletter';
import { HONEYPOT_FIELD } from '@academy/contract/common';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { okSchema } from '@academy/contract/common';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: { tags: ['newsletter'], body: NewsletterInputSchema, response: { 201: okSchema(z.object({ email: z.string() })) } },
    },
    async (request, reply) => {
      const { email, [HONEYPOT_FIELD]: trap } = request.body;
      if (!trap) {
        // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both pass.
        const inserted = await app.db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
        if (inserted.length === 0) throw new HttpError(409, NEWSLETTER_MESSAGES.alreadySubscribed, { email: NEWSLETTER_MESSAGES.alreadySubscribed });
      }
      return reply.code(201).send({ success: true as const, data: { email } });
    },
  );
};
