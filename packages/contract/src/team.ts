import { z } from 'zod';
import { DimensionSchema, IdSchema, requiredText, StoredPathSchema, TimestampSchema } from './common.ts';
import { JERSEY_MAX, JERSEY_MIN, TEAM_MESSAGES, TEAM_ROLES } from './team-constants.ts';

export * from './team-constants.ts';

/** Multipart sends every field as text: "" and absent mean "no number". */
const jerseyNumber = z.preprocess(
  (v) => (v === '' || v === undefined || v === 'null' ? null : v),
  z.coerce
    .number({ error: TEAM_MESSAGES.jerseyRange })
    .int(TEAM_MESSAGES.jerseyRange)
    .min(JERSEY_MIN, TEAM_MESSAGES.jerseyRange)
    .max(JERSEY_MAX, TEAM_MESSAGES.jerseyRange)
    .nullable(),
);

/** A checkbox over multipart: "true"/"on" or a boolean; absent stays absent. */
const flag = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v), z.boolean()).optional();

/** Players are children unless said otherwise; coaches are adults. */
export const isMinorByDefault = (role: string) => !role.includes('coach');

/**
 * The team member form (multipart). `image` stands for the chosen photo on each side (a browser
 * File, the server's stored temp file); editing keeps the current photo when none is chosen.
 */
export const TeamMemberInputSchema = z.object({
  name: requiredText(TEAM_MESSAGES.nameRequired, 120),
  role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleRequired }),
  jersey_number: jerseyNumber.optional().transform((v) => v ?? null),
  image: z.unknown().optional(),
  /** A child; absent: players are, coaches are not (`isMinorByDefault`). */
  is_minor: flag,
  /** The family (or the adult) agreed that the photo may be published; absent: no. */
  photo_consent: flag,
});
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

/** Adding a member: the photo is required. */
export const NewTeamMemberInputSchema = TeamMemberInputSchema.refine((v) => v.image != null, {
  path: ['image'],
  message: TEAM_MESSAGES.photoRequired,
  // Checked even when another field is invalid, so that the form lists every missing field at once.
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

/** A team member as the API answers it. */
export const TeamMemberSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    role: z.enum(TEAM_ROLES),
    jersey_number: z.number().int().min(JERSEY_MIN).max(JERSEY_MAX).nullable(),
    /** Server-relative path of the stored photo. */
    image: StoredPathSchema,
    /** Same photo, the alternate name the spec reads. */
    image_url: StoredPathSchema,
    image_width: DimensionSchema,
    image_height: DimensionSchema,
    is_minor: z.boolean().meta({
      description: 'A child: public answers show the first name and last initial (unless the academy shows full names) and the photo only with consent',
    }),
    photo_consent: z.boolean(),
    created_at: TimestampSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMemberSchema>;
