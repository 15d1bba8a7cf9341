import { z } from 'zod';
import { IdSchema, requiredText } from './common.ts';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_MESSAGES as M, ANNOUNCEMENT_SQUADS_MAX, ANNOUNCEMENT_SUBJECT_MAX } from './announcement-constants.ts';

export * from './announcement-constants.ts';

const squadIds = z
  .array(IdSchema, { error: M.squadsRequired })
  .min(1, M.squadsRequired)
  .max(ANNOUNCEMENT_SQUADS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** `POST /api/squads/announcements`: one mail to every family of the squads' rosters, once per family. */
export const AnnouncementInputSchema = z
  .strictObject({
    squad_ids: squadIds,
    subject: requiredText(M.subjectRequired, ANNOUNCEMENT_SUBJECT_MAX),
    body: requiredText(M.bodyRequired, ANNOUNCEMENT_BODY_MAX),
  })
  .meta({ id: 'AnnouncementInput' });
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

/** `GET /api/squads/announcements/recipients?squad_ids=1,2`: how many families a mail to these squads reaches. */
export const AnnouncementRecipientsQuerySchema = z.object({
  squad_ids: z
    .string({ error: M.squadsRequired })
    .transform((v) => v.split(',').filter(Boolean).map(Number))
    .pipe(squadIds),
});

export const AnnouncementRecipientsSchema = z.strictObject({ families: z.number().int().nonnegative() }).meta({ id: 'AnnouncementRecipients' });
export type AnnouncementRecipients = z.infer<typeof AnnouncementRecipientsSchema>;

export const AnnouncementSentSchema = z.strictObject({ families: z.number().int().positive() }).meta({ id: 'AnnouncementSent' });
export type AnnouncementSent = z.infer<typeof AnnouncementSentSchema>;
