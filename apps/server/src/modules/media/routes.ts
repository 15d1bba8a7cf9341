import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, IdResultSchema, okSchema, PagingQuerySchema, pagedSchema } from '@academy/contract/common';
import { MediaInputSchema, MediaItemSchema, MediaUpdateSchema, VIDEO_MIME_TYPES, videoTooLargeMessage } from '@academy/contract/media';
import { moduleDeps } from '../../lib/module-deps.ts';
import { fileOf, imageRule, multipartValidator, withMultipart } from '../../lib/multipart.ts';
import { imagePart, multipartFormOf } from '../../lib/openapi.ts';
import { pagedResult } from '../../lib/paging.ts';
import { createMediaService } from './service.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMediaService(moduleDeps(app));
  const tags = ['media'];
  const maxBytes = app.config.videoMaxBytes;
  const files = { video_file: { maxBytes, tooLargeMessage: videoTooLargeMessage(maxBytes), maxCount: 1 }, thumbnail: imageRule() };

  app.get(
    '/media',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'List the videos, newest first.',
        operationId: 'listMedia',
        querystring: PagingQuerySchema,
        response: { 200: pagedSchema(MediaItemSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return pagedResult(rows, request.query, total);
    },
  );

  app.post(
    '/media',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        summary: 'Add a video: an uploaded file or an outside URL, with an optional thumbnail.',
        operationId: 'createMedia',
        consumes: ['multipart/form-data'],
        body: multipartFormOf(MediaInputSchema, {
          files: {
            video_file: { kind: 'file', types: VIDEO_MIME_TYPES, maxBytes, description: 'Required when no video_url is sent.' },
            thumbnail: imagePart(),
          },
          describe: { video_url: 'http(s) address of the video; required when no video_file is sent' },
        }),
        response: { 201: okSchema(MediaItemSchema) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const data = await withMultipart(request, files, (body) =>
        service.create(request, body.fields, { video: fileOf(body, 'video_file'), thumbnail: fileOf(body, 'thumbnail') }),
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/media/:id',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        summary: "Change a video's title, and its thumbnail when one is sent (the old one is deleted).",
        operationId: 'updateMedia',
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        body: multipartFormOf(MediaUpdateSchema, { files: { thumbnail: imagePart({ description: 'A new thumbnail; absent keeps the old one' }) } }),
        response: { 200: okSchema(MediaItemSchema) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request) => ({
      success: true as const,
      data: await withMultipart(request, { thumbnail: imageRule() }, (body) =>
        service.update(request, request.params.id, body.fields, fileOf(body, 'thumbnail')),
      ),
    }),
  );

  app.delete(
    '/media/:id',
    {
      config: { roles: ['admin', 'editor'] },
      schema: { tags, summary: 'Remove a video and its stored files.', operationId: 'deleteMedia', params: IdParamSchema, response: { 200: IdResultSchema } },
    },
    async (request) => ({ success: true as const, data: await service.remove(request, request.params.id) }),
  );
};
