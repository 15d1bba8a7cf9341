import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, PagingQuerySchema } from '@academy/contract/common';
import { ContactInputSchema, ContactStatusSchema, type ContactMessage, type ContactStatus } from '@academy/contract/contact';
import { HONEYPOT_FIELD } from '@academy/contract/common';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { HttpError } from '../../lib/http-error.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { iso } from '../../lib/serialize.ts';
import { IdResultSchema, okSchema, pagedSchema } from '@academy/contract/common';
import { ContactMessageSchema } from '@academy/contract/contact';

const toMessage = (r: typeof contactMessages.$inferSelect): ContactMessage => ({
  id: r.id,
  fullname: r.fullname,
  email: r.email,
  phone: r.phone,
  city: r.city,
  message: r.message,
  status: r.status as ContactStatus,
  created_at: iso(r.createdAt),
});

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['contact'];
  const notFound = () => new HttpError(404, 'Message not found');

  app.post(
    '/contact',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: { tags, body: ContactInputSchema, response: { 201: okSchema(ContactMessageSchema) } },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: trap, ...input } = request.body;
      if (trap) {
        return reply.code(201).send({ success: true as const, data: { id: 0, ...input, status: 'new' as const, created_at: new Date().toISOString() } });
      }
      const [row] = await db.insert(contactMessages).values(input).returning();
      return reply.code(201).send({ success: true as const, data: toMessage(row!) });
    },
  );

  app.get('/contact', { schema: { tags, querystring: PagingQuerySchema, response: { 200: pagedSchema(ContactMessageSchema) } } }, async (request) => {
    const q = request.query;
    const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(q.limit).offset(offsetOf(q));
    return pagedResult(rows.map(toMessage), q, await countedRows(db, rowCountKey('contact_messages')));
  });

  app.get('/contact/:id', { schema: { tags, params: IdParamSchema, response: { 200: okSchema(ContactMessageSchema) } } }, async (request) => {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, request.params.id)).limit(1);
    if (!row) throw notFound();
    return { success: true as const, data: toMessage(row) };
  });

  app.put(
    '/contact/:id/status',
    { schema: { tags, params: IdParamSchema, body: ContactStatusSchema, response: { 200: okSchema(ContactMessageSchema) } } },
    async (request) => {
      const [row] = await db.update(contactMessages).set({ status: request.body.status }).where(eq(contactMessages.id, request.params.id)).returning();
      if (!row) throw notFound();
      return { success: true as const, data: toMessage(row) };
    },
  );

  app.delete('/contact/:id', { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => {
    const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, request.params.id)).returning({ id: contactMessages.id });
    if (!row) throw notFound();
    return { success: true as const, data: { id: row.id } };
  });
};
