import { ALBUM_MESSAGES, AlbumInputSchema, type Album, type Photo } from '@academy/contract/album';
import type { PagingQuery } from '@academy/contract/common';
import { deleteStored, storeImage, withImage, type StoredImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { Storage } from '../../storage/storage.ts';
import type { AlbumRepository } from './repository.ts';

const notFound = () => new HttpError(404, ALBUM_MESSAGES.notFound);

const coverColumns = (image: StoredImage | undefined) => (image ? { coverImage: image.url, cover_width: image.width, cover_height: image.height } : {});

export function createAlbumService({ repo, storage }: { repo: AlbumRepository; storage: Storage }) {
  /** Reads back what was written: the answer carries the photo count and first photo. */
  const read = async (id: number): Promise<Album> => {
    const album = await repo.get(id, { withPhotos: false });
    if (!album) throw notFound();
    return album;
  };

  return {
    list: (q: PagingQuery) => repo.list({ offset: offsetOf(q), limit: q.limit }),

    async get(id: number): Promise<Album> {
      const album = await repo.get(id, { withPhotos: true });
      if (!album) throw notFound();
      return album;
    },

    /** `created_by` is the account that creates the album, never the form's field (an editor could name anyone). */
    async create(fields: Record<string, string>, cover: TempFile | undefined, creatorId: number): Promise<Album> {
      const input = parseOr400(AlbumInputSchema, fields);
      return withImage(storage, cover?.path, 'images', async (image) => {
        const id = await repo.insert({ name: input.name, caption: input.caption, created_by: creatorId, ...coverColumns(image) });
        return { result: await read(id) };
      });
    },

    /** Absent caption keeps the old one, an empty one clears it; a new cover replaces the old one. */
    async update(id: number, fields: Record<string, string>, cover: TempFile | undefined): Promise<Album> {
      const existing = await read(id);
      const input = parseOr400(AlbumInputSchema, fields);
      return withImage(storage, cover?.path, 'images', async (image) => {
        const updated = await repo.update(id, { name: input.name, ...('caption' in fields ? { caption: input.caption } : {}), ...coverColumns(image) });
        if (!updated) throw notFound();
        return { result: await read(id), replaced: existing.coverImage };
      });
    },

    async remove(id: number): Promise<{ id: number }> {
      const photos = await repo.photosOf(id);
      const album = await repo.remove(id);
      if (!album) throw notFound();
      await Promise.all([album.coverImage, ...photos.map((p) => p.url)].map((url) => deleteStored(storage, url)));
      return { id };
    },

    /** All or nothing: one bad file in a batch leaves none of the batch behind. */
    async addPhotos(albumId: number, fields: Record<string, string>, files: TempFile[]): Promise<Photo[]> {
      if (!(await repo.exists(albumId))) throw notFound();
      if (files.length === 0) throw new HttpError(400, ALBUM_MESSAGES.uploadFailed, { photos: ALBUM_MESSAGES.uploadFailed });
      const stored: (StoredImage & { filename: string })[] = [];
      try {
        for (const f of files) stored.push({ ...(await storeImage(storage, f.path, 'images')), filename: f.filename.slice(0, 255) });
        const caption = fields.caption?.trim() || null;
        return await repo.insertPhotos(stored.map((s) => ({ album_id: albumId, url: s.url, filename: s.filename, caption, width: s.width, height: s.height })));
      } catch (err) {
        await Promise.all(stored.map((s) => deleteStored(storage, s.url)));
        throw err;
      }
    },

    async removePhoto(id: number): Promise<{ id: number }> {
      const photo = await repo.removePhoto(id);
      if (!photo) throw new HttpError(404, ALBUM_MESSAGES.photoDeleteFailed);
      await deleteStored(storage, photo.url);
      return { id };
    },
  };
}
