import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, PagingQuerySchema } from '@academy/contract/common';
import {
  AdminRegistrationSchema,
  PublicRegistrationSchema,
  REGISTRATION_CSV_COLUMNS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  RegistrationStatusSchema,
  type Registration,
} from '@academy/contract/registration';
import { HONEYPOT_FIELD } from '@academy/contract/common';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { createRegistrationRepository, fieldsToRow } from './repository.ts';
import { IdResultSchema, okSchema, pagedSchema } from '@academy/contract/common';
import { RegistrationSchema, RegistrationStatsSchema } from '@academy/contract/registration';

/** Quotes every cell, and defuses cells a spreadsheet would run as a formula. */
const csvCell = (v: unknown) => {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
};

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createRegistrationRepository(app.db);
  const tags = ['registrations'];
  const notFound = () => new HttpError(404, REGISTRATION_MESSAGES.notFound);

  app.post(
    '/registrations',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      // Which rules apply depends on the caller, so the body is checked in the handler.
      schema: { tags, body: z.record(z.string(), z.unknown()), response: { 201: okSchema(RegistrationSchema) } },
    },
    async (request, reply) => {
      const isAdmin = request.user !== null;
      const fields = isAdmin ? parseOr400(AdminRegistrationSchema, request.body) : parseOr400(PublicRegistrationSchema, request.body);
      const row = fieldsToRow(fields, isAdmin ? 'admin' : 'public');
      if (!isAdmin && (request.body as Record<string, unknown>)[HONEYPOT_FIELD]) {
        // Looks accepted to the bot; nothing is stored.
        const now = new Date().toISOString();
        const fake: Registration = { ...toFake(fields as z.output<typeof PublicRegistrationSchema>), created_at: now, updated_at: now };
        return reply.code(201).send({ success: true as const, data: fake });
      }
      return reply.code(201).send({ success: true as const, data: await repo.insert(row) });
    },
  );

  app.get(
    '/registrations',
    {
      schema: {
        tags,
        querystring: PagingQuerySchema.extend({ status: z.enum(REGISTRATION_STATUSES).optional(), q: z.string().trim().max(200).optional() }),
        response: { 200: pagedSchema(RegistrationSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.list({ status: q.status, q: q.q, offset: offsetOf(q), limit: q.limit });
      return pagedResult(rows, q, total);
    },
  );

  app.get('/registrations/export.csv', { schema: { tags, produces: ['text/csv'] } }, async (_request, reply) => {
    const rows = await repo.all();
    const lines = [REGISTRATION_CSV_COLUMNS.join(','), ...rows.map((r) => REGISTRATION_CSV_COLUMNS.map((c) => csvCell(r[c])).join(','))];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="registrations.csv"')
      .header('cache-control', 'no-store')
      .send(`${lines.join('\r\n')}\r\n`);
  });

  app.get('/registrations/stats', { schema: { tags, response: { 200: okSchema(RegistrationStatsSchema) } } }, async () => ({
    success: true as const,
    data: await repo.stats(),
  }));

  app.get('/registrations/:id', { schema: { tags, params: IdParamSchema, response: { 200: okSchema(RegistrationSchema) } } }, async (request) => {
    const row = await repo.get(request.params.id);
    if (!row) throw notFound();
    return { success: true as const, data: row };
  });

  app.put(
    '/registrations/:id/status',
    { schema: { tags, params: IdParamSchema, body: RegistrationStatusSchema, response: { 200: okSchema(RegistrationSchema) } } },
    async (request) => {
      const row = await repo.setStatus(request.params.id, request.body.status);
      if (!row) throw notFound();
      return { success: true as const, data: row };
    },
  );

  app.delete('/registrations/:id', { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => {
    const row = await repo.remove(request.params.id);
    if (!row) throw notFound();
    return { success: true as const, data: { id: row.id } };
  });
};

function toFake(f: z.output<typeof PublicRegistrationSchema>): Omit<Registration, 'created_at' | 'updated_at'> {
  return {
    id: 0,
    parent_name: f.parent_name,
    parent_email: f.parent_email,
    contact_phone: f.contact_phone,
    residence: f.residence,
    contact_permission: f.contact_permission,
    player_name: f.player_name,
    player_age: f.player_age,
    years_playing: f.years_playing,
    current_school: f.current_school,
    uniform_size: f.uniform_size,
    health_conditions: f.health_conditions,
    status: 'pending',
    source: 'public',
  };
}
