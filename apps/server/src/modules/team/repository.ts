import { asc, eq } from 'drizzle-orm';
import { TeamMemberSchema, type TeamMember, type TeamRole } from '@academy/contract/team';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { columnsOf } from '../../lib/columns.ts';
import { countedRows, rowCountKey } from '../../lib/row-counts.ts';
import { withIsoDates } from '../../lib/serialize.ts';

const columns = columnsOf(teamMembers, TeamMemberSchema);

/** `image_url` is the spec's second name of the photo; the rest is the row as read. */
const toMember = <R extends { image: string | null }>(row: R) => ({ ...withIsoDates(row), image_url: row.image });

export type TeamMemberValues = Omit<typeof teamMembers.$inferInsert, 'id' | 'created_at'>;

export function createTeamRepository(db: Db) {
  return {
    async list(opts: { role?: TeamRole; offset: number; limit: number }): Promise<{ rows: TeamMember[]; total: number }> {
      const where = opts.role ? eq(teamMembers.role, opts.role) : undefined;
      const rows = await db
        .select(columns)
        .from(teamMembers)
        .where(where)
        .orderBy(asc(teamMembers.created_at), asc(teamMembers.id))
        .limit(opts.limit)
        .offset(opts.offset);
      const total = await countedRows(db, rowCountKey('team_members', opts.role ? { column: 'role', value: opts.role } : undefined));
      return { rows: rows.map(toMember), total };
    },
    async get(id: number): Promise<TeamMember | undefined> {
      const [row] = await db.select(columns).from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
      return row && toMember(row);
    },
    async insert(values: TeamMemberValues): Promise<TeamMember> {
      const [row] = await db.insert(teamMembers).values(values).returning(columns);
      return toMember(row!);
    },
    async update(id: number, values: Partial<TeamMemberValues>): Promise<TeamMember | undefined> {
      const [row] = await db.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning(columns);
      return row && toMember(row);
    },
    async remove(id: number): Promise<TeamMember | undefined> {
      const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning(columns);
      return row && toMember(row);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
