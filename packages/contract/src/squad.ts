import { z } from 'zod';
import { IdSchema, requiredText, TimestampSchema } from './common.ts';
import { ADMIN_AGE_RANGE } from './registration-constants.ts';
import { CoachChildSchema } from './trial-day.ts';
import { SQUAD_CAPACITY_MAX, SQUAD_MESSAGES, SQUAD_PLACE_STATES, SQUAD_REMINDER_MAX_HOURS, SQUAD_REMINDERS_MAX } from './squad-constants.ts';
import { AVAILABILITY_DEFAULTS } from './availability-constants.ts';

export * from './squad-constants.ts';

const M = SQUAD_MESSAGES;
/** Reminder hours as the API takes them (an array) or as the form's field writes them ("144, 24"). */
const reminderHours = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number)
      : v,
  z
    .array(z.number({ error: M.reminderHours }).int(M.reminderHours).min(1, M.reminderHours).max(SQUAD_REMINDER_MAX_HOURS, M.reminderHours), {
      error: M.reminderHours,
    })
    .max(SQUAD_REMINDERS_MAX, M.reminderHours)
    .transform((hours) => [...new Set(hours)].sort((a, b) => b - a)),
);
const age = z.coerce.number({ error: M.ageRange }).int(M.ageRange).min(ADMIN_AGE_RANGE.min, M.ageRange).max(ADMIN_AGE_RANGE.max, M.ageRange);

/** `POST /api/squads` and `PUT /api/squads/{id}` (PUT also takes `coach_ids`). */
export const SquadInputSchema = z
  .object({
    name: requiredText(M.nameRequired, 60),
    season: requiredText(M.seasonRequired, 20).pipe(z.string().regex(/^\d{4}\/\d{2}$/, M.season)),
    min_age: age,
    max_age: age,
    capacity: z.coerce.number({ error: M.capacity }).int(M.capacity).min(1, M.capacity).max(SQUAD_CAPACITY_MAX, M.capacity),
    coach_ids: z.array(IdSchema).max(20).optional().meta({ description: 'The coaches (coach or admin accounts); absent keeps them' }),
    availability_default: z
      .enum(AVAILABILITY_DEFAULTS)
      .optional()
      .meta({ description: "Before a family answers: 'attending' counts the child as coming (no reminders), 'asking' (the default) reminds; absent keeps it" }),
    reminder_hours: reminderHours
      .optional()
      .meta({ description: 'Reminders to families that have not answered, in hours before each event (default 144 and 24; empty: none); absent keeps them' }),
  })
  .refine((v) => v.min_age <= v.max_age, { path: ['max_age'], message: M.ageRange });
export type SquadInput = z.input<typeof SquadInputSchema>;

export const SquadCoachSchema = z.strictObject({ id: IdSchema, name: z.string() }).meta({ id: 'SquadCoach' });

/** A squad as staff read it. */
export const SquadSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    season: z.string(),
    min_age: z.number().int(),
    max_age: z.number().int(),
    capacity: z.number().int().positive(),
    availability_default: z.enum(AVAILABILITY_DEFAULTS),
    reminder_hours: z.array(z.number().int().positive()).meta({ description: 'Hours before each event, largest first' }),
    enrolled: z.number().int().nonnegative(),
    offered: z.number().int().nonnegative().meta({ description: 'Open offers, which hold a place until answered or expired' }),
    waitlisted: z.number().int().nonnegative(),
    places_left: z.number().int().nonnegative().meta({ description: 'capacity − (enrolled + offered)' }),
    coaches: z.array(SquadCoachSchema),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: 'Squad' });
export type Squad = z.infer<typeof SquadSchema>;

/** A child on a squad's roster, offered a place, or waiting: the coach's projection and where it stands. */
export const SquadPlaceSchema = CoachChildSchema.extend({
  state: z.enum(SQUAD_PLACE_STATES),
  respond_by: TimestampSchema.nullable(),
  position: z.number().int().positive().nullable().meta({ description: 'Place on the waiting list, 1 first' }),
  since: TimestampSchema,
}).meta({ id: 'SquadPlace' });
export type SquadPlace = z.infer<typeof SquadPlaceSchema>;

/** `POST /api/registrations/{id}/offer`. */
export const OfferInputSchema = z.object({
  squad_id: z.coerce.number({ error: M.squadRequired }).int(M.squadRequired).positive(M.squadRequired),
  respond_by: z.iso.datetime({ offset: true, error: M.respondByRequired }),
});
export type OfferInput = z.input<typeof OfferInputSchema>;

/** What `POST /api/registrations/{id}/offer` did: a place offered, or a place on the waiting list. */
export const OfferResultSchema = z
  .strictObject({ outcome: z.enum(['offered', 'waitlisted']), squad_id: IdSchema, position: z.number().int().positive().nullable() })
  .meta({ id: 'OfferResult' });
export type OfferResult = z.infer<typeof OfferResultSchema>;

/**
 * The public team page's players: each squad by name, its children as "First L." (docs/decisions/031:
 * registrations carry no photo). Only children whose family said yes to the website are named; the
 * others are a count (docs/decisions/060, the results' line-up rule of decision 017).
 */
export const PublicSquadSchema = z
  .strictObject({
    name: z.string(),
    season: z.string(),
    min_age: z.number().int(),
    max_age: z.number().int(),
    players: z.array(z.strictObject({ name: z.string() })).meta({ description: 'Children on the roster whose family agreed: first name and initial' }),
    others: z.number().int().nonnegative().meta({ description: 'Children on the roster who are not named' }),
  })
  .meta({ id: 'PublicSquad' });
export type PublicSquad = z.infer<typeof PublicSquadSchema>;
