import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import { FamilyDetailsInputSchema, FamilyDetailsResultSchema, FamilyDetailsSchema } from '@academy/contract/family-details';
import { RegistrationSchema } from '@academy/contract/registration';
import {
  FamilyAnswerSchema,
  FamilyStatusSchema,
  InviteSchema,
  PublicTrialSchema,
  TrialDetailSchema,
  TrialInputSchema,
  TrialSchema,
} from '@academy/contract/trial';
import { familyLinkRoute } from '../../lib/family-link-route.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createFamilyService } from './family.ts';
import { createTrialService } from './service.ts';

const TokenParamSchema = z.object({ token: z.string().max(200).meta({ description: "The family's status link token (from the mails)" }) });

/**
 * Trial sessions (admin), invitations to them, the public list of upcoming dates and the family's
 * status page behind its link (the reminder job: jobs.ts).
 */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const service = createTrialService(deps, { links: app.statusLinks, invalidatePublic: () => app.publicCache.invalidate() });
  const family = createFamilyService(deps, app.statusLinks);
  const tags = ['trials'];

  app.get(
    '/trials',
    {
      schema: {
        tags,
        summary: 'List trial sessions: upcoming first (soonest first), then past ones; cancelled ones carry cancelled_at.',
        operationId: 'listTrials',
        response: { 200: okSchema(z.array(TrialSchema)) },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/trials',
    {
      schema: {
        tags,
        summary: 'Create a trial session (it must start in the future).',
        operationId: 'createTrial',
        body: TrialInputSchema,
        response: { 201: okSchema(TrialSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request, request.body) }),
  );

  app.get(
    '/trials/:id',
    {
      schema: {
        tags,
        summary: 'Read a trial session with its invited, confirmed and declined children.',
        operationId: 'getTrial',
        params: IdParamSchema,
        response: { 200: okSchema(TrialDetailSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  app.put(
    '/trials/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: "Edit a trial session; a new time must be in the future and moves the confirmed families' reminders.",
        operationId: 'updateTrial',
        params: IdParamSchema,
        body: TrialInputSchema,
        response: { 200: okSchema(TrialSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.update(request, request.params.id, request.body) }),
  );

  app.delete(
    '/trials/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Cancel a trial session: the invited and confirmed families are emailed and their children go back to "contacted".',
        operationId: 'cancelTrial',
        params: IdParamSchema,
        response: { 200: okSchema(TrialSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.cancel(request, request.params.id) }),
  );

  app.get(
    '/trials/:id/attendance.csv',
    {
      schema: {
        tags,
        summary: "Download a session's attendance list as a CSV spreadsheet.",
        operationId: 'exportTrialAttendanceCsv',
        params: IdParamSchema,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV: child, age, parent, phone, state; confirmed children first' }) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="trial-${request.params.id}-attendance.csv"`)
        .header('cache-control', 'no-store')
        .send(await service.attendanceCsv(request.params.id)),
  );

  app.post(
    '/registrations/:id/invite',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          "Invite a child to a trial session (it must be ahead, fit the child's age and have a place); the parent gets the invitation with a calendar file.",
        operationId: 'inviteToTrial',
        params: IdParamSchema,
        body: InviteSchema,
        response: { 200: okSchema(RegistrationSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.invite(request, request.params.id, request.body) }),
  );

  app.get(
    '/public/trials',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Upcoming trial sessions: date, place, ages and places left only.',
        operationId: 'listPublicTrials',
        response: { 200: okSchema(z.array(PublicTrialSchema)) },
      },
    },
    async () => ({ success: true as const, data: await service.listPublic() }),
  );

  app.get(
    '/public/status/:token',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "The family's status page: the child's first name, the status in plain words, the trial and the answers allowed now.",
        operationId: 'getFamilyStatus',
        params: TokenParamSchema,
        response: { 200: okSchema(FamilyStatusSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await family.status(request.params.token) }),
  );

  app.post(
    '/public/status/:token/respond',
    {
      ...familyLinkRoute(app, [404, 409]),
      schema: {
        tags,
        summary:
          'The family confirms or declines its trial invitation, declines ("I can\'t come") or moves (change_trial with trial_id) its confirmed trial before it starts, answers an offer, or withdraws the application.',
        operationId: 'respondAsFamily',
        params: TokenParamSchema,
        body: FamilyAnswerSchema,
        response: { 200: okSchema(FamilyStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await family.respond(request, request.params.token, request.body.answer, new Date(), request.body.trial_id),
    }),
  );

  app.get(
    '/public/status/:token/trial.ics',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "The family's trial session as a calendar file (the same event as the invitation mail's attachment).",
        operationId: 'getFamilyTrialCalendar',
        params: TokenParamSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().meta({ description: 'An iCalendar (RFC 5545) file with the session' }) },
      },
    },
    async (request, reply) => {
      const { filename, text } = await family.calendar(request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(text);
    },
  );

  app.get(
    '/public/status/:token/details',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "The family's contact details and the child's health conditions, to correct them.",
        operationId: 'getFamilyDetails',
        params: TokenParamSchema,
        response: { 200: okSchema(FamilyDetailsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await family.details(request.params.token) }),
  );

  app.put(
    '/public/status/:token/details',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary:
          "The family corrects its email, phone or address, or updates the child's health conditions (the registration form's rules); kept in the history and the audit trail, and a changed email is told to the old address.",
        operationId: 'updateFamilyDetails',
        params: TokenParamSchema,
        body: FamilyDetailsInputSchema,
        response: { 200: okSchema(FamilyDetailsResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await family.updateDetails(request, request.params.token, request.body) }),
  );
};
