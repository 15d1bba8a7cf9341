import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import {
  AttendanceInputSchema,
  ChildAttendanceSchema,
  CoachEventSchema,
  EventAttendanceSchema,
  PlayerAttendanceSchema,
  SquadAttendanceSchema,
} from '@academy/contract/attendance';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createAttendanceService } from './service.ts';

/**
 * Attendance (docs/decisions/041): open to administrators and coaches; the service refuses a coach
 * any squad not assigned to them (403), so the role declaration alone opens nothing (decision 030).
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAttendanceService(moduleDeps(app));
  const tags = ['attendance'];
  const coaches = { roles: ['admin' as const, 'coach' as const] };

  app.get(
    '/coach/events',
    {
      config: coaches,
      schema: {
        tags,
        summary: "Today's and the next week's events of the caller's squads (every squad for an administrator), with how many children are marked.",
        operationId: 'listCoachEvents',
        response: { 200: okSchema(z.array(CoachEventSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.coachEvents(request) }),
  );

  app.get(
    '/events/:id/attendance',
    {
      config: coaches,
      schema: {
        tags,
        summary: "The squad's roster with each child's mark at the event (an administrator, or a coach of the squad).",
        operationId: 'getEventAttendance',
        params: IdParamSchema,
        response: { 200: okSchema(EventAttendanceSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.forEvent(request, request.params.id) }),
  );

  app.post(
    '/events/:id/attendance',
    {
      config: { ...coaches, errors: [409] },
      schema: {
        tags,
        summary:
          'Mark a child of the roster present or absent, from the event day on; idempotent, and a mark recorded earlier (recorded_at) never overwrites a later one.',
        operationId: 'markAttendance',
        params: IdParamSchema,
        body: AttendanceInputSchema,
        response: { 200: okSchema(PlayerAttendanceSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.mark(request, request.params.id, request.body) }),
  );

  app.get(
    '/registrations/:id/attendance',
    {
      config: coaches,
      schema: {
        tags,
        summary: "A child's attendance over the season: totals of trainings and matches, and every marked event, newest first.",
        operationId: 'getChildAttendance',
        params: IdParamSchema,
        response: { 200: okSchema(ChildAttendanceSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.forChild(request, request.params.id) }),
  );

  app.get(
    '/squads/:id/attendance',
    {
      config: coaches,
      schema: {
        tags,
        summary: "Each child of the squad's roster with their attendance totals at the squad's events.",
        operationId: 'getSquadAttendance',
        params: IdParamSchema,
        response: { 200: okSchema(SquadAttendanceSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.forSquad(request, request.params.id) }),
  );
};
