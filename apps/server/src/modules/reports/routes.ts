import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import { ReportInputSchema, ReportSchema, ReportTemplateSchema } from '@academy/contract/report';
import { moduleDeps } from '../../lib/module-deps.ts';
import { STAFF_ROUTE as staff } from '../../lib/staff-route.ts';
import { createReportService } from './service.ts';

/**
 * Progress reports (docs/decisions/034). Administrators and coaches may call the staff routes; the
 * service refuses a coach any child it does not coach (403), an edit by another coach, and every
 * publication. Published reports reach the family through `GET /api/public/status/{token}`.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportService(moduleDeps(app), app.statusLinks);
  const tags = ['reports'];

  app.get(
    '/registrations/:id/reports',
    {
      config: staff,
      schema: {
        tags,
        summary: "A child's progress reports, drafts and published, newest first (administrators; a coach of the child).",
        operationId: 'listReports',
        params: IdParamSchema,
        response: { 200: okSchema(z.array(ReportSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(request, request.params.id) }),
  );

  app.get(
    '/registrations/:id/reports/template',
    {
      config: staff,
      schema: {
        tags,
        summary: "A new report's starting point: the academy's criteria scored as in the latest report, or in the trial evaluation for a first one.",
        operationId: 'getReportTemplate',
        params: IdParamSchema,
        response: { 200: okSchema(ReportTemplateSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.template(request, request.params.id) }),
  );

  app.post(
    '/registrations/:id/reports',
    {
      config: staff,
      schema: {
        tags,
        summary: "Write a progress report (a draft) on the academy's criteria: a score 1–5 and a comment each, and a summary.",
        operationId: 'createReport',
        params: IdParamSchema,
        body: ReportInputSchema,
        response: { 201: okSchema(ReportSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request, request.params.id, request.body) }),
  );

  app.get(
    '/reports/:id',
    {
      config: staff,
      schema: { tags, summary: 'Read a progress report.', operationId: 'getReport', params: IdParamSchema, response: { 200: okSchema(ReportSchema) } },
    },
    async (request) => ({ success: true as const, data: await service.get(request, request.params.id) }),
  );

  app.put(
    '/reports/:id',
    {
      config: { ...staff, errors: [409] },
      schema: {
        tags,
        summary: 'Edit a draft report (its author or an administrator); a published report is refused.',
        operationId: 'updateReport',
        params: IdParamSchema,
        body: ReportInputSchema,
        response: { 200: okSchema(ReportSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.update(request, request.params.id, request.body) }),
  );

  app.put(
    '/reports/:id/publish',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Publish a report to the family: it appears on the status page and the family is emailed the link.',
        operationId: 'publishReport',
        params: IdParamSchema,
        response: { 200: okSchema(ReportSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.publish(request, request.params.id) }),
  );
};
