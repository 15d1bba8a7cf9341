import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import { PostSummarySchema } from '@academy/contract/post';
import { TAG_MESSAGES, TagChangeResultSchema, TagCountSchema, TagDeleteResultSchema, TagRenameSchema, TagSlugParamSchema } from '@academy/contract/tag';
import { HttpError } from '../../lib/http-error.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createPostService } from './service.ts';
import { createTagService } from './tag-service.ts';
import { listTags } from './tags.ts';

/**
 * Tags and related posts (decision 047): public reads, kept by the public cache like every public
 * answer and emptied by any post write. Visitors see tags of published posts only; signed-in
 * editors see every tag in use (the editor's suggestions).
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const posts = createPostService(moduleDeps(app));
  const tagCare = createTagService(moduleDeps(app));

  app.get(
    '/tags',
    {
      config: { public: true },
      schema: {
        tags: ['posts'],
        summary: 'Tags in use with how many posts carry them, most used first; visitors see tags of published posts only.',
        operationId: 'listTags',
        response: { 200: okSchema(z.array(TagCountSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listTags(db, { publishedOnly: !request.user }) }),
  );

  app.get(
    '/tags/:slug',
    {
      config: { public: true },
      schema: {
        tags: ['posts'],
        summary: "One tag's name and count by its slug (its page, /news/tag/{slug}); 404 when no post a visitor may read has it.",
        operationId: 'getTag',
        params: TagSlugParamSchema,
        response: { 200: okSchema(TagCountSchema) },
      },
    },
    async (request) => {
      const [tag] = await listTags(db, { publishedOnly: !request.user, slug: request.params.slug });
      if (!tag) throw new HttpError(404, TAG_MESSAGES.notFound);
      return { success: true as const, data: tag };
    },
  );

  app.get(
    '/posts/:id/related',
    {
      config: { public: true },
      schema: {
        tags: ['posts'],
        summary: 'Up to 3 published posts related to a post: sharing most tags first, then newest, then the title-word or 7-day rule.',
        operationId: 'listRelatedPosts',
        params: IdParamSchema,
        response: { 200: okSchema(z.array(PostSummarySchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await posts.related(request.params.id, { drafts: !!request.user }) }),
  );

  app.put(
    '/tags/:slug',
    {
      config: { roles: ['admin', 'editor'], errors: [404 as const] },
      schema: {
        tags: ['posts'],
        summary:
          "Renames a tag (decision 053); a name whose slug another tag has merges this tag into that one. Audited; the tag's page moves to the new slug.",
        operationId: 'renameTag',
        params: TagSlugParamSchema,
        body: TagRenameSchema,
        response: { 200: okSchema(TagChangeResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await tagCare.rename(request, request.params.slug, request.body.name) }),
  );

  app.delete(
    '/tags/:slug',
    {
      config: { roles: ['admin', 'editor'], errors: [404 as const] },
      schema: {
        tags: ['posts'],
        summary: 'Deletes a tag from every post (the posts stay); its page answers 404. Audited.',
        operationId: 'deleteTag',
        params: TagSlugParamSchema,
        response: { 200: okSchema(TagDeleteResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await tagCare.remove(request, request.params.slug) }),
  );
};
