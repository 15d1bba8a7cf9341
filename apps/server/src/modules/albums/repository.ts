import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Album, Photo } from '@academy/contract/album';
import type { Db } from '../../db/client.ts';
import { albums } from '../../db/schema/albums.ts';
import { photos } from '../../db/schema/photos.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { iso } from '../../lib/serialize.ts';

type PhotoRow = typeof photos.$inferSelect;

export const toPhoto = (r: PhotoRow): Photo => ({
  id: r.id,
  album_id: r.albumId,
  url: r.url,
  filename: r.filename,
  caption: r.caption,
  width: r.width,
  height: r.height,
  created_at: iso(r.createdAt),
});

const albumColumns = {
  id: albums.id,
  name: albums.name,
  caption: albums.caption,
  coverImage: albums.coverImage,
  createdBy: albums.createdBy,
  createdAt: albums.createdAt,
  // Spelled out: drizzle leaves columns unqualified inside sql``, which would be ambiguous in a subquery.
  // The trigger-kept count (the key of rowCountKey('photos', { column: 'album_id', value: id })): no counting per album.
  photoCount: sql<number>`coalesce((select rc.n from row_counts rc where rc.key = ${rowCountKey('photos', { column: 'album_id', value: '' })} || "albums"."id"), 0)`,
  firstPhoto: sql<string | null>`(select p.url from photos p where p.album_id = "albums"."id" order by p.created_at, p.id limit 1)`,
};

type AlbumRow = { id: number; name: string; caption: string | null; coverImage: string | null; createdBy: number; createdAt: Date; photoCount: number; firstPhoto: string | null };

const toAlbum = (r: AlbumRow): Album => ({
  id: r.id,
  name: r.name,
  caption: r.caption,
  coverImage: r.coverImage,
  firstPhoto: r.firstPhoto,
  photo_count: Number(r.photoCount),
  created_by: r.createdBy,
  created_at: iso(r.createdAt),
});

export function createAlbumRepository(db: Db) {
  return {
    async list(opts: { offset: number; limit: number }) {
      const rows = await db.select(albumColumns).from(albums).orderBy(desc(albums.createdAt), desc(albums.id)).limit(opts.limit).offset(opts.offset);
      return { rows: rows.map(toAlbum), total: await countedRows(db, rowCountKey('albums')) };
    },
    async get(id: number, withPhotos: boolean): Promise<Album | undefined> {
      const [row] = await db.select(albumColumns).from(albums).where(eq(albums.id, id)).limit(1);
      if (!row) return undefined;
      const album = toAlbum(row);
      if (withPhotos) album.photos = (await this.photosOf(id)).map(toPhoto);
      return album;
    },
    async raw(id: number) {
      const [row] = await db.select().from(albums).where(eq(albums.id, id)).limit(1);
      return row;
    },
    photosOf(albumId: number) {
      return db.select().from(photos).where(eq(photos.albumId, albumId)).orderBy(asc(photos.createdAt), asc(photos.id));
    },
    async insert(values: typeof albums.$inferInsert) {
      const [row] = await db.insert(albums).values(values).returning({ id: albums.id });
      return row!.id;
    },
    async update(id: number, values: Partial<typeof albums.$inferInsert>) {
      const [row] = await db.update(albums).set(values).where(eq(albums.id, id)).returning({ id: albums.id });
      return row?.id;
    },
    async remove(id: number) {
      const [row] = await db.delete(albums).where(eq(albums.id, id)).returning();
      return row;
    },
    async insertPhotos(values: (typeof photos.$inferInsert)[]) {
      return (await db.insert(photos).values(values).returning()).map(toPhoto);
    },
    async removePhoto(id: number) {
      const [row] = await db.delete(photos).where(eq(photos.id, id)).returning();
      return row;
    },
    async photoUrls(ids: number[]) {
      return ids.length ? db.select({ url: photos.url }).from(photos).where(inArray(photos.id, ids)) : [];
    },
  };
}
export type AlbumRepository = ReturnType<typeof createAlbumRepository>;
