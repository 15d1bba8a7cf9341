import type { FastifyRequest } from 'fastify';
import { ALBUM_MESSAGES, AlbumInputSchema, PhotoUploadInputSchema, type Album, type Photo } from '@academy/contract/album';
import type { PagingQuery } from '@academy/contract/common';
import { deleteStored, storeImage, withImage, type StoredImage } from '../../images/store.ts';
import { sentFields, storedFields } from '../../lib/columns.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import { createAlbumRepository } from './repository.ts';

const notFound = () => new HttpError(404, ALBUM_MESSAGES.notFound);

const coverColumns = (image: StoredImage | undefined) => (image ? { coverImage: image.url, cover_width: image.width, cover_height: image.height } : {});

export function createAlbumService({ db, storage, change }: Pick<ModuleDeps, 'db' | 'storage' | 'change'>) {
  const repo = createAlbumRepository(db);
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
    async create(by: FastifyRequest, fields: Record<string, string>, cover: TempFile | undefined): Promise<Album> {
      const input = parseOr400(AlbumInputSchema, fields);
      return withImage(storage, cover?.path, 'images', async (image) => {
        const id = await change(by, async (c) => {
          const created = await createAlbumRepository(c.tx).insert({ ...storedFields(input, ['created_by']), created_by: by.user!.id, ...coverColumns(image) });
          await c.audit({ action: 'content.publish', record: { type: 'album', id: created }, summary: 'Album created' });
          return created;
        });
        return { result: await read(id) };
      });
    },

    /** Absent fields keep their values (an empty caption clears it); a new cover replaces the old one. */
    async update(by: Actor, id: number, fields: Record<string, string>, cover: TempFile | undefined): Promise<Album> {
      const existing = await read(id);
      const input = parseOr400(AlbumInputSchema, fields);
      return withImage(storage, cover?.path, 'images', async (image) => {
        const updated = await change(by, (c) =>
          createAlbumRepository(c.tx).update(id, { ...sentFields(input, fields, ['created_by']), ...coverColumns(image) }),
        );
        if (!updated) throw notFound();
        return { result: await read(id), replaced: existing.coverImage };
      });
    },

    async remove(by: Actor, id: number): Promise<{ id: number }> {
      const files = await change(by, async (c) => {
        const albums = createAlbumRepository(c.tx);
        const photos = await albums.photosOf(id);
        const album = await albums.remove(id);
        if (!album) throw notFound();
        await c.audit({ action: 'content.delete', record: { type: 'album', id }, summary: 'Album deleted with its photos' });
        return [album.coverImage, ...photos.map((p) => p.url)];
      });
      await Promise.all(files.map((url) => deleteStored(storage, url)));
      return { id };
    },

    /** All or nothing: one bad file in a batch leaves none of the batch behind. */
    async addPhotos(by: Actor, albumId: number, fields: Record<string, string>, files: TempFile[]): Promise<Photo[]> {
      if (!(await repo.exists(albumId))) throw notFound();
      const input = parseOr400(PhotoUploadInputSchema, fields);
      if (files.length === 0) throw new HttpError(400, ALBUM_MESSAGES.uploadFailed, { photos: ALBUM_MESSAGES.uploadFailed });
      const stored: (StoredImage & { filename: string })[] = [];
      try {
        for (const f of files) stored.push({ ...(await storeImage(storage, f.path, 'images')), filename: f.filename.slice(0, 255) });
        return await change(by, async (c) => {
          const photos = await createAlbumRepository(c.tx).insertPhotos(
            stored.map((s) => ({ ...storedFields(input), album_id: albumId, url: s.url, filename: s.filename, width: s.width, height: s.height })),
          );
          await c.audit({
            action: 'content.publish',
            record: { type: 'album', id: albumId },
            summary: `${photos.length} photo${photos.length === 1 ? '' : 's'} added`,
          });
          return photos;
        });
      } catch (err) {
        await Promise.all(stored.map((s) => deleteStored(storage, s.url)));
        throw err;
      }
    },

    async removePhoto(by: Actor, id: number): Promise<{ id: number }> {
      const photo = await change(by, async (c) => {
        const row = await createAlbumRepository(c.tx).removePhoto(id);
        if (row) await c.audit({ action: 'content.delete', record: { type: 'photo', id }, summary: 'Photo deleted' });
        return row;
      });
      if (!photo) throw new HttpError(404, ALBUM_MESSAGES.photoDeleteFailed);
      await deleteStored(storage, photo.url);
      return { id };
    },
  };
}
