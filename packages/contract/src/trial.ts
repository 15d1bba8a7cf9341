import { z } from 'zod';
import { IdSchema, optionalText, requiredText, TimestampSchema } from './common.ts';
import { ADMIN_AGE_RANGE } from './registration-constants.ts';
import { REGISTRATION_STATUSES } from './registration-status-constants.ts';
import { FAMILY_TRIAL_CHANGE } from './family-page-constants.ts';
import { FAMILY_ANSWERS, INVITATION_STATES, TRIAL_CAPACITY_MAX, TRIAL_MESSAGES } from './trial-constants.ts';
import { PublishedReportSchema } from './family-report.ts';
import { FamilyCalendarSchema, FamilyEventSchema } from './availability.ts';

export * from './trial-constants.ts';
export * from './trial-admin-constants.ts';
export * from './family-page-constants.ts';

const M = TRIAL_MESSAGES;
const age = z.coerce.number({ error: M.ageRange }).int(M.ageRange).min(ADMIN_AGE_RANGE.min, M.ageRange).max(ADMIN_AGE_RANGE.max, M.ageRange);

/** `POST /api/trials` and `PUT /api/trials/{id}`. */
export const TrialInputSchema = z
  .object({
    starts_at: z.iso.datetime({ offset: true, error: M.startsAtRequired }),
    location: requiredText(M.locationRequired, 200),
    min_age: age,
    max_age: age,
    capacity: z.coerce.number({ error: M.capacity }).int(M.capacity).min(1, M.capacity).max(TRIAL_CAPACITY_MAX, M.capacity),
    notes: optionalText(2000),
    /** Administrators assign coaches (decision 030); absent: the assignment stays as it is. */
    coach_ids: z
      .array(z.number().int().positive())
      .max(20)
      .optional()
      .meta({ description: 'Coach accounts assigned to the session (their trial day screen); absent: unchanged' }),
  })
  .refine((v) => v.min_age <= v.max_age, { path: ['max_age'], message: M.ageRange });
export type TrialInput = z.input<typeof TrialInputSchema>;

/** A trial session as administrators read it. */
export const TrialSchema = z
  .strictObject({
    id: IdSchema,
    starts_at: TimestampSchema,
    location: z.string(),
    min_age: z.number().int(),
    max_age: z.number().int(),
    capacity: z.number().int().positive(),
    notes: z.string().nullable(),
    cancelled_at: TimestampSchema.nullable(),
    invited: z.number().int().nonnegative().meta({ description: 'Invitations not yet answered' }),
    confirmed: z.number().int().nonnegative(),
    declined: z.number().int().nonnegative(),
    places_left: z.number().int().nonnegative().meta({ description: 'capacity − (invited + confirmed)' }),
    coach_ids: z.array(IdSchema).meta({ description: 'Coach accounts assigned to the session' }),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: 'Trial' });
export type Trial = z.infer<typeof TrialSchema>;

/** What anyone may know of an upcoming session (`GET /api/public/trials`): no names, no counts of children. */
export const PublicTrialSchema = z
  .strictObject({
    starts_at: TimestampSchema,
    location: z.string(),
    min_age: z.number().int(),
    max_age: z.number().int(),
    places_left: z.number().int().nonnegative(),
  })
  .meta({ id: 'PublicTrial' });
export type PublicTrial = z.infer<typeof PublicTrialSchema>;

/** One child on a session's list. */
export const TrialAttendeeSchema = z
  .strictObject({
    registration_id: IdSchema,
    player_name: z.string(),
    player_age: z.number().int(),
    parent_name: z.string(),
    contact_phone: z.string(),
    state: z.enum(INVITATION_STATES),
    responded_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'TrialAttendee' });
export type TrialAttendee = z.infer<typeof TrialAttendeeSchema>;

export const TrialDetailSchema = TrialSchema.extend({ attendees: z.array(TrialAttendeeSchema) }).meta({ id: 'TrialDetail' });
export type TrialDetail = z.infer<typeof TrialDetailSchema>;

/** `POST /api/registrations/{id}/invite`. */
export const InviteSchema = z.object({
  trial_id: z.coerce.number({ error: M.sessionRequired }).int(M.sessionRequired).positive(M.sessionRequired),
  note: optionalText(1000),
});
export type InviteInput = z.input<typeof InviteSchema>;

/** `POST /api/public/status/{token}/respond`: `change_trial` names the session chosen (one of the page's `trial.choices`). */
export const FamilyAnswerSchema = z
  .object({
    answer: z.enum(FAMILY_ANSWERS),
    trial_id: z.coerce.number().int().positive().optional().meta({ description: 'The session to move the trial to (change_trial only)' }),
  })
  .refine((v) => v.answer !== 'change_trial' || v.trial_id !== undefined, { message: FAMILY_TRIAL_CHANGE.chooseSession, path: ['trial_id'] });
export type FamilyAnswerInput = z.input<typeof FamilyAnswerSchema>;

/** What the family's status page shows: the child's first name and the application, nothing else. */
export const FamilyStatusSchema = z
  .strictObject({
    first_name: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    title: z.string(),
    next_step: z.string(),
    trial: z
      .strictObject({
        starts_at: TimestampSchema,
        location: z.string(),
        notes: z.string().nullable(),
        state: z.enum(INVITATION_STATES),
        what_to_bring: z.string(),
        choices: z
          .array(z.strictObject({ id: IdSchema, starts_at: TimestampSchema, location: z.string(), places_left: z.number().int().nonnegative() }))
          .meta({ description: 'Upcoming sessions with room for the child to move its trial to (when change_trial is offered), soonest first' }),
      })
      .nullable(),
    offer: z
      .strictObject({ squad: z.string(), season: z.string(), respond_by: TimestampSchema })
      .nullable()
      .meta({ description: 'The open offer of a squad place, answered with accept_offer or decline_offer (docs/decisions/031)' }),
    squad: z
      .strictObject({ name: z.string(), season: z.string(), coaches: z.array(z.string()), waitlist_position: z.number().int().positive().nullable() })
      .nullable()
      .meta({ description: 'The squad the child is enrolled in, or waiting for (then its position)' }),
    answers: z.array(z.enum(FAMILY_ANSWERS)).meta({ description: 'What the family may answer now' }),
    reports: z.array(PublishedReportSchema).meta({ description: 'The published progress reports, newest first; drafts never (docs/decisions/034)' }),
    events: z
      .array(FamilyEventSchema)
      .meta({ description: "The enrolled child's squad events of the next weeks, soonest first, with the family's answer (docs/decisions/040)" }),
    calendar: FamilyCalendarSchema.nullable().meta({ description: 'The calendar feeds, once the child is enrolled in a squad' }),
  })
  .meta({ id: 'FamilyStatus' });
export type FamilyStatus = z.infer<typeof FamilyStatusSchema>;
