import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { ATTENDANCE_MESSAGES } from './attendance-constants.ts';
import { EVENT_KINDS, EVENT_STATUSES } from './event-constants.ts';

export * from './attendance-constants.ts';

/**
 * `POST /api/events/{id}/attendance`: the coach marks one child as there or not (repeatable: the
 * last mark wins). `recorded_at` is when the mark was made on the phone (an offline queue sends it
 * late); the server keeps the latest-recorded mark whatever order they arrive in (docs/decisions/041).
 */
export const AttendanceInputSchema = z
  .strictObject({
    registration_id: IdSchema,
    attended: z.boolean(),
    recorded_at: z.iso
      .datetime({ offset: true, error: ATTENDANCE_MESSAGES.recordedAt })
      .optional()
      .meta({ description: 'When the mark was made on the device; a later-recorded mark is never overwritten by an older one' }),
  })
  .meta({ id: 'AttendanceInput' });
export type AttendanceInput = z.infer<typeof AttendanceInputSchema>;

/** One child of the squad's roster at an event: `attended` null until marked. */
export const PlayerAttendanceSchema = z
  .strictObject({
    registration_id: IdSchema,
    player_name: z.string(),
    attended: z.boolean().nullable(),
    marked_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'PlayerAttendance' });
export type PlayerAttendance = z.infer<typeof PlayerAttendanceSchema>;

/** What the coach's screen shows of the event above the roster. */
export const AttendanceEventSchema = z
  .strictObject({
    id: IdSchema,
    squad_id: IdSchema,
    squad_name: z.string(),
    kind: z.enum(EVENT_KINDS),
    status: z.enum(EVENT_STATUSES),
    title: z.string(),
    starts_at: TimestampSchema,
    ends_at: TimestampSchema,
    venue_name: z.string(),
  })
  .meta({ id: 'AttendanceEvent' });
export type AttendanceEvent = z.infer<typeof AttendanceEventSchema>;

/** `GET /api/events/{id}/attendance`: the roster with each child's mark. */
export const EventAttendanceSchema = z
  .strictObject({ event_id: IdSchema, event: AttendanceEventSchema.optional(), players: z.array(PlayerAttendanceSchema) })
  .meta({ id: 'EventAttendance' });
export type EventAttendance = z.infer<typeof EventAttendanceSchema>;

/** `GET /api/coach/events`: today's and the next events of the caller's squads (every squad for an administrator). */
export const CoachEventSchema = AttendanceEventSchema.extend({ marked: z.number().int(), roster: z.number().int() }).meta({ id: 'CoachEvent' });
export type CoachEvent = z.infer<typeof CoachEventSchema>;

/** Trainings and matches (tournaments count as matches) a child was marked at, over the season. */
export const AttendanceTotalsSchema = z
  .strictObject({
    trainings: z.number().int(),
    trainings_attended: z.number().int(),
    matches: z.number().int(),
    matches_attended: z.number().int(),
  })
  .meta({ id: 'AttendanceTotals' });
export type AttendanceTotals = z.infer<typeof AttendanceTotalsSchema>;

/** One marked event of a child's season. */
export const ChildAttendanceEntrySchema = z
  .strictObject({ event_id: IdSchema, title: z.string(), kind: z.enum(EVENT_KINDS), starts_at: TimestampSchema, attended: z.boolean() })
  .meta({ id: 'ChildAttendanceEntry' });
export type ChildAttendanceEntry = z.infer<typeof ChildAttendanceEntrySchema>;

/** `GET /api/registrations/{id}/attendance`: the child's marks over the season, newest first, with totals. */
export const ChildAttendanceSchema = z
  .strictObject({ registration_id: IdSchema, totals: AttendanceTotalsSchema, events: z.array(ChildAttendanceEntrySchema) })
  .meta({ id: 'ChildAttendance' });
export type ChildAttendance = z.infer<typeof ChildAttendanceSchema>;

/** `GET /api/squads/{id}/attendance`: each child of the roster with their totals over the squad's events where attendance was taken. */
export const SquadAttendanceSchema = z
  .strictObject({
    squad_id: IdSchema,
    players: z.array(z.strictObject({ registration_id: IdSchema, player_name: z.string(), totals: AttendanceTotalsSchema })),
  })
  .meta({ id: 'SquadAttendance' });
export type SquadAttendance = z.infer<typeof SquadAttendanceSchema>;

/** "87%": attended of marked (trainings and matches together); a dash when nothing was marked. */
export function attendanceRate(t: AttendanceTotals): string {
  const all = t.trainings + t.matches;
  return all === 0 ? '–' : `${Math.round(((t.trainings_attended + t.matches_attended) / all) * 100)}%`;
}
