import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userRecoveryCodes, userSessions, users } from '../db/schema/users.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { BackupError } from './backup.ts';

export type AdminCommand = 'reset-password' | 'disable-two-factor';

/**
 * The machine owner's way back in (`npm run admin -- …`, decision 022): whoever can run commands
 * with the server's settings already holds its database. Every session of the account ends.
 */
export async function adminCommand(db: Db, command: AdminCommand, email: string): Promise<string> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!row) throw new BackupError(`No account uses ${email}.`);
  const revoke = { sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() };
  if (command === 'reset-password') {
    // 20 characters of base64url (120 bits): well above the password rules.
    const password = randomBytes(15).toString('base64url');
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(password), ...revoke })
        .where(eq(users.id, row.id));
      await tx.delete(userSessions).where(eq(userSessions.userId, row.id));
    });
    return `New password for ${row.email}: ${password}\nEvery session of the account has been signed out. Sign in and choose your own password under Settings.`;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, ...revoke })
      .where(eq(users.id, row.id));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, row.id));
    await tx.delete(userSessions).where(eq(userSessions.userId, row.id));
  });
  return `Two-factor sign-in is off for ${row.email}; every session of the account has been signed out.`;
}
