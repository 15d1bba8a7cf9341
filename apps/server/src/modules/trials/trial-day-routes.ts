import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import {
  CheckinInputSchema,
  CheckinSchema,
  ChildEvaluationSchema,
  CoachTrialSchema,
  EvaluationInputSchema,
  EvaluationSchema,
  TrialDaySchema,
  TrialResultsSchema,
} from '@academy/contract/trial-day';
import { moduleDeps } from '../../lib/module-deps.ts';
import { STAFF_ROUTE as coaches } from '../../lib/staff-route.ts';
import { createTrialDayService } from './trial-day-service.ts';

/**
 * The trial day (decision 030): open to administrators and coaches; the service refuses a coach
 * any session not assigned to them (403), so the role declaration alone opens nothing.
 */
export const trialDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTrialDayService(moduleDeps(app));
  const tags = ['trial day'];

  app.get(
    '/coach/trials',
    {
      config: coaches,
      schema: {
        tags,
        summary: "The caller's trial sessions: a coach's assigned ones, every one for an administrator; upcoming first.",
        operationId: 'listCoachTrials',
        response: { 200: okSchema(z.array(CoachTrialSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.sessions(request) }),
  );

  app.get(
    '/trials/:id/day',
    {
      config: coaches,
      schema: {
        tags,
        summary: "A session's children as a coach may see them (names, age, health, photo consent, parent's phone), with check-in and scores.",
        operationId: 'getTrialDay',
        params: IdParamSchema,
        response: { 200: okSchema(TrialDaySchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.day(request, request.params.id) }),
  );

  app.post(
    '/trials/:id/checkin',
    {
      config: { ...coaches, errors: [409] },
      schema: {
        tags,
        summary: 'Mark a child present, absent or late; idempotent, and an older recorded_at never overwrites a newer mark.',
        operationId: 'checkInChild',
        params: IdParamSchema,
        body: CheckinInputSchema,
        response: { 200: okSchema(CheckinSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.checkin(request, request.params.id, request.body) }),
  );

  app.put(
    '/registrations/:id/evaluation',
    {
      config: { ...coaches, errors: [409] },
      schema: {
        tags,
        summary: "Score a child on the academy's criteria (1–5) and keep a private note, per session; merged field by field, newest recorded_at wins.",
        operationId: 'evaluateChild',
        params: IdParamSchema,
        body: EvaluationInputSchema,
        response: { 200: okSchema(EvaluationSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.evaluate(request, request.params.id, request.body) }),
  );

  app.get(
    '/trials/:id/results',
    {
      config: coaches,
      schema: {
        tags,
        summary: "A session's ranked results by average score, for the session and per age; ties share a rank, children without scores last.",
        operationId: 'getTrialResults',
        params: IdParamSchema,
        response: { 200: okSchema(TrialResultsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.results(request, request.params.id) }),
  );

  app.get(
    '/registrations/:id/evaluations',
    {
      schema: {
        tags,
        summary: "A child's trial evaluations and attendance, newest session first (administrators).",
        operationId: 'listChildEvaluations',
        params: IdParamSchema,
        response: { 200: okSchema(z.array(ChildEvaluationSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.ofRegistration(request.params.id) }),
  );
};
