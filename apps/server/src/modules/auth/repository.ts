import { eq, sql } from 'drizzle-orm';
import type { User } from '@academy/contract/auth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, email: row.email, role: row.role });

export function createUserRepository(db: Db) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    async findDemo() {
      const [row] = await db.select().from(users).where(sql`${users.demoPassword} is not null`).limit(1);
      return row;
    },
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
