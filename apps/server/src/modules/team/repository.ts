import { asc, eq } from 'drizzle-orm';
import type { TeamMember, TeamRole } from '@academy/contract/team';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { iso } from '../../lib/serialize.ts';

type Row = typeof teamMembers.$inferSelect;

export const toMember = (r: Row): TeamMember => ({
  id: r.id,
  name: r.name,
  role: r.role as TeamRole,
  jersey_number: r.jerseyNumber,
  image: r.image,
  image_url: r.image,
  image_width: r.imageWidth,
  image_height: r.imageHeight,
  created_at: iso(r.createdAt),
});

export function createTeamRepository(db: Db) {
  return {
    async list(opts: { role?: string; offset: number; limit: number }) {
      const where = opts.role ? eq(teamMembers.role, opts.role) : undefined;
      const rows = await db.select().from(teamMembers).where(where).orderBy(asc(teamMembers.createdAt), asc(teamMembers.id)).limit(opts.limit).offset(opts.offset);
      return { rows: rows.map(toMember), total: await countedRows(db, rowCountKey('team_members', opts.role ? { column: 'role', value: opts.role } : undefined)) };
    },
    async get(id: number) {
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
      return row;
    },
    async insert(values: typeof teamMembers.$inferInsert) {
      const [row] = await db.insert(teamMembers).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof teamMembers.$inferInsert>) {
      const [row] = await db.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning();
      return row;
    },
    async remove(id: number) {
      const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
      return row;
    },
  };
}
