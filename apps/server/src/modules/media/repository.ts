import { desc, eq } from 'drizzle-orm';
import { MediaItemSchema, type MediaItem } from '@academy/contract/media';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { columnsOf } from '../../lib/columns.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { withIsoDates } from '../../lib/serialize.ts';

const columns = columnsOf(media, MediaItemSchema);

export type MediaValues = Omit<typeof media.$inferInsert, 'id' | 'created_at'>;

export function createMediaRepository(db: Db) {
  return {
    async list(opts: { offset: number; limit: number }): Promise<{ rows: MediaItem[]; total: number }> {
      const rows = await db.select(columns).from(media).orderBy(desc(media.created_at), desc(media.id)).limit(opts.limit).offset(opts.offset);
      return { rows: rows.map(withIsoDates), total: await countedRows(db, rowCountKey('media')) };
    },
    async insert(values: MediaValues): Promise<MediaItem> {
      const [row] = await db.insert(media).values(values).returning(columns);
      return withIsoDates(row!);
    },
    async get(id: number): Promise<MediaItem | undefined> {
      const [row] = await db.select(columns).from(media).where(eq(media.id, id)).limit(1);
      return row ? withIsoDates(row) : undefined;
    },
    async update(id: number, values: Partial<MediaValues>): Promise<MediaItem | undefined> {
      const [row] = await db.update(media).set(values).where(eq(media.id, id)).returning(columns);
      return row ? withIsoDates(row) : undefined;
    },
    async remove(id: number): Promise<MediaItem | undefined> {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning(columns);
      return row && withIsoDates(row);
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
