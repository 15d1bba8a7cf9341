import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALBUM_MESSAGES, MAX_PHOTOS_PER_UPLOAD } from '@academy/contract/album';
import { IdParamSchema, PagingQuerySchema } from '@academy/contract/common';
import { HttpError } from '../../lib/http-error.ts';
import { imageRule, multipartValidator, readMultipart, type MultipartBody } from '../../lib/multipart.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { createAlbumRepository } from './repository.ts';
import { createAlbumService } from './service.ts';
import { IdResultSchema, okSchema, pagedSchema } from '@academy/contract/common';
import { AlbumSchema, PhotoSchema } from '@academy/contract/album';
import { imagePart, multipartForm } from '../../lib/openapi.ts';

const FORM = multipartForm({
  name: { kind: 'text', required: true, maxLength: 120 },
  caption: { kind: 'text', maxLength: 500, description: 'Absent keeps the caption on update; empty clears it' },
  created_by: { kind: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Defaults to 1 (SPEC §9)' },
  coverImage: imagePart({ description: 'Album cover' }),
});
const PHOTOS_FORM = multipartForm({
  photos: imagePart({ required: true, maxCount: MAX_PHOTOS_PER_UPLOAD, description: 'Repeat the part once per photo' }),
  caption: { kind: 'text', maxLength: 500, description: 'Caption of every photo of this upload' },
});

/** Albums are also "the gallery": /api/gallery and /api/public/albums are public views of the same table. */
export const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAlbumRepository(app.db);
  const service = createAlbumService(repo, app.storage);
  const tags = ['albums'];

  const withBody = async <T>(body: MultipartBody, fn: (b: MultipartBody) => Promise<T>) => {
    try {
      return await fn(body);
    } finally {
      await body.cleanup();
    }
  };

  const listSchema = { tags, querystring: PagingQuerySchema, response: { 200: pagedSchema(AlbumSchema) } };
  const list = async (request: { query: z.infer<typeof PagingQuerySchema> }) => {
    const { rows, total } = await repo.list({ offset: offsetOf(request.query), limit: request.query.limit });
    return pagedResult(rows, request.query, total);
  };
  const getSchema = { tags, params: IdParamSchema, response: { 200: okSchema(AlbumSchema) } };
  const getOne = async (request: { params: { id: number } }) => {
    const album = await repo.get(request.params.id, true);
    if (!album) throw new HttpError(404, ALBUM_MESSAGES.notFound);
    return { success: true as const, data: album };
  };

  for (const base of ['/public/albums', '/gallery']) {
    app.get(base, { config: { public: true }, schema: listSchema }, list);
    app.get(`${base}/:id`, { config: { public: true }, schema: getSchema }, getOne);
  }
  app.get('/albums', { schema: listSchema }, list);
  app.get('/albums/:id', { schema: getSchema }, getOne);

  for (const base of ['/albums', '/gallery']) {
    app.post(
      base,
      { schema: { tags, consumes: ['multipart/form-data'], body: FORM, response: { 201: okSchema(AlbumSchema) } }, validatorCompiler: multipartValidator },
      async (request, reply) => {
        const data = await withBody(await readMultipart(request, { coverImage: imageRule() }), service.create);
        return reply.code(201).send({ success: true as const, data });
      },
    );
    app.put(
      `${base}/:id`,
      { schema: { tags, consumes: ['multipart/form-data'], params: IdParamSchema, body: FORM, response: { 200: okSchema(AlbumSchema) } }, validatorCompiler: multipartValidator },
      async (request) => ({
        success: true as const,
        data: await withBody(await readMultipart(request, { coverImage: imageRule() }), (b) => service.update(request.params.id, b)),
      }),
    );
    app.delete(`${base}/:id`, { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => ({
      success: true as const,
      data: await service.remove(request.params.id),
    }));
  }

  for (const path of ['/albums/:id/photos', '/photos/albums/:id/photos']) {
    app.post(
      path,
      { schema: { tags, consumes: ['multipart/form-data'], params: IdParamSchema, body: PHOTOS_FORM, response: { 201: okSchema(z.array(PhotoSchema)) } }, validatorCompiler: multipartValidator },
      async (request, reply) => {
        const data = await withBody(await readMultipart(request, { photos: imageRule(MAX_PHOTOS_PER_UPLOAD) }), (b) => service.addPhotos(request.params.id, b));
        return reply.code(201).send({ success: true as const, data });
      },
    );
  }

  app.delete('/photos/:id', { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => ({
    success: true as const,
    data: await service.removePhoto(request.params.id),
  }));
};
