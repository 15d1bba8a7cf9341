import { and, eq, inArray } from 'drizzle-orm';
import type { CoachChild } from '@academy/contract/trial-day';
import { splitPlayerName } from '@academy/contract/trial-day-constants';
import type { Role } from '@academy/contract/auth-constants';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { trialCoaches } from '../../db/schema/trial-day.ts';
import { trialInvitations } from '../../db/schema/trials.ts';

/** The caller as the access rules need it. */
export type StaffCaller = { id: number; role: Role };

/** Invitation states whose child is on the session's list for the coach (expected on the pitch). */
export const ON_THE_LIST = ['invited', 'confirmed'] as const;

/** The registration columns of the coach's projection (CoachChild), and nothing else. */
export const coachChildColumns = {
  id: registrations.id,
  player_name: registrations.player_name,
  player_age: registrations.player_age,
  health_conditions: registrations.health_conditions,
  photo_consent: registrations.photo_consent,
  contact_phone: registrations.contact_phone,
};
type CoachChildRow = { id: number; player_name: string; player_age: number; health_conditions: string; photo_consent: 'yes' | 'no'; contact_phone: string };

/** A registration row read with `coachChildColumns` → the contract's CoachChild. */
export const toCoachChild = (row: CoachChildRow): CoachChild => ({
  registration_id: row.id,
  ...splitPlayerName(row.player_name),
  age: row.player_age,
  health_conditions: row.health_conditions,
  photo_consent: row.photo_consent === 'yes',
  parent_phone: row.contact_phone,
});

/**
 * What a coach may see (decision 030): the trial sessions assigned to them, and the children
 * invited to or confirmed for those sessions. An administrator may see every session; an editor
 * none. Other modules (squads) ask the same questions of their own assignments.
 */
export function createCoachAccess(db: Db) {
  /** Whether `caller` may open session `trialId` (an administrator always; a coach when assigned to it). */
  async function maySeeTrial(caller: StaffCaller, trialId: number): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.role !== 'coach') return false;
    const [row] = await db
      .select({ id: trialCoaches.trial_id })
      .from(trialCoaches)
      .where(and(eq(trialCoaches.trial_id, trialId), eq(trialCoaches.user_id, caller.id)))
      .limit(1);
    return row !== undefined;
  }
  return {
    maySeeTrial,
    /** The ids of the sessions `caller` may open; `'all'` for an administrator. */
    async trialIds(caller: StaffCaller): Promise<number[] | 'all'> {
      if (caller.role === 'admin') return 'all';
      if (caller.role !== 'coach') return [];
      const rows = await db.select({ id: trialCoaches.trial_id }).from(trialCoaches).where(eq(trialCoaches.user_id, caller.id));
      return rows.map((r) => r.id);
    },
    /** The registration ids `caller` may see on session `trialId`: its invited and confirmed children, when the session is theirs. */
    async registrationIds(caller: StaffCaller, trialId: number): Promise<number[]> {
      if (!(await maySeeTrial(caller, trialId))) return [];
      const rows = await db
        .select({ id: trialInvitations.registration_id })
        .from(trialInvitations)
        .where(and(eq(trialInvitations.trial_id, trialId), inArray(trialInvitations.state, [...ON_THE_LIST])));
      return rows.map((r) => r.id);
    },
    /** Whether `caller` may see registration `registrationId` at all (on any session of theirs). */
    async maySeeRegistration(caller: StaffCaller, registrationId: number): Promise<boolean> {
      if (caller.role === 'admin') return true;
      if (caller.role !== 'coach') return false;
      const [row] = await db
        .select({ id: trialInvitations.registration_id })
        .from(trialInvitations)
        .innerJoin(trialCoaches, eq(trialCoaches.trial_id, trialInvitations.trial_id))
        .where(
          and(eq(trialInvitations.registration_id, registrationId), eq(trialCoaches.user_id, caller.id), inArray(trialInvitations.state, [...ON_THE_LIST])),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type CoachAccess = ReturnType<typeof createCoachAccess>;
