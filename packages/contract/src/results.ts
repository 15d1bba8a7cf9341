import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { EVENT_KINDS, EVENT_STATUSES, HOME_AWAY } from './event-constants.ts';
import { OUTCOMES, PUBLIC_FIXTURES_LIMIT, RESULTS_POLICIES } from './results-constants.ts';

export * from './results-constants.ts';

/** The academy's results policy (defined with the academy's facts, which carry it). */
export { ResultsPolicySchema } from './academy.ts';

const SquadRefSchema = z.strictObject({ id: IdSchema, name: z.string(), age_group: z.string() });

/**
 * A match or tournament as the public sees it (docs/decisions/039). What it says about how it went
 * follows the squad's age group's policy: under `none` the keys `outcome`, `score`, `scorers`,
 * `lineup` and `report_post_id` are absent; under `outcome` there is no number and no scorer.
 */
export const PublicFixtureSchema = z
  .strictObject({
    id: IdSchema,
    squad: SquadRefSchema,
    kind: z.enum(EVENT_KINDS),
    title: z.string().meta({ description: '"U12 vs Jinja Stars (home)"' }),
    starts_at: TimestampSchema,
    ends_at: TimestampSchema,
    meet_at: TimestampSchema.nullable(),
    previous_starts_at: TimestampSchema.nullable().meta({
      description: 'The start before its last move (null: never moved): the page says it was rescheduled',
    }),
    venue: z.strictObject({ name: z.string(), address: z.string() }),
    opponent: z.string().nullable(),
    home_away: z.enum(HOME_AWAY).nullable(),
    competition: z.string().nullable(),
    status: z.enum(EVENT_STATUSES),
    started: z.boolean().meta({ description: 'Whether it has started (a result); the answer is kept until the next start' }),
    policy: z.enum(RESULTS_POLICIES),
    outcome: z.enum(OUTCOMES).optional().meta({ description: "Under 'scores' and 'outcome', once the result is entered" }),
    score: z.strictObject({ goals_for: z.number().int(), goals_against: z.number().int() }).optional().meta({ description: "Under 'scores' only" }),
    report_post_id: IdSchema.optional().meta({ description: "The news post reporting the match (not under 'none')" }),
  })
  .meta({ id: 'PublicFixture' });
export type PublicFixture = z.infer<typeof PublicFixtureSchema>;

/** A match page's answer: the fixture, its scorers (under `scores`) and its line-up (not under `none`). */
export const PublicMatchSchema = PublicFixtureSchema.extend({
  scorers: z
    .array(z.strictObject({ name: z.string(), goals: z.number().int() }))
    .optional()
    .meta({ description: "Under 'scores' only: the scorers whose family agreed to their name being shown, as first name and initial" }),
  lineup: z
    .strictObject({
      named: z.array(z.string()).meta({ description: 'Children marked present whose family agreed: first name and initial' }),
      others: z.number().int().nonnegative().meta({ description: 'Children marked present who are not named' }),
    })
    .optional()
    .meta({ description: "Not under 'none'; absent until attendance is marked" }),
}).meta({ id: 'PublicMatch' });
export type PublicMatch = z.infer<typeof PublicMatchSchema>;

export const PublicFixturesQuerySchema = z.object({
  squad: z.coerce.number().int().positive().optional().meta({ description: "One squad's only" }),
  limit: z.coerce.number().int().min(1).max(PUBLIC_FIXTURES_LIMIT).optional().meta({ description: 'At most this many (home: the next few)' }),
});
