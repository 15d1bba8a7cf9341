import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, PagingQuerySchema } from '@academy/contract/common';
import { JERSEY_MAX, JERSEY_MIN, TEAM_MESSAGES, TEAM_ROLES, TeamMemberInputSchema } from '@academy/contract/team';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { deleteStored, storeImage } from '../../lib/image-store.ts';
import { imageRule, multipartValidator, readMultipart } from '../../lib/multipart.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { createTeamRepository, toMember } from './repository.ts';
import { IdResultSchema, okSchema, pagedSchema } from '@academy/contract/common';
import { TeamMemberSchema } from '@academy/contract/team';
import { imagePart, multipartForm } from '../../lib/openapi.ts';

const fields = {
  name: { kind: 'text', required: true, maxLength: 120 },
  role: { kind: 'enum', values: TEAM_ROLES, required: true },
  jersey_number: { kind: 'integer', minimum: JERSEY_MIN, maximum: JERSEY_MAX, description: 'Empty or absent: no number' },
} as const;
const NEW_FORM = multipartForm({ ...fields, image: imagePart({ required: true }) });
const EDIT_FORM = multipartForm({ ...fields, image: imagePart({ description: 'Absent keeps the current photo' }) });
const FILES = { image: imageRule() };
const notFound = () => new HttpError(404, TEAM_MESSAGES.memberLoadFailed);

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createTeamRepository(app.db);
  const tags = ['team'];

  app.get(
    '/team',
    {
      config: { public: true },
      schema: { tags, querystring: PagingQuerySchema.extend({ role: z.enum(TEAM_ROLES).optional() }), response: { 200: pagedSchema(TeamMemberSchema) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.list({ role: q.role, offset: offsetOf(q), limit: q.limit });
      return pagedResult(rows, q, total);
    },
  );

  app.get('/team/:id', { config: { public: true }, schema: { tags, params: IdParamSchema, response: { 200: okSchema(TeamMemberSchema) } } }, async (request) => {
    const row = await repo.get(request.params.id);
    if (!row) throw notFound();
    return { success: true as const, data: toMember(row) };
  });

  app.post(
    '/team',
    { schema: { tags, consumes: ['multipart/form-data'], body: NEW_FORM, response: { 201: okSchema(TeamMemberSchema) } }, validatorCompiler: multipartValidator },
    async (request, reply) => {
      const body = await readMultipart(request, FILES);
      try {
        const input = parseOr400(TeamMemberInputSchema, body.fields);
        const file = body.files.find((f) => f.field === 'image');
        if (!file) throw new HttpError(400, TEAM_MESSAGES.photoRequired, { image: TEAM_MESSAGES.photoRequired });
        const image = await storeImage(app.storage, file.path, 'images');
        try {
          const row = await repo.insert({ name: input.name, role: input.role, jerseyNumber: input.jersey_number, image: image.url, imageWidth: image.width, imageHeight: image.height });
          return reply.code(201).send({ success: true as const, data: toMember(row) });
        } catch (err) {
          await deleteStored(app.storage, image.url);
          throw err;
        }
      } finally {
        await body.cleanup();
      }
    },
  );

  app.put(
    '/team/:id',
    { schema: { tags, consumes: ['multipart/form-data'], params: IdParamSchema, body: EDIT_FORM, response: { 200: okSchema(TeamMemberSchema) } }, validatorCompiler: multipartValidator },
    async (request) => {
      const body = await readMultipart(request, FILES);
      try {
        const existing = await repo.get(request.params.id);
        if (!existing) throw notFound();
        const input = parseOr400(TeamMemberInputSchema, body.fields);
        const file = body.files.find((f) => f.field === 'image');
        const image = file ? await storeImage(app.storage, file.path, 'images') : undefined;
        let row;
        try {
          row = await repo.update(existing.id, {
            name: input.name,
            role: input.role,
            jerseyNumber: input.jersey_number,
            ...(image ? { image: image.url, imageWidth: image.width, imageHeight: image.height } : {}),
          });
        } catch (err) {
          await deleteStored(app.storage, image?.url);
          throw err;
        }
        if (!row) {
          await deleteStored(app.storage, image?.url);
          throw notFound();
        }
        if (image) await deleteStored(app.storage, existing.image);
        return { success: true as const, data: toMember(row) };
      } finally {
        await body.cleanup();
      }
    },
  );

  app.delete('/team/:id', { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => {
    const row = await repo.remove(request.params.id);
    if (!row) throw notFound();
    await deleteStored(app.storage, row.image);
    return { success: true as const, data: { id: row.id } };
  });
};
