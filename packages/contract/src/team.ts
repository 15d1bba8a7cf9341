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

/**
 * The team member form (multipart). `image` stands for the chosen photo on each side (a browser
 * File, the server's stored temp file); editing keeps the current photo when none is chosen.
 */
export const TeamMemberInputSchema = z.object({
  name: requiredText(TEAM_MESSAGES.nameRequired, 120),
  role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleRequired }),
  jersey_number: jerseyNumber.optional().transform((v) => v ?? null),
  image: z.unknown().optional(),
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
    created_at: TimestampSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMemberSchema>;
