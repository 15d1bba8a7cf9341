import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { User } from '@academy/contract/auth';
import type { Db } from '../../db/client.ts';
import { securitySettings, userRecoveryCodes, userSessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof userSessions.$inferSelect;

export const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, email: row.email, role: row.role });

export function createUserRepository(db: Db) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async countActiveAdmins() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true)));
      return row?.n ?? 0;
    },
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Raises the session version: every token issued before stops working (decision 022). */
    async bumpSessionVersion(id: number) {
      const [row] = await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ sessionVersion: users.sessionVersion });
      return row?.sessionVersion;
    },
    /**
     * What any use of the account's second factor changes: the last TOTP step taken and the recovery
     * codes left. A sign-in challenge names it and is good only while it holds (decision 061);
     * `lock` holds the user's row to the end of the caller's transaction.
     */
    async twoFactorUses(id: number, lock = false): Promise<string> {
      const query = db.select({ step: users.totpLastStep }).from(users).where(eq(users.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      const [codes] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userRecoveryCodes)
        .where(eq(userRecoveryCodes.userId, id));
      return `${row?.step ?? 'none'}:${codes?.n ?? 0}`;
    },
    /** Accepts a TOTP time step once: false when it (or a later one) was accepted already. */
    async useTotpStep(id: number, step: number) {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** The session a token names, with its user and the academy's sign-in rule, in one query (every signed-in request). */
    async findSession(sessionId: string, userId: number) {
      const [row] = await db
        .select({
          session: userSessions,
          user: users,
          requireAdminTwoFactor: sql<boolean | null>`${securitySettings.requireAdminTwoFactor}`,
          requireCoachTwoFactor: sql<boolean | null>`${securitySettings.requireCoachTwoFactor}`,
        })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .leftJoin(securitySettings, eq(securitySettings.id, 1))
        .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), gt(userSessions.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },
    async insertSession(values: typeof userSessions.$inferInsert) {
      // Expired sessions of anyone go at each sign-in; the index on expires_at keeps this cheap.
      await db.delete(userSessions).where(lt(userSessions.expiresAt, sql`now()`));
      const [row] = await db.insert(userSessions).values(values).returning();
      return row!;
    },
    async touchSession(sessionId: string) {
      await db
        .update(userSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(userSessions.id, sessionId));
    },
    async listSessions(userId: number) {
      return db
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, sql`now()`)))
        .orderBy(desc(userSessions.lastSeenAt), asc(userSessions.id));
    },
    async deleteSession(userId: number, sessionId: string) {
      const rows = await db
        .delete(userSessions)
        .where(and(eq(userSessions.userId, userId), eq(userSessions.id, sessionId)))
        .returning({ id: userSessions.id });
      return rows.length === 1;
    },
    /** Every session of the user but `keep`. */
    async deleteSessions(userId: number, keep?: string) {
      await db.delete(userSessions).where(and(eq(userSessions.userId, userId), keep ? ne(userSessions.id, keep) : undefined));
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]) {
      await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      if (hashes.length) await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Uses a recovery code: true once, when it existed (deleted in the same statement, so twice at once cannot both win). */
    async useRecoveryCode(userId: number, codeHash: string) {
      const rows = await db
        .delete(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, codeHash)))
        .returning({ id: userRecoveryCodes.id });
      return rows.length === 1;
    },
    async countRecoveryCodes(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userRecoveryCodes)
        .where(eq(userRecoveryCodes.userId, userId));
      return row?.n ?? 0;
    },

    /** The academy's two-factor rules per role (a missing row reads the defaults: neither required). */
    async securityRules(): Promise<{ admin: boolean; coach: boolean }> {
      const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1)).limit(1);
      return { admin: row?.requireAdminTwoFactor ?? false, coach: row?.requireCoachTwoFactor ?? false };
    },
    async setRequireAdminTwoFactor(value: boolean) {
      await db
        .insert(securitySettings)
        .values({ id: 1, requireAdminTwoFactor: value })
        .onConflictDoUpdate({ target: securitySettings.id, set: { requireAdminTwoFactor: value, updatedAt: new Date() } });
    },
    async setRequireCoachTwoFactor(value: boolean) {
      await db
        .insert(securitySettings)
        .values({ id: 1, requireCoachTwoFactor: value })
        .onConflictDoUpdate({ target: securitySettings.id, set: { requireCoachTwoFactor: value, updatedAt: new Date() } });
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
