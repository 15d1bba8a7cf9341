import { and, asc, eq } from 'drizzle-orm';
import { FAMILY_PAGE } from '@academy/contract/trial';
import type { Db } from '../../db/client.ts';
import { familyGuardians } from '../../db/schema/families.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { StatusLinks } from '../access/status-links.ts';

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

/** The child and the family a status link opens, or 404 with the family page's words (a wrong, ended or idle link). */
export async function familyOfLink(db: Db, links: StatusLinks, token: string): Promise<{ registrationId: number; familyId: number }> {
  const registrationId = await links.registrationOf(db, token);
  const familyId = registrationId === null ? null : await familyOf(db, registrationId);
  if (registrationId === null || familyId === null) throw new HttpError(404, FAMILY_PAGE.invalidLink);
  return { registrationId, familyId };
}
