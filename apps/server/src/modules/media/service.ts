import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { PagingQuery } from '@academy/contract/common';
import { isVideoType, MEDIA_MESSAGES, MediaInputSchema, VIDEO_TYPES, type MediaItem } from '@academy/contract/media';
import { deleteStored, withImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MediaRepository } from './repository.ts';

export function createMediaService({ repo, storage }: { repo: MediaRepository; storage: Storage }) {
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
    async create(fields: Record<string, string>, files: { video?: TempFile; thumbnail?: TempFile }): Promise<MediaItem> {
      const input = parseOr400(MediaInputSchema, { ...fields, video_file: files.video });
      const videoFile = files.video ? await storeVideo(files.video) : null;
      try {
        return await withImage(storage, files.thumbnail?.path, 'thumbnails', async (thumbnail) => ({
          result: await repo.insert({ title: input.title, video_url: input.video_url, video_file: videoFile, thumbnail: thumbnail?.url ?? null }),
        }));
      } catch (err) {
        await deleteStored(storage, videoFile);
        throw err;
      }
    },

    async remove(id: number): Promise<{ id: number }> {
      const item = await repo.remove(id);
      if (!item) throw new HttpError(404, MEDIA_MESSAGES.deleteFailed);
      await Promise.all([deleteStored(storage, item.video_file), deleteStored(storage, item.thumbnail)]);
      return { id };
    },
  };
}
