import { z } from 'zod';
import { requiredText } from './common.ts';
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

export const TeamMemberSchema = z.object({
  name: requiredText(TEAM_MESSAGES.nameRequired, 120),
  role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleRequired }),
  jersey_number: jerseyNumber.optional().transform((v) => v ?? null),
});
export type TeamMemberInput = z.input<typeof TeamMemberSchema>;
