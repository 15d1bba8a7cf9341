import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';

/** `POST /api/events/{id}/attendance`: the coach marks one child as there or not (repeatable: the last mark wins). */
export const AttendanceInputSchema = z.strictObject({ registration_id: IdSchema, attended: z.boolean() }).meta({ id: 'AttendanceInput' });
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

/** `GET /api/events/{id}/attendance`: the roster with each child's mark. */
export const EventAttendanceSchema = z.strictObject({ event_id: IdSchema, players: z.array(PlayerAttendanceSchema) }).meta({ id: 'EventAttendance' });
export type EventAttendance = z.infer<typeof EventAttendanceSchema>;
