import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PhotoReviewInputSchema,
  PhotoReviewResultSchema,
  AlbumCoverInputSchema,
  AlbumInputSchema,
  AlbumSchema,
  MAX_PHOTOS_PER_UPLOAD,
  PhotoCaptionInputSchema,
  PhotoOrderInputSchema,
  PhotoSchema,
  PhotoSubjectCandidatesQuerySchema,
  PhotoSubjectCandidateSchema,
  PhotoSubjectSchema,
  PhotoSubjectsInputSchema,
  PhotoUploadInputSchema,
} from '@academy/contract/album';
import { IdParamSchema, IdResultSchema, okSchema, PagingQuerySchema, pagedSchema } from '@academy/contract/common';
import { moduleDeps } from '../../lib/module-deps.ts';
import { fileOf, imageRule, multipartValidator, withMultipart } from '../../lib/multipart.ts';
import { imagePart, multipartFormOf } from '../../lib/openapi.ts';
import { pagedResult } from '../../lib/paging.ts';
import { createAlbumService } from './service.ts';
import { createPhotoSubjectService } from './subjects.ts';

/** The forms are the contract's input schemas (decision 026); these are the words their types cannot say. */
const FORM = multipartFormOf(AlbumInputSchema, {
  files: { coverImage: imagePart({ description: 'Album cover' }) },
  describe: {
    caption: 'Absent keeps the caption on update; empty clears it',
    created_by: 'Accepted because the album form sends it, and ignored: the album records the signed-in account that created it',
  },
});
const PHOTOS_FORM = multipartFormOf(PhotoUploadInputSchema, {
  files: { photos: imagePart({ required: true, maxCount: MAX_PHOTOS_PER_UPLOAD, description: 'Repeat the part once per photo' }) },
  describe: { caption: 'Caption of every photo of this upload' },
});
const COVER_FILES = { coverImage: imageRule() };
const PHOTO_FILES = { photos: imageRule(MAX_PHOTOS_PER_UPLOAD) };

/** The OpenAPI words of an operation; a second path of the same handler names the operation it repeats. */
const doc = (summary: string, operationId: string, aliasOf?: string) =>
  aliasOf ? { summary, operationId, description: `Alias of ${aliasOf} (same table, same answer).` } : { summary, operationId };

/** Albums are also "the gallery": /api/gallery and /api/public/albums are public views of the same table. */
export const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAlbumService(moduleDeps(app), app.photoFiles.signer);
  const subjects = createPhotoSubjectService(moduleDeps(app));
  const tags = ['albums'];

  const reads = [
    { base: '/albums', isPublic: false, list: 'listAlbums', get: 'getAlbum' },
    { base: '/public/albums', isPublic: true, list: 'listPublicAlbums', get: 'getPublicAlbum' },
    { base: '/gallery', isPublic: true, list: 'listGallery', get: 'getGalleryAlbum' },
  ] as const;
  for (const { base, isPublic, list, get } of reads) {
    const alias = base !== '/albums';
    app.get(
      base,
      {
        config: isPublic ? { public: true } : { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('List the albums, newest first, with their photo count and first photo.', list, alias ? 'listAlbums' : undefined),
          querystring: PagingQuerySchema,
          response: { 200: pagedSchema(AlbumSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await service.list(request.query, { publicOnly: isPublic });
        return pagedResult(rows, request.query, total);
      },
    );
    app.get(
      `${base}/:id`,
      {
        config: isPublic ? { public: true } : { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('Read one album with its photos.', get, alias ? 'getAlbum' : undefined),
          params: IdParamSchema,
          response: { 200: okSchema(AlbumSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await service.get(request.params.id, { publicOnly: isPublic }) }),
    );
  }

  const writes = [
    { base: '/albums', create: 'createAlbum', update: 'updateAlbum', remove: 'deleteAlbum' },
    { base: '/gallery', create: 'createGalleryAlbum', update: 'updateGalleryAlbum', remove: 'deleteGalleryAlbum' },
  ] as const;
  for (const { base, create, update, remove } of writes) {
    const alias = base !== '/albums';
    app.post(
      base,
      {
        config: { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('Create an album, with an optional cover image.', create, alias ? 'createAlbum' : undefined),
          consumes: ['multipart/form-data'],
          body: FORM,
          response: { 201: okSchema(AlbumSchema) },
        },
        validatorCompiler: multipartValidator,
      },
      async (request, reply) => {
        const data = await withMultipart(request, COVER_FILES, (body) => service.create(request, body.fields, fileOf(body, 'coverImage')));
        return reply.code(201).send({ success: true as const, data });
      },
    );
    app.put(
      `${base}/:id`,
      {
        config: { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('Change an album; a new cover replaces the old one.', update, alias ? 'updateAlbum' : undefined),
          consumes: ['multipart/form-data'],
          params: IdParamSchema,
          body: FORM,
          response: { 200: okSchema(AlbumSchema) },
        },
        validatorCompiler: multipartValidator,
      },
      async (request) => ({
        success: true as const,
        data: await withMultipart(request, COVER_FILES, (body) => service.update(request, request.params.id, body.fields, fileOf(body, 'coverImage'))),
      }),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('Delete an album with its photos and their files.', remove, alias ? 'deleteAlbum' : undefined),
          params: IdParamSchema,
          response: { 200: IdResultSchema },
        },
      },
      async (request) => ({ success: true as const, data: await service.remove(request, request.params.id) }),
    );
  }

  const uploads = [
    { path: '/albums/:id/photos', operationId: 'addAlbumPhotos' },
    { path: '/photos/albums/:id/photos', operationId: 'addPhotosToAlbum' },
  ] as const;
  for (const { path, operationId } of uploads) {
    app.post(
      path,
      {
        config: { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('Upload photos into an album: all of them are stored, or none.', operationId, operationId === 'addAlbumPhotos' ? undefined : 'addAlbumPhotos'),
          consumes: ['multipart/form-data'],
          params: IdParamSchema,
          body: PHOTOS_FORM,
          response: { 201: okSchema(z.array(PhotoSchema)) },
        },
        validatorCompiler: multipartValidator,
      },
      async (request, reply) => {
        const data = await withMultipart(request, PHOTO_FILES, (body) =>
          service.addPhotos(
            request,
            request.params.id,
            body.fields,
            body.files.filter((f) => f.field === 'photos'),
          ),
        );
        return reply.code(201).send({ success: true as const, data });
      },
    );
  }

  app.put(
    '/photos/:id',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc("Change one photo's caption.", 'updatePhoto'),
        params: IdParamSchema,
        body: PhotoCaptionInputSchema,
        response: { 200: okSchema(PhotoSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.setCaption(request, request.params.id, request.body.caption) }),
  );
  app.put(
    '/albums/:id/photos/order',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc('Arrange the album: every photo id of the album, in the order to show them (409 when the album changed meanwhile).', 'orderAlbumPhotos'),
        params: IdParamSchema,
        body: PhotoOrderInputSchema,
        response: { 200: okSchema(AlbumSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.setOrder(request, request.params.id, request.body.photo_ids) }),
  );
  app.post(
    '/albums/:id/photos/review',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc(
          'Mark photos of the album reviewed ("no children in it, or all of them tagged"): an upload is public only once reviewed, and while every tagged child has website consent.',
          'reviewAlbumPhotos',
        ),
        params: IdParamSchema,
        body: PhotoReviewInputSchema,
        response: { 200: okSchema(PhotoReviewResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.review(request, request.params.id, request.body.photo_ids) }),
  );
  app.put(
    '/albums/:id/cover',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc("Make one of the album's photos its cover.", 'setAlbumCover'),
        params: IdParamSchema,
        body: AlbumCoverInputSchema,
        response: { 200: okSchema(AlbumSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.setCover(request, request.params.id, request.body.photo_id) }),
  );

  app.delete(
    '/photos/:id',
    {
      config: { roles: ['admin', 'editor'] },
      schema: { tags, ...doc('Delete one photo and its files.', 'deletePhoto'), params: IdParamSchema, response: { 200: IdResultSchema } },
    },
    async (request) => ({ success: true as const, data: await service.removePhoto(request, request.params.id) }),
  );

  // Children tagged in a photo (decision 051): who edits albums tags them; coaches never.
  app.get(
    '/photos/:id/subjects',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc('The children tagged in a photo, with their photo consent.', 'getPhotoSubjects'),
        params: IdParamSchema,
        response: { 200: okSchema(z.array(PhotoSubjectSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await subjects.get(request.params.id) }),
  );
  app.put(
    '/photos/:id/subjects',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc(
          'Tag the children shown in a photo (the whole list; empty removes every tag). A child without photo consent hides the photo from visitors.',
          'setPhotoSubjects',
        ),
        params: IdParamSchema,
        body: PhotoSubjectsInputSchema,
        response: { 200: okSchema(z.array(PhotoSubjectSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await subjects.set(request, request.params.id, request.body.registration_ids) }),
  );
  app.get(
    '/photo-subjects/candidates',
    {
      config: { roles: ['admin', 'editor'] },
      schema: {
        tags,
        ...doc(
          'Children an editor may tag whose name contains q: enrolled in a squad or with an open application (no q: none). An editor gets the name and squad; an administrator also age and consent (decision 061).',
          'listPhotoSubjectCandidates',
        ),
        querystring: PhotoSubjectCandidatesQuerySchema,
        response: { 200: okSchema(z.array(PhotoSubjectCandidateSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await subjects.candidates(request, request.query.q) }),
  );
};
