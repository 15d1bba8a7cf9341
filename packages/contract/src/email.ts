import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { EMAIL_KINDS, EMAIL_STATES } from './email-constants.ts';

export * from './email-constants.ts';

/** A mail of the outbox as `GET /api/emails` answers it (bodies and attachments stay on the server). */
export const EmailSchema = z
  .strictObject({
    id: IdSchema,
    to: z.string(),
    subject: z.string(),
    kind: z.enum(EMAIL_KINDS),
    state: z.enum(EMAIL_STATES),
    attempts: z.number().int().nonnegative(),
    next_attempt_at: TimestampSchema.nullable(),
    last_error: z.string().nullable(),
    subject_type: z.string().nullable().meta({ description: 'The kind of record the mail is about (registration, contact_message, trial, event, squad)' }),
    subject_id: z.number().int().nullable(),
    attachments: z.array(z.string()).meta({ description: 'File names of the attachments' }),
    sent_at: TimestampSchema.nullable(),
    created_at: TimestampSchema,
  })
  .meta({ id: 'Email' });
export type Email = z.infer<typeof EmailSchema>;

export const EmailQuerySchema = z.object({ state: z.enum(EMAIL_STATES).optional() });
