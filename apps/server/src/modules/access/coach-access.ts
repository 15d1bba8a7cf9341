import { and, eq, inArray } from 'drizzle-orm';
import type { CoachChild } from '@academy/contract/trial-day';
import { splitPlayerName } from '@academy/contract/trial-day-constants';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadCoaches, squadPlaces } from '../../db/schema/squads.ts';
import { trialCoaches } from '../../db/schema/trial-day.ts';
import { trialInvitations } from '../../db/schema/trials.ts';

import type { StaffCaller } from '../../lib/staff-route.ts';

export type { StaffCaller };

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

/** What a staff account may be assigned to coach: a trial session or a squad (decisions 030, 031). */
export type Assignment = { trial: number } | { squad: number };
type AssignmentKind = 'trial' | 'squad';

/** The assignment table of each kind: which accounts coach which session or squad. */
const assignmentTables = {
  trial: { table: trialCoaches, id: trialCoaches.trial_id, user: trialCoaches.user_id },
  squad: { table: squadCoaches, id: squadCoaches.squad_id, user: squadCoaches.user_id },
} as const;

/**
 * What a coach may see (decisions 030, 031), the one place that answers "is this coach assigned to
 * this trial session, this squad, this child's session or squad?" for the trials and the squads
 * modules: an administrator may see every session and squad; a coach those assigned to them, and
 * the children invited to or confirmed for those sessions or holding a place in those squads; an
 * editor none.
 */
export function createCoachAccess(db: Db) {
  /** Whether `caller` may open the session or squad (an administrator always; a coach when assigned to it). */
  async function isAssigned(caller: StaffCaller, assignment: Assignment): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.role !== 'coach') return false;
    const [kind, id] = 'trial' in assignment ? (['trial', assignment.trial] as const) : (['squad', assignment.squad] as const);
    const t = assignmentTables[kind];
    const [row] = await db
      .select({ id: t.id })
      .from(t.table)
      .where(and(eq(t.id, id), eq(t.user, caller.id)))
      .limit(1);
    return row !== undefined;
  }
  /** The ids of the sessions or squads `caller` may open; `'all'` for an administrator. */
  async function assignedIds(caller: StaffCaller, kind: AssignmentKind): Promise<number[] | 'all'> {
    if (caller.role === 'admin') return 'all';
    if (caller.role !== 'coach') return [];
    const t = assignmentTables[kind];
    const rows = await db.select({ id: t.id }).from(t.table).where(eq(t.user, caller.id));
    return rows.map((r) => r.id);
  }
  return {
    isAssigned,
    assignedIds,
    /** Whether `caller` may open session `trialId`. */
    maySeeTrial: (caller: StaffCaller, trialId: number): Promise<boolean> => isAssigned(caller, { trial: trialId }),
    /** Whether `caller` may open squad `squadId`. */
    maySeeSquad: (caller: StaffCaller, squadId: number): Promise<boolean> => isAssigned(caller, { squad: squadId }),
    /** The ids of the sessions `caller` may open; `'all'` for an administrator. */
    trialIds: (caller: StaffCaller): Promise<number[] | 'all'> => assignedIds(caller, 'trial'),
    /** The registration ids `caller` may see on session `trialId`: its invited and confirmed children, when the session is theirs. */
    async registrationIds(caller: StaffCaller, trialId: number): Promise<number[]> {
      if (!(await isAssigned(caller, { trial: trialId }))) return [];
      const rows = await db
        .select({ id: trialInvitations.registration_id })
        .from(trialInvitations)
        .where(and(eq(trialInvitations.trial_id, trialId), inArray(trialInvitations.state, [...ON_THE_LIST])));
      return rows.map((r) => r.id);
    },
    /** Whether `caller` may see registration `registrationId` at all: on a session of theirs, or with a place in a squad of theirs. */
    async maySeeRegistration(caller: StaffCaller, registrationId: number): Promise<boolean> {
      if (caller.role === 'admin') return true;
      if (caller.role !== 'coach') return false;
      const [onSession] = await db
        .select({ id: trialInvitations.registration_id })
        .from(trialInvitations)
        .innerJoin(trialCoaches, eq(trialCoaches.trial_id, trialInvitations.trial_id))
        .where(
          and(eq(trialInvitations.registration_id, registrationId), eq(trialCoaches.user_id, caller.id), inArray(trialInvitations.state, [...ON_THE_LIST])),
        )
        .limit(1);
      if (onSession) return true;
      const [inSquad] = await db
        .select({ id: squadPlaces.registration_id })
        .from(squadPlaces)
        .innerJoin(squadCoaches, eq(squadCoaches.squad_id, squadPlaces.squad_id))
        .where(and(eq(squadPlaces.registration_id, registrationId), eq(squadCoaches.user_id, caller.id)))
        .limit(1);
      return inSquad !== undefined;
    },
  };
}
export type CoachAccess = ReturnType<typeof createCoachAccess>;
