import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';
import { ACADEMY_DEFAULTS, type AcademyFacts } from './academy-constants.ts';
import { ACADEMY_LIMITS as L, ACADEMY_MESSAGES as M, PHONE_PATTERN, canonicalTimeZone } from './academy-admin-constants.ts';
import { SOCIAL_LINKS, type SocialKey } from './social.ts';
import { AGE_GROUP_PATTERN, RESULTS_POLICIES, RESULTS_POLICY_SETTINGS } from './results-constants.ts';

export * from './academy-constants.ts';
export * from './academy-admin-constants.ts';

/** A number, not a numeric string: the form reads its inputs as numbers (an empty one is NaN, refused). */
const coordinate = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);

/** A social address: https (or http) only, empty means "no icon". */
const socialUrl = z
  .string({ error: M.socialUrl })
  .trim()
  .max(L.url, M.socialUrl)
  .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), M.socialUrl)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const socialShape = Object.fromEntries(SOCIAL_LINKS.map((s) => [s.key, socialUrl])) as Record<SocialKey, typeof socialUrl>;

const TrainingInputSchema = z.object({
  age_group: requiredText(M.ageGroupRequired, L.short),
  days: requiredText(M.daysRequired, L.short),
  times: requiredText(M.timesRequired, L.short),
});
const ProgrammeInputSchema = z.object({
  name: requiredText(M.programmeNameRequired, L.short),
  ages: optionalText(L.short),
  fee: requiredText(M.feeRequired, L.short),
  description: optionalText(L.text),
});
const WhyUsInputSchema = z.object({
  title: requiredText(M.whyTitleRequired, L.short),
  text: requiredText(M.whyTextRequired, L.text),
});

/** The academy's evaluation criteria: at least one, each named once (scores are keyed by the name). */
export const EvaluationCriteriaSchema = z
  .array(requiredText(M.criterionRequired, L.criterion))
  .min(1, M.criteriaRequired)
  .max(L.criteria, M.tooMany(L.criteria))
  .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, M.criteriaUnique);

/** The academy's results policy: age group ("U12") -> what the public sees of its matches. */
export const ResultsPolicySchema = z
  .record(z.string().regex(AGE_GROUP_PATTERN, RESULTS_POLICY_SETTINGS.invalid), z.enum(RESULTS_POLICIES, { error: RESULTS_POLICY_SETTINGS.invalid }), {
    error: RESULTS_POLICY_SETTINGS.invalid,
  })
  .meta({
    description:
      "Per age group (\"U12\"): 'scores', 'outcome' (won/drew/lost, no number) or 'none' (the fixture only); an age group not listed publishes nothing",
  });

/** An IANA time zone name, checked with Intl and answered as Intl spells it (docs/decisions/050). */
export const TimeZoneSchema = z
  .string({ error: M.timeZone })
  .trim()
  .max(64, M.timeZone)
  .refine((v) => canonicalTimeZone(v) !== undefined, M.timeZone)
  .transform((v) => canonicalTimeZone(v) ?? v)
  .meta({ description: 'IANA time zone name, e.g. Europe/Berlin' });

/** `PUT /api/academy`: every fact at once (the Settings form sends the whole record). */
export const AcademyInputSchema = z.object({
  name: requiredText(M.nameRequired, L.name),
  description: requiredText(M.descriptionRequired, L.description),
  address: requiredText(M.addressRequired, L.address),
  town: requiredText(M.townRequired, L.town),
  latitude: coordinate(-90, 90, M.latitude),
  longitude: coordinate(-180, 180, M.longitude),
  phone: z.string({ error: M.phone }).trim().regex(PHONE_PATTERN, M.phone),
  email: z.email({ error: M.email }).trim().max(L.email, M.email),
  training: z.array(TrainingInputSchema).max(L.training, M.tooMany(L.training)),
  programmes: z.array(ProgrammeInputSchema).max(L.programmes, M.tooMany(L.programmes)),
  social: z.object(socialShape),
  why_us: z.array(WhyUsInputSchema).max(L.whyUs, M.tooMany(L.whyUs)),
  show_player_full_names: z.boolean().default(false),
  /** Absent (a client older than the criteria): the defaults. */
  evaluation_criteria: EvaluationCriteriaSchema.default([...ACADEMY_DEFAULTS.evaluation_criteria]),
  /** Absent (a client older than the policy): none set, every age group publishes the fixture only. */
  results_policy: ResultsPolicySchema.default({}),
  /** Absent (a client older than the zone): the zone stays as it is (the service fills it in). */
  time_zone: TimeZoneSchema.optional(),
});
export type AcademyInput = z.input<typeof AcademyInputSchema>;

const text = z.string();
/** The academy's own facts as `GET /api/academy` answers them. */
export const AcademySchema = z
  .strictObject({
    name: text,
    description: text,
    address: text,
    town: text,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phone: text,
    email: text,
    training: z.array(z.strictObject({ age_group: text, days: text, times: text })),
    programmes: z.array(z.strictObject({ name: text, ages: text.nullable(), fee: text, description: text.nullable() })),
    social: z.strictObject(Object.fromEntries(SOCIAL_LINKS.map((s) => [s.key, text.nullable()])) as Record<SocialKey, z.ZodNullable<z.ZodString>>),
    why_us: z.array(z.strictObject({ title: text, text })),
    show_player_full_names: z.boolean().meta({ description: 'Public pages name children in full (off by default: first name and last initial)' }),
    evaluation_criteria: z.array(text).meta({ description: 'What coaches score each child on at a trial (1 to 5), and the template of progress reports' }),
    results_policy: ResultsPolicySchema,
    time_zone: z.string().meta({ description: "The academy's IANA time zone: mails, the status page, calendar feeds and the admin write local times in it" }),
  })
  .meta({ id: 'Academy' });
export type Academy = z.infer<typeof AcademySchema>;

// The zod-free type the public pages use is the same record.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameShape: Same<Academy, AcademyFacts> = true;
/** The input's zone may be absent (kept as stored); everything else is the record. */
const _inputGivesRecord: Same<z.output<typeof AcademyInputSchema>, Omit<AcademyFacts, 'time_zone'> & { time_zone?: string | undefined }> = true;
void _sameShape;
void _inputGivesRecord;
