import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@academy/contract/auth-constants';
import type { UserAccount } from '@academy/contract/users';
import type { Db } from '../../db/client.ts';
import { userSessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export const toAccount = (row: UserRow): UserAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

export function createUsersRepository(db: Db) {
  return {
    async list(): Promise<UserAccount[]> {
      const rows = await db.select().from(users).orderBy(asc(users.id));
      return rows.map(toAccount);
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    /**
     * The active administrators' ids, their rows locked until the transaction ends: two changes
     * that could each remove "the other" administrator run one after the other, and the second
     * sees the first's result (PostgreSQL re-reads a locked row that changed before it returns it).
     * On a change's transaction.
     */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },
    async insert(values: { name: string; email: string; role: Role; passwordHash: string }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /** A role change, deactivation or reactivation also raises the session version: every token issued before stops working (decision 022). */
    async update(id: number, values: Partial<Pick<UserRow, 'role' | 'active'>>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await db.delete(userSessions).where(eq(userSessions.userId, id));
      return row;
    },
    /**
     * Sets a password only if the old hash is still the one the link was made for: a link works
     * once, even twice at once. Every session of the account ends with it.
     */
    async replacePassword(id: number, oldHash: string, newHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash: newHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.passwordHash, oldHash), eq(users.active, true)))
        .returning({ id: users.id });
      if (rows.length === 1) await db.delete(userSessions).where(eq(userSessions.userId, id));
      return rows.length === 1;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
