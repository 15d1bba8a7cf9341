import { ALBUM_CREATOR_ID, ALBUM_MESSAGES, AlbumInputSchema, type Album, type Photo } from '@academy/contract/album';
import type { Storage } from '../../storage/storage.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { deleteStored, storeImage, type StoredImage } from '../../lib/image-store.ts';
import type { MultipartBody } from '../../lib/multipart.ts';
import type { AlbumRepository } from './repository.ts';

const notFound = () => new HttpError(404, ALBUM_MESSAGES.notFound);

export function createAlbumService(repo: AlbumRepository, storage: Storage) {
  const cover = (body: MultipartBody) => {
    const file = body.files.find((f) => f.field === 'coverImage');
    return file ? storeImage(storage, file.path, 'images') : undefined;
  };

  return {
    async create(body: MultipartBody): Promise<Album> {
      const input = parseOr400(AlbumInputSchema, body.fields);
      const image = await cover(body);
      try {
        const id = await repo.insert({
          name: input.name,
          caption: input.caption,
          createdBy: input.created_by ?? ALBUM_CREATOR_ID,
          coverImage: image?.url ?? null,
          coverWidth: image?.width ?? null,
          coverHeight: image?.height ?? null,
        });
        return (await repo.get(id, false))!;
      } catch (err) {
        await deleteStored(storage, image?.url);
        throw err;
      }
    },

    async update(id: number, body: MultipartBody): Promise<Album> {
      const existing = await repo.raw(id);
      if (!existing) throw notFound();
      const input = parseOr400(AlbumInputSchema, body.fields);
      const image = await cover(body);
      let updated: number | undefined;
      try {
        updated = await repo.update(id, {
          name: input.name,
          // Absent caption keeps the old one; an empty one clears it.
          ...('caption' in body.fields ? { caption: input.caption } : {}),
          ...(image ? { coverImage: image.url, coverWidth: image.width, coverHeight: image.height } : {}),
        });
      } catch (err) {
        await deleteStored(storage, image?.url);
        throw err;
      }
      if (!updated) {
        await deleteStored(storage, image?.url);
        throw notFound();
      }
      if (image) await deleteStored(storage, existing.coverImage);
      return (await repo.get(id, false))!;
    },

    async remove(id: number) {
      const photos = await repo.photosOf(id);
      const row = await repo.remove(id);
      if (!row) throw notFound();
      await Promise.all([row.coverImage, ...photos.map((p) => p.url)].map((url) => deleteStored(storage, url)));
      return { id };
    },

    async addPhotos(albumId: number, body: MultipartBody): Promise<Photo[]> {
      if (!(await repo.raw(albumId))) throw notFound();
      const files = body.files.filter((f) => f.field === 'photos');
      if (files.length === 0) throw new HttpError(400, ALBUM_MESSAGES.uploadFailed, { photos: ALBUM_MESSAGES.uploadFailed });
      const stored: (StoredImage & { filename: string })[] = [];
      try {
        for (const f of files) stored.push({ ...(await storeImage(storage, f.path, 'images')), filename: f.filename.slice(0, 255) });
        const caption = body.fields.caption?.trim() || null;
        return await repo.insertPhotos(
          stored.map((s) => ({ albumId, url: s.url, filename: s.filename, caption, width: s.width, height: s.height })),
        );
      } catch (err) {
        // All or nothing: one bad file in a batch leaves none of the batch behind.
        await Promise.all(stored.map((s) => deleteStored(storage, s.url)));
        throw err;
      }
    },

    async removePhoto(id: number) {
      const row = await repo.removePhoto(id);
      if (!row) throw new HttpError(404, ALBUM_MESSAGES.photoDeleteFailed);
      await deleteStored(storage, row.url);
      return { id };
    },
  };
}
