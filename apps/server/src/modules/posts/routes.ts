import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, PagingQuerySchema } from '@academy/contract/common';
import { NewsQuerySchema, POST_CONTENT_MAX, POST_MESSAGES } from '@academy/contract/post';
import { HttpError } from '../../lib/http-error.ts';
import { imageRule, multipartValidator, readMultipart } from '../../lib/multipart.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { createPostRepository, toPost } from './repository.ts';
import { createPostService } from './service.ts';
import { IdResultSchema, okSchema, pagedSchema } from '@academy/contract/common';
import { PostSchema, PostSummarySchema } from '@academy/contract/post';
import { imagePart, multipartForm } from '../../lib/openapi.ts';

const FORM = multipartForm({
  title: { kind: 'text', required: true, maxLength: 300 },
  content: { kind: 'text', required: true, maxLength: POST_CONTENT_MAX, description: 'HTML from the editor; sanitized on the server' },
  published: { kind: 'enum', values: ['true', 'false'], description: 'Defaults to "true" on create; absent keeps the state on update' },
  cover_image: imagePart(),
});
const FILES = { cover_image: imageRule() };

/** Posts and news are one table; both URL families are registered on the same handlers. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createPostRepository(app.db);
  const service = createPostService(repo, app.storage);

  for (const base of ['/posts', '/news'] as const) {
    const tags = [base.slice(1)];

    app.get(
      base,
      {
        config: { public: true },
        schema: { tags, querystring: PagingQuerySchema.extend(NewsQuerySchema.shape), response: { 200: pagedSchema(PostSummarySchema) } },
      },
      async (request) => {
        const q = request.query;
        const { rows, total } = await repo.list({ publishedOnly: !request.user, q: q.q, offset: offsetOf(q), limit: q.limit });
        return pagedResult(rows, q, total);
      },
    );

    app.get(
      `${base}/:id`,
      { config: { public: true }, schema: { tags, params: IdParamSchema, response: { 200: okSchema(PostSchema) } } },
      async (request) => {
        const row = await repo.get(request.params.id);
        if (!row || (!row.published && !request.user)) throw new HttpError(404, POST_MESSAGES.notFound);
        return { success: true as const, data: toPost(row) };
      },
    );

    app.post(
      base,
      { schema: { tags, consumes: ['multipart/form-data'], body: FORM, response: { 201: okSchema(PostSchema) } }, validatorCompiler: multipartValidator },
      async (request, reply) => {
        const body = await readMultipart(request, FILES);
        try {
          return reply.code(201).send({ success: true as const, data: await service.create(body) });
        } finally {
          await body.cleanup();
        }
      },
    );

    app.put(
      `${base}/:id`,
      { schema: { tags, consumes: ['multipart/form-data'], params: IdParamSchema, body: FORM, response: { 200: okSchema(PostSchema) } }, validatorCompiler: multipartValidator },
      async (request) => {
        const body = await readMultipart(request, FILES);
        try {
          return { success: true as const, data: await service.update(request.params.id, body) };
        } finally {
          await body.cleanup();
        }
      },
    );

    app.put(
      `${base}/:id/publish`,
      {
        schema: { tags, params: IdParamSchema, body: z.object({ published: z.boolean().optional() }).optional(), response: { 200: okSchema(PostSchema) } },
      },
      async (request) => {
        const row = await repo.update(request.params.id, { published: request.body?.published ?? true });
        if (!row) throw new HttpError(404, POST_MESSAGES.notFound);
        return { success: true as const, data: toPost(row) };
      },
    );

    app.delete(`${base}/:id`, { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => ({
      success: true as const,
      data: await service.remove(request.params.id),
    }));
  }
};
