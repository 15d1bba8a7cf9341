import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyGuardians } from '../../db/schema/families.ts';
import { registrations } from '../../db/schema/registrations.ts';

/**
 * The family rule every module shares (docs/decisions/054): a status link, a calendar feed or a
 * registration belongs to one family, found by id. Nothing here finds a family by an email.
 */

/** The family of a registration, or null when there is no such registration. */
export async function familyOf(db: Db, registrationId: number): Promise<number | null> {
  const [row] = await db.select({ family_id: registrations.family_id }).from(registrations).where(eq(registrations.id, registrationId)).limit(1);
  return row?.family_id ?? null;
}

/** The family's registrations (its children), oldest first. */
export async function childrenOf(db: Db, familyId: number): Promise<number[]> {
  const rows = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.family_id, familyId)).orderBy(asc(registrations.id));
  return rows.map((r) => r.id);
}

/** The family's guardians, first one first. */
export const guardiansOf = (db: Db, familyId: number) =>
  db.select().from(familyGuardians).where(eq(familyGuardians.family_id, familyId)).orderBy(asc(familyGuardians.position));

/** The guardian at a position, or undefined. */
export async function guardianAt(db: Db, familyId: number, position: number) {
  const [row] = await db
    .select()
    .from(familyGuardians)
    .where(and(eq(familyGuardians.family_id, familyId), eq(familyGuardians.position, position)))
    .limit(1);
  return row;
}
