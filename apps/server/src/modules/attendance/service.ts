import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { SQUAD_MESSAGES } from '@academy/contract/squad-constants';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import {
  ATTENDANCE_MESSAGES as M,
  type AttendanceEvent,
  type AttendanceInput,
  type AttendanceTotals,
  type ChildAttendance,
  type CoachEvent,
  type EventAttendance,
  type PlayerAttendance,
  type SquadAttendance,
} from '@academy/contract/attendance';
import { eventTitle } from '@academy/contract/event';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { iso } from '../../lib/serialize.ts';
import { dayIn, formatWhen } from '../../lib/academy-zone.ts';
import { createCoachAccess, type StaffCaller } from '../access/coach-access.ts';
import type { EventRow } from '../events/repository.ts';
import { createAttendanceRepository } from './repository.ts';

const forbidden = () => new HttpError(403, AUTH_MESSAGES.forbidden);
const callerOf = (by: Actor): StaffCaller => {
  const user = by?.user;
  if (!user) throw new HttpError(401, AUTH_MESSAGES.forbidden);
  return { id: user.id, role: user.role };
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the coach's landing screen lists events. */
const AHEAD_DAYS = 7;

/** The device's time of a mark, never later than the server's now (decision 030, the same rule as trial check-in). */
const deviceTime = (recordedAt: string | undefined, now: Date) => {
  if (recordedAt === undefined) return now;
  const at = new Date(recordedAt);
  return at.getTime() > now.getTime() ? now : at;
};

const toAttendanceEvent = (event: EventRow, squadName: string): AttendanceEvent => ({
  id: event.id,
  squad_id: event.squad_id,
  squad_name: squadName,
  kind: event.kind,
  status: event.status,
  title: eventTitle(event, squadName),
  starts_at: iso(event.starts_at),
  ends_at: iso(event.ends_at),
  venue_name: event.venue_name,
});

const emptyTotals = (): AttendanceTotals => ({ trainings: 0, trainings_attended: 0, matches: 0, matches_attended: 0 });

/**
 * Attendance at squad events (docs/decisions/041): a coach of the squad (or an administrator) marks
 * who came, from the event's day on; marks carry the phone's time and the latest-recorded one
 * wins, as trial check-in does (decision 030). The season's totals per child and per squad.
 */
export function createAttendanceService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>) {
  const repo = createAttendanceRepository(db);
  const access = createCoachAccess(db);
  /** "2026-11-26": the calendar day of an instant in the academy's zone (docs/decisions/050). */
  const dayOf = (d: Date) => dayIn(d);

  /** The event, when the caller coaches its squad (or is an administrator): 403 before 404 for a coach, as everywhere (decision 030). */
  async function openable(by: Actor, eventId: number) {
    const caller = callerOf(by);
    const found = await repo.event(eventId);
    if (!found) {
      if (caller.role !== 'admin') throw forbidden();
      throw new HttpError(404, M.notFound);
    }
    if (!(await access.isAssigned(caller, { squad: found.event.squad_id }))) throw forbidden();
    return { caller, ...found };
  }

  return {
    /** The squad's roster with each child's mark at the event. */
    async forEvent(by: Actor, eventId: number): Promise<EventAttendance> {
      const { event, squad_name } = await openable(by, eventId);
      const rows = await repo.roster(event.squad_id, eventId);
      const players: PlayerAttendance[] = rows.map((r) => ({
        registration_id: r.registration_id,
        player_name: r.player_name,
        attended: r.attended,
        marked_at: r.marked_at ? iso(r.marked_at) : null,
      }));
      return { event_id: eventId, event: toAttendanceEvent(event, squad_name), players };
    },

    /**
     * Marks one child of the roster as there or not. Refused for a cancelled event (409), before the
     * event's day (409), for a child not on the roster (409). A mark recorded before the stored one
     * changes nothing and is answered the stored mark; a mark that changes nothing is not audited.
     */
    async mark(by: Actor, eventId: number, input: AttendanceInput, now = new Date()): Promise<PlayerAttendance> {
      const { caller, event, squad_name } = await openable(by, eventId);
      if (event.status === 'cancelled') throw new HttpError(409, M.eventCancelled);
      if (dayOf(now) < dayOf(event.starts_at)) throw new HttpError(409, M.notYet);
      return change(by, async (c) => {
        const txRepo = createAttendanceRepository(c.tx);
        if (!(await txRepo.onRoster(event.squad_id, input.registration_id))) throw new HttpError(409, M.notOnRoster);
        const before = (await txRepo.roster(event.squad_id, eventId)).find((r) => r.registration_id === input.registration_id);
        const result = await txRepo.upsert({
          event_id: eventId,
          registration_id: input.registration_id,
          attended: input.attended,
          marked_at: deviceTime(input.recorded_at, now),
          marked_by: caller.id,
        });
        if (result.written && before?.attended !== result.row.attended) {
          await c.audit({
            action: 'event.attendance',
            record: { type: 'registration', id: input.registration_id },
            summary: `Marked ${result.row.attended ? 'present' : 'absent'} at ${eventTitle(event, squad_name)} on ${formatWhen(event.starts_at)}`,
          });
        }
        return {
          registration_id: result.row.registration_id,
          player_name: before?.player_name ?? '',
          attended: result.row.attended,
          marked_at: iso(result.row.marked_at),
        };
      });
    },

    /** Today's and the next week's scheduled events of the caller's squads (every squad for an administrator). */
    async coachEvents(by: Actor, now = new Date()): Promise<CoachEvent[]> {
      const caller = callerOf(by);
      if (caller.role !== 'admin' && caller.role !== 'coach') throw forbidden();
      const ids = await access.assignedIds(caller, 'squad');
      const today = dayOf(now);
      const rows = await repo.upcoming(ids === 'all' ? null : ids, new Date(now.getTime() - DAY_MS), new Date(now.getTime() + AHEAD_DAYS * DAY_MS));
      return rows
        .filter((r) => dayOf(r.event.starts_at) >= today)
        .map((r) => ({ ...toAttendanceEvent(r.event, r.squad_name), roster: r.roster, marked: r.marked }));
    },

    /** A child's marks over the season with their totals: an administrator, or a coach who may see the child (decision 030). */
    async forChild(by: Actor, registrationId: number): Promise<ChildAttendance> {
      const caller = callerOf(by);
      if (!(await access.maySeeRegistration(caller, registrationId))) throw forbidden();
      if (!(await repo.registrationExists(registrationId))) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
      const rows = await repo.childMarks(registrationId);
      const totals = emptyTotals();
      for (const r of rows) {
        if (r.event.kind === 'training') {
          totals.trainings++;
          if (r.attended) totals.trainings_attended++;
        } else {
          totals.matches++;
          if (r.attended) totals.matches_attended++;
        }
      }
      return {
        registration_id: registrationId,
        totals,
        events: rows.map((r) => ({
          event_id: r.event.id,
          title: eventTitle(r.event, r.squad_name),
          kind: r.event.kind,
          starts_at: iso(r.event.starts_at),
          attended: r.attended,
        })),
      };
    },

    /** Each child of the squad's roster with their totals at the squad's events: an administrator, or a coach of the squad. */
    async forSquad(by: Actor, squadId: number): Promise<SquadAttendance> {
      const caller = callerOf(by);
      if (!(await repo.squadExists(squadId))) {
        if (caller.role !== 'admin') throw forbidden();
        throw new HttpError(404, SQUAD_MESSAGES.notFound);
      }
      if (!(await access.isAssigned(caller, { squad: squadId }))) throw forbidden();
      const rows = await repo.squadTotals(squadId);
      return {
        squad_id: squadId,
        players: rows.map(({ registration_id, player_name, ...totals }) => ({ registration_id, player_name, totals })),
      };
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
