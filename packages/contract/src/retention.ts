import { z } from 'zod';
import { TimestampSchema } from './common.ts';

export * from './retention-constants.ts';

/** `GET /api/retention`: the policy, what the last daily run erased, and when the next one is due. */
export const RetentionStatusSchema = z
  .strictObject({
    policy: z.strictObject({
      registration_days: z.number().int().positive(),
      message_days: z.number().int().positive(),
      audit_days: z.number().int().positive(),
    }),
    last_run: z.strictObject({ at: TimestampSchema, summary: z.string() }).nullable(),
    next_run: TimestampSchema.nullable(),
  })
  .meta({ id: 'RetentionStatus' });
export type RetentionStatus = z.infer<typeof RetentionStatusSchema>;

/** What one run erased. */
export type RetentionResult = { registrations: number; contact_messages: number; emails: number; audit_entries: number };
