import type { FastifyRequest } from 'fastify';
import { ALBUM_MESSAGES, AlbumInputSchema, PhotoUploadInputSchema, type Album, type Photo } from '@academy/contract/album';
import type { PagingQuery } from '@academy/contract/common';
import { deleteStored, storeImage, withImage, type StoredImage } from '../../images/store.ts';
import { sentFields, storedFields } from '../../lib/columns.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { PhotoFileSigner } from './photo-files.ts';
import { createAlbumRepository, type AlbumView } from './repository.ts';
import { createPhotoSubjectRepository } from './subjects.ts';

const notFound = () => new HttpError(404, ALBUM_MESSAGES.notFound);

const coverColumns = (image: StoredImage | undefined) => (image ? { coverImage: image.url, cover_width: image.width, cover_height: image.height } : {});

export function createAlbumService({ db, storage, change }: Pick<ModuleDeps, 'db' | 'storage' | 'change'>, signer?: PhotoFileSigner) {
  const repo = createAlbumRepository(db);
  const subjects = createPhotoSubjectRepository(db);
  /** Reads back what was written: the answer carries the photo count and first photo. */
  /** Staff's album cards: a card picture that is a hidden photo gets a signed address an <img> can load (decision 051). */
  const withCardViews = async (rows: Album[]): Promise<Album[]> => {
    if (!signer) return rows;
    const cards = rows.map((a) => a.coverImage ?? a.firstPhoto).filter((u): u is string => Boolean(u));
    const hidden = await repo.hiddenAmong(cards);
    return rows.map((a) => {
      const card = a.coverImage ?? a.firstPhoto;
      return card && hidden.has(card) ? { ...a, cover_view_url: signer.url(card) } : a;
    });
  };
  const read = async (id: number): Promise<Album> => {
    const album = await repo.get(id, { withPhotos: false });
    if (!album) throw notFound();
    return album;
  };

  return {
    /** Visitors' lists count and show only the photos they may see (decision 051); staff's cards load a hidden one by its signed address. */
    async list(q: PagingQuery, view: AlbumView = { publicOnly: false }) {
      const page = await repo.list({ offset: offsetOf(q), limit: q.limit, ...view });
      return view.publicOnly ? page : { ...page, rows: await withCardViews(page.rows) };
    },

    /**
     * Visitors get the public photos, each with the names its families let it show; staff get every
     * photo with the children tagged in it, and a hidden photo with a signed address of its file.
     */
    async get(id: number, view: AlbumView = { publicOnly: false }): Promise<Album> {
      const album = await repo.get(id, { withPhotos: true, ...view });
      if (!album) throw notFound();
      const photos = album.photos ?? [];
      const ids = photos.map((p) => p.id);
      if (view.publicOnly) {
        const names = await subjects.publicNames(ids);
        return { ...album, photos: photos.map((p) => (names.has(p.id) ? { ...p, people: names.get(p.id)! } : p)) };
      }
      const tagged = await subjects.ofPhotos(ids);
      const review = await repo.reviewOf(ids);
      const [card] = await withCardViews([album]);
      return {
        ...card!,
        photos: photos.map((p) => {
          const children = tagged.get(p.id) ?? [];
          const state = review.get(p.id) ?? { reviewed: false, no_consent: false };
          const hidden = !state.reviewed || state.no_consent || children.some((c) => c.photo_consent !== 'yes');
          return { ...p, subjects: children, ...state, ...(hidden && signer ? { view_url: signer.url(p.url) } : {}) };
        }),
      };
    },

    /**
     * An editor marks photos reviewed ("no children in it, or all of them tagged", docs/decisions/054):
     * until then an upload is not public. The public cache is emptied after the commit.
     */
    async review(by: Actor, albumId: number, photoIds: number[]): Promise<{ reviewed: number[] }> {
      if (!(await repo.exists(albumId))) throw notFound();
      return change(by, async (c) => {
        const reviewed = await createAlbumRepository(c.tx).markReviewed(albumId, photoIds, new Date());
        if (reviewed.length) {
          c.publicChanged();
          await c.audit({ action: 'content.publish', record: { type: 'album', id: albumId }, summary: `${reviewed.length} photo(s) marked reviewed` });
        }
        return { reviewed };
      });
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
        // A cover chosen among the photos is one of their files: each file once.
        return [...new Set([album.coverImage, ...photos.map((p) => p.url)])];
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
          const txRepo = createAlbumRepository(c.tx);
          // New photos go after the album's last, in upload order.
          const first = await txRepo.nextPosition(albumId);
          const photos = await txRepo.insertPhotos(
            stored.map((s, i) => ({
              ...storedFields(input),
              album_id: albumId,
              url: s.url,
              filename: s.filename,
              width: s.width,
              height: s.height,
              position: first + i,
            })),
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

    /** One photo's caption (shown under it in the album and in the lightbox); empty clears it. */
    async setCaption(by: Actor, id: number, caption: string | null): Promise<Photo> {
      return change(by, async (c) => {
        const photo = await createAlbumRepository(c.tx).setCaption(id, caption?.trim() || null);
        if (!photo) throw new HttpError(404, ALBUM_MESSAGES.photoNotFound);
        await c.audit({ action: 'content.publish', record: { type: 'photo', id }, summary: 'Photo caption changed' });
        return photo;
      });
    },

    /**
     * The album's order: `ids` must be exactly the album's photos (a photo added or deleted meanwhile
     * by another editor refuses the order rather than losing or hiding a photo).
     */
    async setOrder(by: Actor, albumId: number, ids: number[]): Promise<Album> {
      await change(by, async (c) => {
        const txRepo = createAlbumRepository(c.tx);
        if (!(await txRepo.exists(albumId))) throw notFound();
        const current = await txRepo.lockedPhotoIds(albumId);
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || current.length !== ids.length || current.some((id) => !wanted.has(id))) {
          throw new HttpError(409, ALBUM_MESSAGES.orderMismatch);
        }
        await txRepo.setPositions(albumId, ids);
        await c.audit({ action: 'content.publish', record: { type: 'album', id: albumId }, summary: `${ids.length} photos reordered` });
      });
      return this.get(albumId);
    },

    /** One of the album's photos becomes its cover; a cover file of the album's own is deleted once nothing points at it. */
    async setCover(by: Actor, albumId: number, photoId: number): Promise<Album> {
      const replaced = await change(by, async (c) => {
        const txRepo = createAlbumRepository(c.tx);
        const before = await txRepo.cover(albumId);
        if (!before) throw notFound();
        const photo = await txRepo.photo(photoId);
        if (!photo || photo.album_id !== albumId) throw new HttpError(400, ALBUM_MESSAGES.photoNotInAlbum, { photo_id: ALBUM_MESSAGES.photoNotInAlbum });
        await txRepo.update(albumId, { coverImage: photo.url, cover_width: photo.width, cover_height: photo.height });
        await c.audit({ action: 'content.publish', record: { type: 'album', id: albumId }, summary: `Cover set to photo ${photoId}` });
        const ownFile = before.coverImage && before.coverImage !== photo.url && !(await txRepo.isPhotoOf(albumId, before.coverImage));
        return ownFile ? before.coverImage : null;
      });
      if (replaced) await deleteStored(storage, replaced);
      return read(albumId);
    },

    async removePhoto(by: Actor, id: number): Promise<{ id: number }> {
      const photo = await change(by, async (c) => {
        const txRepo = createAlbumRepository(c.tx);
        const row = await txRepo.removePhoto(id);
        if (row) {
          // The cover was this photo: the album falls back to its first photo (no cover of its own).
          const album = await txRepo.get(row.album_id, { withPhotos: false });
          if (album?.coverImage === row.url) await txRepo.update(row.album_id, { coverImage: null, cover_width: null, cover_height: null });
          await c.audit({ action: 'content.delete', record: { type: 'photo', id }, summary: 'Photo deleted' });
        }
        return row;
      });
      if (!photo) throw new HttpError(404, ALBUM_MESSAGES.photoDeleteFailed);
      await deleteStored(storage, photo.url);
      return { id };
    },
  };
}
