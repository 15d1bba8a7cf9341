import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, PagingQuerySchema } from '@academy/contract/common';
import { isVideoType, MEDIA_MESSAGES, VIDEO_MIME_TYPES, VIDEO_TYPES, MediaInputSchema, type MediaItem } from '@academy/contract/media';
import { media } from '../../db/schema/media.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { deleteStored, storeImage } from '../../lib/image-store.ts';
import { imageRule, multipartValidator, readMultipart } from '../../lib/multipart.ts';
import { offsetOf, pagedResult } from '../../lib/paging.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { iso } from '../../lib/serialize.ts';
import { IdResultSchema, okSchema, pagedSchema } from '@academy/contract/common';
import { MediaItemSchema } from '@academy/contract/media';
import { imagePart, multipartForm } from '../../lib/openapi.ts';

const toItem = (r: typeof media.$inferSelect): MediaItem => ({
  id: r.id,
  title: r.title,
  video_file: r.videoFile,
  video_url: r.videoUrl,
  thumbnail: r.thumbnail,
  created_at: iso(r.createdAt),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['media'];
  const { db, storage } = app;

  app.get('/media', { config: { public: true }, schema: { tags, querystring: PagingQuerySchema, response: { 200: pagedSchema(MediaItemSchema) } } }, async (request) => {
    const q = request.query;
    const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(q.limit).offset(offsetOf(q));
    return pagedResult(rows.map(toItem), q, await countedRows(db, rowCountKey('media')));
  });

  app.post(
    '/media',
    {
      schema: { tags, consumes: ['multipart/form-data'], body: multipartForm({
        title: { kind: 'text', required: true, maxLength: 200 },
        video_url: { kind: 'text', maxLength: 2000, description: 'http(s) address of the video; required when no video_file is sent' },
        video_file: { kind: 'file', types: VIDEO_MIME_TYPES, maxBytes: app.config.videoMaxBytes, description: 'Required when no video_url is sent.' },
        thumbnail: imagePart(),
      }), response: { 201: okSchema(MediaItemSchema) } },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const body = await readMultipart(request, {
        video_file: { maxBytes: app.config.videoMaxBytes, tooLargeMessage: `The video must be smaller than ${Math.round(app.config.videoMaxBytes / 1024 / 1024)} MB`, maxCount: 1 },
        thumbnail: imageRule(),
      });
      const stored: string[] = [];
      try {
        const video = body.files.find((f) => f.field === 'video_file');
        const input = parseOr400(MediaInputSchema, { ...body.fields, video_file: video });
        let videoUrl: string | null = null;
        if (video) {
          const type = await fileTypeFromFile(video.path);
          const ext = type && isVideoType(type.mime) ? VIDEO_TYPES[type.mime] : undefined;
          if (!type || !ext) throw new HttpError(415, MEDIA_MESSAGES.notVideo, { video_file: MEDIA_MESSAGES.notVideo });
          const key = `videos/${randomUUID()}.${ext}`;
          await storage.put(key, fs.createReadStream(video.path), type.mime);
          videoUrl = storage.url(key);
          stored.push(videoUrl);
        }
        const thumbFile = body.files.find((f) => f.field === 'thumbnail');
        const thumb = thumbFile ? await storeImage(storage, thumbFile.path, 'thumbnails') : undefined;
        if (thumb) stored.push(thumb.url);
        const [row] = await db.insert(media).values({ title: input.title, videoUrl: input.video_url, videoFile: videoUrl, thumbnail: thumb?.url ?? null }).returning();
        stored.length = 0;
        return reply.code(201).send({ success: true as const, data: toItem(row!) });
      } finally {
        await Promise.all(stored.map((url) => deleteStored(storage, url)));
        await body.cleanup();
      }
    },
  );

  app.delete('/media/:id', { schema: { tags, params: IdParamSchema, response: { 200: IdResultSchema } } }, async (request) => {
    const [row] = await db.delete(media).where(eq(media.id, request.params.id)).returning();
    if (!row) throw new HttpError(404, MEDIA_MESSAGES.deleteFailed);
    await Promise.all([deleteStored(storage, row.videoFile), deleteStored(storage, row.thumbnail)]);
    return { success: true as const, data: { id: row.id } };
  });
};
