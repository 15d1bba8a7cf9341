import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { PagingQuery } from '@academy/contract/common';
import { isVideoType, MEDIA_MESSAGES, MediaInputSchema, MediaUpdateSchema, VIDEO_TYPES, type MediaItem } from '@academy/contract/media';
import { deleteStored, withImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { storedFields } from '../../lib/columns.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import { createMediaRepository } from './repository.ts';

export function createMediaService({ db, storage, change }: Pick<ModuleDeps, 'db' | 'storage' | 'change'>) {
  const repo = createMediaRepository(db);
  /** Stored as uploaded, under the extension of the type its bytes show (never its name's). */
  async function storeVideo(file: TempFile): Promise<string> {
    const type = await fileTypeFromFile(file.path);
    const ext = type && isVideoType(type.mime) ? VIDEO_TYPES[type.mime] : undefined;
    if (!type || !ext) throw new HttpError(415, MEDIA_MESSAGES.notVideo, { video_file: MEDIA_MESSAGES.notVideo });
    const key = `videos/${randomUUID()}.${ext}`;
    await storage.put(key, fs.createReadStream(file.path), type.mime);
    return storage.url(key);
  }

  return {
    list: (q: PagingQuery) => repo.list({ offset: offsetOf(q), limit: q.limit }),

    /** A video is a stored file or an outside URL (the contract's rule); nothing stays stored when any step fails. */
    async create(by: Actor, fields: Record<string, string>, files: { video?: TempFile; thumbnail?: TempFile }): Promise<MediaItem> {
      const input = parseOr400(MediaInputSchema, { ...fields, video_file: files.video });
      const videoFile = files.video ? await storeVideo(files.video) : null;
      try {
        return await withImage(storage, files.thumbnail?.path, 'thumbnails', async (thumbnail) => ({
          result: await change(by, async (c) => {
            const item = await createMediaRepository(c.tx).insert({
              ...storedFields(input, ['video_file']),
              video_file: videoFile,
              thumbnail: thumbnail?.url ?? null,
            });
            await c.audit({ action: 'content.publish', record: { type: 'media', id: item.id }, summary: 'Video added' });
            return item;
          }),
        }));
      } catch (err) {
        await deleteStored(storage, videoFile);
        throw err;
      }
    },

    /** A new title, and a new thumbnail that replaces the old one (its file deleted once the row points at the new). */
    async update(by: Actor, id: number, fields: Record<string, string>, thumbnailFile: TempFile | undefined): Promise<MediaItem> {
      const input = parseOr400(MediaUpdateSchema, fields);
      const before = await repo.get(id);
      if (!before) throw new HttpError(404, MEDIA_MESSAGES.notFound);
      return withImage(storage, thumbnailFile?.path, 'thumbnails', async (thumbnail) => {
        const item = await change(by, async (c) => {
          const row = await createMediaRepository(c.tx).update(id, { title: input.title, ...(thumbnail ? { thumbnail: thumbnail.url } : {}) });
          if (!row) throw new HttpError(404, MEDIA_MESSAGES.notFound);
          await c.audit({
            action: 'content.publish',
            record: { type: 'media', id },
            summary: thumbnail ? 'Video title and thumbnail changed' : 'Video title changed',
          });
          return row;
        });
        return { result: item, replaced: thumbnail ? before.thumbnail : null };
      });
    },

    async remove(by: Actor, id: number): Promise<{ id: number }> {
      const item = await change(by, async (c) => {
        const row = await createMediaRepository(c.tx).remove(id);
        if (row) await c.audit({ action: 'content.delete', record: { type: 'media', id }, summary: 'Video deleted' });
        return row;
      });
      if (!item) throw new HttpError(404, MEDIA_MESSAGES.deleteFailed);
      await Promise.all([deleteStored(storage, item.video_file), deleteStored(storage, item.thumbnail)]);
      return { id };
    },
  };
}
