import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema, pagedSchema } from '@academy/contract/common';
import {
  NewsletterInputSchema,
  NewsletterProgressSchema,
  NewsletterTokenParamSchema,
  SubscriberCountsSchema,
  SubscriberExportQuerySchema,
  SubscriberQuerySchema,
  SubscriberSchema,
  SubscriptionSchema,
  SubscriptionStateSchema,
} from '@academy/contract/newsletter';
import { moduleDeps } from '../../lib/module-deps.ts';
import { pagedResult } from '../../lib/paging.ts';
import { honeypot } from '../../plugins/honeypot.ts';
import { createNewsletterService, fakeSubscription } from './service.ts';

/** The one-click unsubscribe body (RFC 8058); the unsubscribe page sends `{}` as JSON. */
const OneClickBodySchema = z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).optional();

/**
 * The newsletter: double opt-in subscription, confirmation and unsubscribe links (public), the
 * subscriber list (admin), and sending a published post to the confirmed subscribers in batches.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNewsletterService(moduleDeps(app));
  const tags = ['newsletter'];
  const publicForm = { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } } as const;

  app.post(
    '/newsletter',
    {
      config: publicForm,
      schema: {
        tags,
        summary: 'Subscribe an email address: it gets a confirmation mail and receives newsletters once confirmed. Every address gets the same answer.',
        operationId: 'subscribeNewsletter',
        body: NewsletterInputSchema,
        response: { 201: okSchema(SubscriptionSchema) },
      },
      preHandler: honeypot(fakeSubscription),
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.subscribe(request, request.body.email) }),
  );

  app.post(
    '/newsletter/confirm/:token',
    {
      config: publicForm,
      schema: {
        tags,
        summary: 'Confirm a subscription with the token of its confirmation mail (a POST: a GET never changes anything).',
        operationId: 'confirmNewsletter',
        params: NewsletterTokenParamSchema,
        response: { 200: okSchema(SubscriptionStateSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.confirm(request, request.params.token) }),
  );

  // Mail clients send the one-click unsubscribe as a form (RFC 8058): a parser for that type, on these routes only.
  await app.register(async (child) => {
    const oneClick = child.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    oneClick.post(
      '/newsletter/unsubscribe/:token',
      {
        config: publicForm,
        schema: {
          tags,
          summary:
            'Unsubscribe with the token of a newsletter: the one-click POST of RFC 8058 (body List-Unsubscribe=One-Click, form-encoded) or the unsubscribe page. Idempotent.',
          operationId: 'unsubscribeNewsletter',
          params: NewsletterTokenParamSchema,
          body: OneClickBodySchema,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          response: { 200: okSchema(SubscriptionStateSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await service.unsubscribe(request, request.params.token) }),
    );
  });

  app.get(
    '/newsletter/unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Opening the List-Unsubscribe address in a browser leads to the unsubscribe page (a GET changes nothing).',
        operationId: 'openUnsubscribePage',
        params: NewsletterTokenParamSchema,
        response: { 303: z.null().meta({ description: 'Redirect to the unsubscribe page' }) },
      },
    },
    async (request, reply) => reply.redirect(`/newsletter/unsubscribe/${encodeURIComponent(request.params.token)}`, 303),
  );

  app.get(
    '/newsletter/subscribers',
    {
      schema: {
        tags,
        summary: 'List newsletter subscribers, newest first, optionally of one status.',
        operationId: 'listSubscribers',
        querystring: SubscriberQuerySchema,
        response: { 200: pagedSchema(SubscriberSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return pagedResult(rows, request.query, total);
    },
  );

  app.get(
    '/newsletter/subscribers/counts',
    {
      schema: {
        tags,
        summary: 'Count newsletter subscribers by status.',
        operationId: 'countSubscribers',
        response: { 200: okSchema(SubscriberCountsSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.counts() }),
  );

  app.get(
    '/newsletter/subscribers/export.csv',
    {
      schema: {
        tags,
        summary: 'Download the subscribers (optionally of one status) as a CSV spreadsheet.',
        operationId: 'exportSubscribersCsv',
        querystring: SubscriberExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV: email, status, subscribed_at, confirmed_at, unsubscribed_at' }) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(await service.exportCsv(request.query.status)),
  );

  app.delete(
    '/newsletter/subscribers/:id',
    {
      schema: {
        tags,
        summary: 'Remove a subscriber from the list (newsletters already sent stay in the outbox).',
        operationId: 'deleteSubscriber',
        params: IdParamSchema,
        response: { 200: okSchema(z.strictObject({ id: z.number().int().positive() })) },
      },
    },
    async (request) => {
      await service.remove(request, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.post(
    '/posts/:id/newsletter',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Send a published post to the confirmed subscribers, in batches through the outbox; once per post (409 when it was sent already).',
        operationId: 'sendPostNewsletter',
        params: IdParamSchema,
        response: { 202: okSchema(NewsletterProgressSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.startSend(request, request.params.id);
      return reply.code(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/posts/:id/newsletter',
    {
      schema: {
        tags,
        summary: "How far a post's newsletter has come: mails queued, sent and failed out of the total.",
        operationId: 'getPostNewsletter',
        params: IdParamSchema,
        response: { 200: okSchema(NewsletterProgressSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.progress(request.params.id) }),
  );
};
