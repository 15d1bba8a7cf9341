import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, IdResultSchema, okSchema, PagingQuerySchema, pagedSchema } from '@academy/contract/common';
import { z } from 'zod';
import { NewsQuerySchema, POST_STATUSES, PostFieldsSchema, PostImageSchema, PostSchema, PostSummarySchema, PublishPostSchema } from '@academy/contract/post';
import { IMAGE_MESSAGES } from '@academy/contract/common';
import { moduleDeps } from '../../lib/module-deps.ts';
import { fileOf, imageRule, multipartValidator, withMultipart } from '../../lib/multipart.ts';
import { imagePart, multipartForm, multipartFormOf } from '../../lib/openapi.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pagedResult } from '../../lib/paging.ts';
import { createBodyWorker } from './body-worker.ts';
import { createPostService } from './service.ts';

/** The form is the contract's post fields (decision 026); these are the words their types cannot say. */
const FORM = multipartFormOf(PostFieldsSchema, {
  files: { cover_image: imagePart() },
  describe: {
    content: 'HTML from the editor; sanitized on the server',
    published: 'Defaults to "true" on create; absent keeps the state on update (status wins when both are sent)',
    status: 'draft, scheduled or published; absent: published decides (on create: published)',
    publish_at: 'ISO date-time with offset: when a scheduled post goes public (required for scheduled, in the future)',
    tags: 'JSON list of tag names in order, e.g. ["Match report","U12"] (at most 10, each at most 40 characters); absent on update keeps the tags',
    custom_excerpt: 'At most 300 characters shown in lists and the feed instead of the start of the post; empty clears it',
    created_at: "ISO date-time with offset: a published post's date on the site and in lists (not in the future); ignored for drafts and scheduled posts",
  },
});
const FILES = { cover_image: imageRule() };
const IMAGE_FORM = multipartForm({ image: imagePart({ required: true, description: 'One picture for the body: JPEG, PNG or WebP' }) });
const IMAGE_FILES = { image: imageRule() };
/** Uploads of body pictures per address and window: a long match report has a few dozen, a script has thousands. */
const IMAGE_UPLOADS_PER_WINDOW = 120;

/** Each operation under /posts, its twin under /news, and what it does. */
const OPERATIONS = {
  list: { posts: 'listPosts', news: 'listNews', summary: 'List posts, newest first; visitors see published posts only.' },
  get: { posts: 'getPost', news: 'getNews', summary: 'Read one post with its HTML; a draft is unknown to visitors.' },
  create: { posts: 'createPost', news: 'createNews', summary: 'Write a post, with an optional cover image.' },
  update: { posts: 'updatePost', news: 'updateNews', summary: 'Change a post; a new cover replaces the old one.' },
  publish: { posts: 'publishPost', news: 'publishNews', summary: 'Publish a post, or take it back with published: false.' },
  remove: { posts: 'deletePost', news: 'deleteNews', summary: 'Delete a post and its cover image.' },
} as const;

type Family = 'posts' | 'news';

const doc = (op: keyof typeof OPERATIONS, family: Family) => {
  const { summary, posts, news } = OPERATIONS[op];
  return family === 'posts' ? { summary, operationId: posts } : { summary, operationId: news, description: `Alias of ${posts} (same table, same answer).` };
};

/** Posts and news are one table; both URL families are registered on the same handlers. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = createBodyWorker();
  app.addHook('onReady', () => bodies.warm());
  app.addHook('onClose', () => bodies.close());
  const service = createPostService(moduleDeps(app), bodies);

  // Pictures in a post's body are files (decision 044): the editor uploads each and inserts its `src`.
  app.post(
    '/posts/images',
    {
      config: { roles: ['admin', 'editor'], rateLimit: { max: IMAGE_UPLOADS_PER_WINDOW, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags: ['posts'],
        summary:
          "Upload a picture for a post's body: stored as WebP in several widths; the editor inserts `src`, the server writes the rest onto the stored <img>.",
        operationId: 'uploadPostImage',
        consumes: ['multipart/form-data'],
        body: IMAGE_FORM,
        response: { 201: okSchema(PostImageSchema) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const data = await withMultipart(request, IMAGE_FILES, (body) => {
        const file = fileOf(body, 'image');
        if (!file) throw new HttpError(400, IMAGE_MESSAGES.invalidType, { image: IMAGE_MESSAGES.invalidType });
        return service.uploadImage(request, file);
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  for (const family of ['posts', 'news'] as const) {
    const base = `/${family}`;
    const tags = [family];

    app.get(
      base,
      {
        config: { public: true },
        schema: {
          tags,
          ...doc('list', family),
          querystring: PagingQuerySchema.extend(NewsQuerySchema.shape).extend({
            status: z.enum(POST_STATUSES).optional().meta({ description: 'Signed-in editors: only posts in this state' }),
          }),
          response: { 200: pagedSchema(PostSummarySchema) },
        },
      },
      async (request) => {
        const { rows, total } = await service.list(request.query, { drafts: !!request.user });
        return pagedResult(rows, request.query, total);
      },
    );

    app.get(
      `${base}/:id`,
      { config: { public: true }, schema: { tags, ...doc('get', family), params: IdParamSchema, response: { 200: okSchema(PostSchema) } } },
      async (request) => ({ success: true as const, data: await service.get(request.params.id, { drafts: !!request.user }) }),
    );

    app.post(
      base,
      {
        config: { roles: ['admin', 'editor'] },
        schema: { tags, ...doc('create', family), consumes: ['multipart/form-data'], body: FORM, response: { 201: okSchema(PostSchema) } },
        validatorCompiler: multipartValidator,
      },
      async (request, reply) => {
        const data = await withMultipart(request, FILES, (body) => service.create(request, body.fields, fileOf(body, 'cover_image')));
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { roles: ['admin', 'editor'] },
        schema: {
          tags,
          ...doc('update', family),
          consumes: ['multipart/form-data'],
          params: IdParamSchema,
          body: FORM,
          response: { 200: okSchema(PostSchema) },
        },
        validatorCompiler: multipartValidator,
      },
      async (request) => ({
        success: true as const,
        data: await withMultipart(request, FILES, (body) => service.update(request, request.params.id, body.fields, fileOf(body, 'cover_image'))),
      }),
    );

    app.put(
      `${base}/:id/publish`,
      {
        config: { roles: ['admin', 'editor'] },
        schema: { tags, ...doc('publish', family), params: IdParamSchema, body: PublishPostSchema, response: { 200: okSchema(PostSchema) } },
      },
      async (request) => ({ success: true as const, data: await service.publish(request, request.params.id, request.body?.published ?? true) }),
    );

    app.delete(
      `${base}/:id`,
      { config: { roles: ['admin', 'editor'] }, schema: { tags, ...doc('remove', family), params: IdParamSchema, response: { 200: IdResultSchema } } },
      async (request) => ({ success: true as const, data: await service.remove(request, request.params.id) }),
    );
  }
};
