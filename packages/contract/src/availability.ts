import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { AVAILABILITY_ANSWERS, AVAILABILITY_DEFAULTS } from './availability-constants.ts';
import { EVENT_KINDS, EVENT_STATUSES } from './event-constants.ts';

export * from './availability-constants.ts';

/** `POST /api/public/status/{token}/availability`: the family answers for one event of its child's squad. */
export const AvailabilityInputSchema = z.strictObject({ event_id: IdSchema, answer: z.enum(AVAILABILITY_ANSWERS) }).meta({ id: 'AvailabilityInput' });
export type AvailabilityInput = z.infer<typeof AvailabilityInputSchema>;

/** One child of the squad's roster and the family's answer for the event. */
export const PlayerAvailabilitySchema = z
  .strictObject({
    registration_id: IdSchema,
    player_name: z.string(),
    answer: z.enum(AVAILABILITY_ANSWERS).nullable().meta({ description: 'null: no answer yet' }),
    assumed: z.boolean().meta({ description: 'true: no answer, counted as coming because the squad defaults to attending' }),
    answered_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'PlayerAvailability' });
export type PlayerAvailability = z.infer<typeof PlayerAvailabilitySchema>;

/** `GET /api/events/{id}/availability`: counts and names, for an administrator or a coach of the squad. */
export const EventAvailabilitySchema = z
  .strictObject({
    event_id: IdSchema,
    default: z.enum(AVAILABILITY_DEFAULTS),
    counts: z.strictObject({
      yes: z.number().int().nonnegative().meta({ description: 'Answered yes, plus assumed when the squad defaults to attending' }),
      no: z.number().int().nonnegative(),
      maybe: z.number().int().nonnegative(),
      unanswered: z.number().int().nonnegative().meta({ description: 'No answer (0 when the squad defaults to attending)' }),
    }),
    players: z.array(PlayerAvailabilitySchema),
  })
  .meta({ id: 'EventAvailability' });
export type EventAvailability = z.infer<typeof EventAvailabilitySchema>;

/** One upcoming event of the child's squad on the family's status page, with the family's answer. */
export const FamilyEventSchema = z
  .strictObject({
    id: IdSchema,
    kind: z.enum(EVENT_KINDS),
    title: z.string(),
    starts_at: TimestampSchema,
    ends_at: TimestampSchema,
    meet_at: TimestampSchema.nullable(),
    venue: z.strictObject({ name: z.string(), address: z.string() }),
    status: z.enum(EVENT_STATUSES),
    answer: z.enum(AVAILABILITY_ANSWERS).nullable().meta({ description: 'The family answer for this child; null: none yet' }),
    assumed: z.boolean().meta({ description: 'true: no answer, counted as coming because the squad defaults to attending' }),
  })
  .meta({ id: 'FamilyEvent' });
export type FamilyEvent = z.infer<typeof FamilyEventSchema>;

/** The family's calendar links on its status page (docs/decisions/040). */
export const FamilyCalendarSchema = z
  .strictObject({
    feed_url: z.string().meta({ description: "The family's private feed (https): its children's squad events with its answers" }),
    webcal_url: z.string().meta({ description: 'The same feed as a webcal:// link, which opens a calendar app to subscribe' }),
    squad_feed_url: z.string().meta({ description: "The squad's public feed" }),
  })
  .meta({ id: 'FamilyCalendar' });
export type FamilyCalendar = z.infer<typeof FamilyCalendarSchema>;
