import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { ATTENDANCES, EVALUATION_NOTE_MAX, SCORE_MAX, SCORE_MIN, TRIAL_DAY_MESSAGES } from './trial-day-constants.ts';

export * from './trial-day-constants.ts';

/**
 * What a coach may know of a child on a session (or squad) assigned to them, and nothing more
 * (decision 018): the names, the age, the health conditions (for safety), the photo consent and
 * the parent's phone. Squads' rosters use the same projection.
 */
export const CoachChildSchema = z
  .strictObject({
    registration_id: IdSchema,
    first_name: z.string(),
    last_name: z.string(),
    age: z.number().int(),
    health_conditions: z.string().meta({ description: 'For safety on the pitch; empty when the family named none' }),
    photo_consent: z.boolean(),
    parent_phone: z.string(),
  })
  .meta({ id: 'CoachChild' });
export type CoachChild = z.infer<typeof CoachChildSchema>;

const M = TRIAL_DAY_MESSAGES;

/** The device's time of a mark (an offline queue sends it late); absent: the server's now. */
const recordedAt = z.iso.datetime({ offset: true, error: M.recordedAt }).optional().meta({
  description: 'When the mark was made on the device; a later-recorded value is never overwritten by an older one',
});

/** `POST /api/trials/{id}/checkin`. */
export const CheckinInputSchema = z.object({
  registration_id: z.coerce.number({ error: M.registrationRequired }).int(M.registrationRequired).positive(M.registrationRequired),
  attendance: z.enum(ATTENDANCES, { error: M.attendance }),
  recorded_at: recordedAt,
});
export type CheckinInput = z.input<typeof CheckinInputSchema>;

export const ScoreSchema = z.number({ error: M.score }).int(M.score).min(SCORE_MIN, M.score).max(SCORE_MAX, M.score);
/** Scores keyed by the academy's criterion names (checked against the list by the server). */
export const ScoresSchema = z.record(z.string().max(80), ScoreSchema);

/** `PUT /api/registrations/{id}/evaluation`: some or all scores and the note; each merges field by field, newest wins. */
export const EvaluationInputSchema = z.object({
  trial_id: z.coerce.number({ error: M.trialRequired }).int(M.trialRequired).positive(M.trialRequired),
  scores: ScoresSchema.default({}),
  note: z.string().max(EVALUATION_NOTE_MAX, M.noteTooLong).optional(),
  recorded_at: recordedAt,
});
export type EvaluationInput = z.input<typeof EvaluationInputSchema>;

/** A check-in as stored. */
export const CheckinSchema = z
  .strictObject({
    trial_id: IdSchema,
    registration_id: IdSchema,
    attendance: z.enum(ATTENDANCES),
    recorded_at: TimestampSchema,
  })
  .meta({ id: 'Checkin' });
export type Checkin = z.infer<typeof CheckinSchema>;

/** An evaluation as stored (the note is private staff text, never shown to the family). */
export const EvaluationSchema = z
  .strictObject({
    trial_id: IdSchema,
    registration_id: IdSchema,
    scores: z.record(z.string(), z.number().int()),
    note: z.string(),
    average: z.number().nullable().meta({ description: 'Average of the scores, rounded to 2 decimals; null without scores' }),
    updated_at: TimestampSchema,
  })
  .meta({ id: 'Evaluation' });
export type Evaluation = z.infer<typeof EvaluationSchema>;

const SessionFacts = {
  id: IdSchema,
  starts_at: TimestampSchema,
  location: z.string(),
  min_age: z.number().int(),
  max_age: z.number().int(),
  cancelled_at: TimestampSchema.nullable(),
};

/** A session on the coach's "My sessions" (`GET /api/coach/trials`). */
export const CoachTrialSchema = z.strictObject({ ...SessionFacts, children: z.number().int().nonnegative() }).meta({ id: 'CoachTrial' });
export type CoachTrial = z.infer<typeof CoachTrialSchema>;

/** A child on the trial day: the coach's projection, its check-in and its evaluation. */
export const TrialDayChildSchema = CoachChildSchema.extend({
  attendance: z.enum(ATTENDANCES).nullable(),
  attendance_recorded_at: TimestampSchema.nullable(),
  scores: z.record(z.string(), z.number().int()),
  note: z.string(),
  average: z.number().nullable(),
}).meta({ id: 'TrialDayChild' });
export type TrialDayChild = z.infer<typeof TrialDayChildSchema>;

/** `GET /api/trials/{id}/day`: the session, the academy's criteria and its children. */
export const TrialDaySchema = z
  .strictObject({
    trial: z.strictObject(SessionFacts),
    criteria: z.array(z.string()),
    children: z.array(TrialDayChildSchema),
  })
  .meta({ id: 'TrialDay' });
export type TrialDay = z.infer<typeof TrialDaySchema>;

/** One line of a ranking: equal averages share a rank (`tied`); children without scores come last, unranked. */
export const RankedChildSchema = z
  .strictObject({
    rank: z.number().int().positive().nullable(),
    tied: z.boolean(),
    registration_id: IdSchema,
    first_name: z.string(),
    last_name: z.string(),
    age: z.number().int(),
    attendance: z.enum(ATTENDANCES).nullable(),
    scores: z.record(z.string(), z.number().int()),
    average: z.number().nullable(),
  })
  .meta({ id: 'RankedChild' });
export type RankedChild = z.infer<typeof RankedChildSchema>;

/** `GET /api/trials/{id}/results`: the whole session's ranking, then one per age. */
export const TrialResultsSchema = z
  .strictObject({
    criteria: z.array(z.string()),
    session: z.array(RankedChildSchema),
    by_age: z.array(z.strictObject({ age: z.number().int(), ranking: z.array(RankedChildSchema) })),
  })
  .meta({ id: 'TrialResults' });
export type TrialResults = z.infer<typeof TrialResultsSchema>;

/** `GET /api/registrations/{id}/evaluations`: a child's evaluations, one per session, with its attendance. */
export const ChildEvaluationSchema = EvaluationSchema.extend({
  starts_at: TimestampSchema,
  location: z.string(),
  attendance: z.enum(ATTENDANCES).nullable(),
}).meta({ id: 'ChildEvaluation' });
export type ChildEvaluation = z.infer<typeof ChildEvaluationSchema>;

/** Average of the scores, rounded to two decimals; null without scores. */
export function averageOf(scores: Record<string, number>): number | null {
  const values = Object.values(scores);
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
}

/**
 * Ranks by average, highest first. Equal averages share a rank and are marked tied (standard
 * competition ranking: 1, 2, 2, 4); children without scores come last, unranked.
 */
export function rankByAverage<T extends { average: number | null; first_name: string; last_name: string }>(
  rows: readonly T[],
): (T & { rank: number | null; tied: boolean })[] {
  const scored = rows.filter((r) => r.average !== null).sort((a, b) => b.average! - a.average! || byName(a, b));
  const unscored = rows.filter((r) => r.average === null).sort(byName);
  const ranked = scored.map((r) => {
    const same = scored.filter((o) => o.average === r.average).length;
    return { ...r, rank: scored.findIndex((o) => o.average === r.average) + 1, tied: same > 1 };
  });
  return [...ranked, ...unscored.map((r) => ({ ...r, rank: null, tied: false }))];
}
const byName = (a: { first_name: string; last_name: string }, b: { first_name: string; last_name: string }) =>
  a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name);
