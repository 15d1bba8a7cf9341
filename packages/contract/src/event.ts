import { z } from 'zod';
import { IdSchema, optionalText, requiredText, TimestampSchema } from './common.ts';
import { EVENT_KINDS, EVENT_MESSAGES, EVENT_SCOPES, EVENT_STATUSES, EVENT_WINDOW_MAX_DAYS, HOME_AWAY } from './event-constants.ts';

export * from './event-constants.ts';

const M = EVENT_MESSAGES;
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
/** On edit: absent keeps the stored text, null or empty clears it. */
const editedText = (max: number) => z.string().trim().max(max).nullable().optional();

export const VenueSchema = z
  .strictObject({ name: requiredText(M.venueNameRequired, 120), address: requiredText(M.venueAddressRequired, 300) })
  .meta({ id: 'Venue' });

/** The fields of an event an administrator sets, on create and on edit. */
const eventFields = {
  kind: z.enum(EVENT_KINDS, { error: M.kindRequired }),
  starts_at: instant(M.startsAtRequired),
  ends_at: instant(M.endsAtRequired),
  venue: VenueSchema,
  opponent: optionalText(120).meta({ description: 'Matches and tournaments' }),
  home_away: z.enum(HOME_AWAY).nullable().optional().meta({ description: 'Matches and tournaments' }),
  competition: optionalText(120).meta({ description: 'Matches and tournaments' }),
  meet_at: instant(M.startsAtRequired).nullable().optional().meta({ description: 'When the players meet, before the start' }),
};

/**
 * `POST /api/squads/{id}/events`. A training with `recurrence.weekly_until` is a weekly series: one
 * row per week from `starts_at` up to that day (docs/decisions/038).
 */
export const EventInputSchema = z
  .object({
    ...eventFields,
    recurrence: z
      .object({
        weekly_until: z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: M.weeklyUntilRequired }).meta({
          description: 'The last day of the series (a date is read as the end of that day in the academy zone, TZ)',
        }),
      })
      .optional(),
  })
  .refine((v) => v.recurrence === undefined || v.kind === 'training', { path: ['recurrence'], message: M.recurrenceTrainingOnly });
export type EventInput = z.input<typeof EventInputSchema>;

/**
 * `PUT /api/events/{id}`: moves or edits one event (one occurrence of a series alone); a field
 * absent keeps its value. `{status: 'cancelled'}` cancels it.
 */
export const EventUpdateSchema = z.object({
  kind: eventFields.kind.optional(),
  starts_at: eventFields.starts_at.optional(),
  ends_at: eventFields.ends_at.optional(),
  venue: VenueSchema.optional(),
  opponent: editedText(120),
  home_away: eventFields.home_away,
  competition: editedText(120),
  meet_at: eventFields.meet_at,
  status: z.enum(EVENT_STATUSES).optional(),
  scope: z.enum(EVENT_SCOPES).optional().meta({
    description:
      "'following': the change (a shift of the time of day, the venue, the cancellation) applies to this occurrence and the later ones of its weekly series; families are told once for all of them (docs/decisions/042)",
  }),
});
export type EventUpdate = z.input<typeof EventUpdateSchema>;

export const EventSchema = z
  .strictObject({
    id: IdSchema,
    squad_id: IdSchema,
    series_id: IdSchema.nullable().meta({ description: 'The weekly series this occurrence belongs to' }),
    kind: z.enum(EVENT_KINDS),
    starts_at: TimestampSchema,
    ends_at: TimestampSchema,
    venue: z.strictObject({ name: z.string(), address: z.string() }),
    opponent: z.string().nullable(),
    home_away: z.enum(HOME_AWAY).nullable(),
    competition: z.string().nullable(),
    meet_at: TimestampSchema.nullable(),
    status: z.enum(EVENT_STATUSES),
    sequence: z.number().int().nonnegative().meta({ description: 'The calendar SEQUENCE: raised on every change a calendar must see' }),
    result: z
      .strictObject({
        goals_for: z.number().int().nonnegative(),
        goals_against: z.number().int().nonnegative(),
        report_post_id: IdSchema.nullable(),
        entered_at: TimestampSchema,
        scorers: z
          .array(z.strictObject({ registration_id: IdSchema, goals: z.number().int().positive() }))
          .optional()
          .meta({ description: "One event's answer only (GET /api/events/{id}, the result's PUT), not the lists: the scorers entered, most goals first" }),
      })
      .nullable()
      .meta({
        description:
          "A match's or tournament's result, as the academy entered it (null until then); the public sees what the age group's results policy allows",
      }),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: 'SquadEvent' });
export type SquadEvent = z.infer<typeof EventSchema>;

/** `DELETE /api/events/{id}?scope=following`: cancels this occurrence and the later ones of its series. */
export const EventScopeQuerySchema = z.object({ scope: z.enum(EVENT_SCOPES).optional() });

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * `GET /api/events?from=&to=&squad=`: the admin calendar's window (at most EVENT_WINDOW_MAX_DAYS
 * days): every squad's events that overlap it, or one squad's.
 */
export const EventWindowQuerySchema = z
  .object({
    from: instant(M.windowRequired),
    to: instant(M.windowRequired),
    squad: z.coerce.number().int().positive().optional().meta({ description: 'One squad only' }),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { path: ['to'], message: M.windowBackwards })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= EVENT_WINDOW_MAX_DAYS * DAY_MS, { path: ['to'], message: M.windowTooLong });
export type EventWindowQuery = z.infer<typeof EventWindowQuerySchema>;

/** What `POST /api/squads/{id}/events` answers: the first event, and every occurrence's id when it made a series. */
export const EventCreatedSchema = EventSchema.extend({
  occurrence_ids: z.array(IdSchema).meta({ description: 'The ids of every event created, in time order (one for a single event)' }),
}).meta({ id: 'SquadEventCreated' });
export type SquadEventCreated = z.infer<typeof EventCreatedSchema>;

/** `PUT /api/events/{id}/result`: a match's or tournament's score, its scorers and the news post reporting it. */
export const EventResultInputSchema = z
  .strictObject({
    goals_for: z.number({ error: M.goalsRequired }).int(M.goalsRequired).min(0, M.goalsRequired).max(99, M.goalsRequired),
    goals_against: z.number({ error: M.goalsRequired }).int(M.goalsRequired).min(0, M.goalsRequired).max(99, M.goalsRequired),
    report_post_id: IdSchema.nullable().optional().meta({ description: 'A news post reporting the match' }),
    scorers: z
      .array(z.strictObject({ registration_id: IdSchema, goals: z.number().int().min(1).max(99) }))
      .max(40)
      .optional()
      .meta({
        description:
          "Children of the squad who scored; public only where the age group's policy publishes scores, as first name and initial, with photo-name consent",
      }),
  })
  .meta({ id: 'EventResultInput' });
export type EventResultInput = z.infer<typeof EventResultInputSchema>;
