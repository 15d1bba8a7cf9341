import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { AlbumSchema, PhotoSchema, type Album, type Photo } from '@academy/contract/album';
import type { Db } from '../../db/client.ts';
import { albums } from '../../db/schema/albums.ts';
import { photos } from '../../db/schema/photos.ts';
import { columnsOf } from '../../lib/columns.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { withIsoDates } from '../../lib/serialize.ts';

const photoColumns = columnsOf(photos, PhotoSchema);

/**
 * The one rule of which photos visitors see (decision 051): a photo is public unless a child tagged
 * in it has a family that has not said yes to photos on the website. `alias` names the photos row
 * (spelled out: drizzle leaves columns unqualified inside sql``). Every public read uses it: the
 * album's photos, its count, first photo and cover, the sitemap, and the hidden files' list.
 */
export const photoIsPublic = (alias = 'photos') =>
  sql.raw(
    // Fails closed (docs/decisions/054): reviewed by an editor, no "no consent" mark, and every tagged child's family said yes.
    `("${alias}"."reviewed_at" is not null and not "${alias}"."no_consent" and not exists (select 1 from photo_subjects ps join registrations r on r.id = ps.registration_id where ps.photo_id = "${alias}"."id" and r.photo_consent <> 'yes'))`,
  );

/** The public view of an album: its count, first photo and cover are those of the photos visitors see. */
const publicAlbumColumns = {
  ...columnsOf(albums, AlbumSchema),
  // A cover that is a hidden photo is none: the card falls back to the first public photo.
  coverImage: sql<
    string | null
  >`(case when exists (select 1 from photos hp where hp.album_id = "albums"."id" and hp.url = "albums"."cover_image" and not ${photoIsPublic('hp')}) then null else "albums"."cover_image" end)`,
  photo_count: sql<number>`(select count(*) from photos pp where pp.album_id = "albums"."id" and ${photoIsPublic('pp')})`.mapWith(Number),
  firstPhoto: sql<
    string | null
  >`(select p.url from photos p where p.album_id = "albums"."id" and ${photoIsPublic('p')} order by p.position, p.created_at, p.id limit 1)`,
};

const albumColumns = {
  ...columnsOf(albums, AlbumSchema),
  // Spelled out: drizzle leaves columns unqualified inside sql``, which would be ambiguous in a subquery.
  // The trigger-kept count (the key of rowCountKey('photos', { column: 'album_id', value: id })): no counting per album.
  photo_count:
    sql<number>`coalesce((select rc.n from row_counts rc where rc.key = ${rowCountKey('photos', { column: 'album_id', value: '' })} || "albums"."id"), 0)`.mapWith(
      Number,
    ),
  firstPhoto: sql<string | null>`(select p.url from photos p where p.album_id = "albums"."id" order by p.position, p.created_at, p.id limit 1)`,
};

export type AlbumValues = Omit<typeof albums.$inferInsert, 'id' | 'created_at'>;
export type PhotoValues = Omit<typeof photos.$inferInsert, 'id' | 'created_at'>;

/** Whom a read is for: visitors see only public photos (decision 051), staff every photo. */
export type AlbumView = { publicOnly: boolean };

export function createAlbumRepository(db: Db) {
  const photosOf = async (albumId: number, view: AlbumView = { publicOnly: false }): Promise<Photo[]> =>
    (
      await db
        .select(photoColumns)
        .from(photos)
        .where(view.publicOnly ? and(eq(photos.album_id, albumId), photoIsPublic()) : eq(photos.album_id, albumId))
        .orderBy(asc(photos.position), asc(photos.created_at), asc(photos.id))
    ).map(withIsoDates);

  return {
    async list(opts: { offset: number; limit: number } & Partial<AlbumView>): Promise<{ rows: Album[]; total: number }> {
      const rows = await db
        .select(opts.publicOnly ? publicAlbumColumns : albumColumns)
        .from(albums)
        .orderBy(desc(albums.created_at), desc(albums.id))
        .limit(opts.limit)
        .offset(opts.offset);
      return { rows: rows.map(withIsoDates), total: await countedRows(db, rowCountKey('albums')) };
    },
    /** One album; `photos` only when asked for (lists never carry them). */
    async get(id: number, opts: { withPhotos: boolean } & Partial<AlbumView>): Promise<Album | undefined> {
      const view = { publicOnly: opts.publicOnly === true };
      const [row] = await db
        .select(view.publicOnly ? publicAlbumColumns : albumColumns)
        .from(albums)
        .where(eq(albums.id, id))
        .limit(1);
      if (!row) return undefined;
      return opts.withPhotos ? { ...withIsoDates(row), photos: await photosOf(id, view) } : withIsoDates(row);
    },
    /** Which of `urls` are files of photos visitors must not see. */
    async hiddenAmong(urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await db
        .select({ url: photos.url })
        .from(photos)
        .where(and(inArray(photos.url, urls), sql`not ${photoIsPublic()}`));
      return new Set(rows.map((r) => r.url));
    },
    /** The review state of these photos (staff's album screen): reviewed or waiting, and the anonymous "no consent" mark. */
    async reviewOf(ids: number[]): Promise<Map<number, { reviewed: boolean; no_consent: boolean }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: photos.id, reviewed_at: photos.reviewed_at, no_consent: photos.no_consent })
        .from(photos)
        .where(inArray(photos.id, ids));
      return new Map(rows.map((r) => [r.id, { reviewed: r.reviewed_at !== null, no_consent: r.no_consent }]));
    },
    /** Marks the album's photos reviewed ("no children in it, or all of them tagged"); the ids it marked. */
    async markReviewed(albumId: number, ids: number[], at: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(photos)
        .set({ reviewed_at: at })
        .where(and(eq(photos.album_id, albumId), inArray(photos.id, ids), sql`${photos.reviewed_at} is null`))
        .returning({ id: photos.id });
      return rows.map((r) => r.id);
    },
    /** Every album photo's stored URL, and whether visitors may see it (the photo files' list, decision 051). */
    async photoFiles(): Promise<{ url: string; hidden: boolean }[]> {
      return db.select({ url: photos.url, hidden: sql<boolean>`not ${photoIsPublic()}`.mapWith(Boolean) }).from(photos);
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, id)).limit(1);
      return row !== undefined;
    },
    photosOf,
    async insert(values: AlbumValues): Promise<number> {
      const [row] = await db.insert(albums).values(values).returning({ id: albums.id });
      return row!.id;
    },
    async update(id: number, values: Partial<AlbumValues>): Promise<number | undefined> {
      const [row] = await db.update(albums).set(values).where(eq(albums.id, id)).returning({ id: albums.id });
      return row?.id;
    },
    async remove(id: number): Promise<Pick<Album, 'id' | 'coverImage'> | undefined> {
      const [row] = await db.delete(albums).where(eq(albums.id, id)).returning({ id: albums.id, coverImage: albums.coverImage });
      return row;
    },
    async insertPhotos(values: PhotoValues[]): Promise<Photo[]> {
      return (await db.insert(photos).values(values).returning(photoColumns)).map(withIsoDates);
    },
    /** After the album's last photo: where new uploads go in the album's order. */
    async nextPosition(albumId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${photos.position}) + 1, 0)`.mapWith(Number) })
        .from(photos)
        .where(eq(photos.album_id, albumId));
      return row?.n ?? 0;
    },
    async photo(id: number, lock = false) {
      const query = db
        .select({ id: photos.id, album_id: photos.album_id, url: photos.url, width: photos.width, height: photos.height, caption: photos.caption })
        .from(photos)
        .where(eq(photos.id, id))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async setCaption(id: number, caption: string | null): Promise<Photo | undefined> {
      const [row] = await db.update(photos).set({ caption }).where(eq(photos.id, id)).returning(photoColumns);
      return row ? withIsoDates(row) : undefined;
    },
    /** The album's photo ids, its rows locked: an order is saved against the album as it is. */
    async lockedPhotoIds(albumId: number): Promise<number[]> {
      const rows = await db.select({ id: photos.id }).from(photos).where(eq(photos.album_id, albumId)).for('update');
      return rows.map((r) => r.id);
    },
    async setPositions(albumId: number, ids: number[]): Promise<void> {
      // One statement: position = the id's index in the array.
      await db.execute(
        sql`update photos set position = o.position - 1 from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position) where photos.id = o.id and photos.album_id = ${albumId}`,
      );
    },
    async cover(id: number) {
      const [row] = await db.select({ coverImage: albums.coverImage }).from(albums).where(eq(albums.id, id)).limit(1);
      return row;
    },
    /** Is `url` one of the album's photos (so not a file of its own the album owns)? */
    async isPhotoOf(albumId: number, url: string | null): Promise<boolean> {
      if (!url) return false;
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.album_id, albumId), eq(photos.url, url)))
        .limit(1);
      return row !== undefined;
    },
    async removePhoto(id: number): Promise<Pick<Photo, 'id' | 'url' | 'album_id'> | undefined> {
      const [row] = await db.delete(photos).where(eq(photos.id, id)).returning({ id: photos.id, url: photos.url, album_id: photos.album_id });
      return row;
    },
  };
}
export type AlbumRepository = ReturnType<typeof createAlbumRepository>;
