import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, IdResultSchema, okSchema, PagingQuerySchema, pagedSchema } from '@academy/contract/common';
import { TEAM_ROLES, TeamMemberInputSchema, TeamMemberSchema } from '@academy/contract/team';
import { moduleDeps } from '../../lib/module-deps.ts';
import { fileOf, imageRule, multipartValidator, withMultipart } from '../../lib/multipart.ts';
import { imagePart, multipartFormOf } from '../../lib/openapi.ts';
import { pagedResult } from '../../lib/paging.ts';
import { createAcademyService } from '../academy/service.ts';
import { createTeamService, forPublic } from './service.ts';

/** The form is the contract's TeamMemberInputSchema (decision 026); these are the words its types cannot say. */
const describe = {
  jersey_number: 'Empty: no number; absent: no number (on create), unchanged (on update)',
  is_minor: 'A child; absent: players are, coaches are not (on create), unchanged (on update)',
  photo_consent: 'The photo may be published; absent: no (on create), unchanged (on update)',
};
const NEW_FORM = multipartFormOf(TeamMemberInputSchema, { files: { image: imagePart({ required: true }) }, describe });
const EDIT_FORM = multipartFormOf(TeamMemberInputSchema, { files: { image: imagePart({ description: 'Absent keeps the current photo' }) }, describe });
const FILES = { image: imageRule() };

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const service = createTeamService(deps);
  const academy = createAcademyService(deps);
  const tags = ['team'];
  /** A visitor's view: children by first name and initial (unless the academy shows full names), their photos only with consent. Signed-in users see the records. */
  const viewFor = async (request: { user: unknown }) => {
    if (request.user) return <T>(m: T) => m;
    const showFullNames = (await academy.get()).show_player_full_names;
    return <T extends Parameters<typeof forPublic>[0]>(m: T) => forPublic(m, showFullNames);
  };

  app.get(
    '/team',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'List the team, coaches and players, oldest first.',
        operationId: 'listTeamMembers',
        querystring: PagingQuerySchema.extend({ role: z.enum(TEAM_ROLES).optional() }),
        response: { 200: pagedSchema(TeamMemberSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      const view = await viewFor(request);
      return pagedResult(rows.map(view), request.query, total);
    },
  );

  app.get(
    '/team/:id',
    {
      config: { public: true },
      schema: { tags, summary: 'Read one team member.', operationId: 'getTeamMember', params: IdParamSchema, response: { 200: okSchema(TeamMemberSchema) } },
    },
    async (request) => {
      const member = await service.get(request.params.id);
      return { success: true as const, data: (await viewFor(request))(member) };
    },
  );

  app.post(
    '/team',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        summary: 'Add a team member with a photo.',
        operationId: 'createTeamMember',
        consumes: ['multipart/form-data'],
        body: NEW_FORM,
        response: { 201: okSchema(TeamMemberSchema) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const data = await withMultipart(request, FILES, (body) => service.create(request, body.fields, fileOf(body, 'image')));
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/team/:id',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        summary: 'Change a team member; a new photo replaces the old one.',
        operationId: 'updateTeamMember',
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        body: EDIT_FORM,
        response: { 200: okSchema(TeamMemberSchema) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request) => ({
      success: true as const,
      data: await withMultipart(request, FILES, (body) => service.update(request, request.params.id, body.fields, fileOf(body, 'image'))),
    }),
  );

  app.delete(
    '/team/:id',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        summary: 'Remove a team member and their photo.',
        operationId: 'deleteTeamMember',
        params: IdParamSchema,
        response: { 200: IdResultSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.remove(request, request.params.id) }),
  );
};
