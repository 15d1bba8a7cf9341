import { z } from 'zod';
import { TimestampSchema } from './common.ts';
import { AUDIT_ACTIONS } from './audit-constants.ts';

export * from './audit-constants.ts';

/** One entry of the append-only audit trail, as `GET /api/audit` answers it. */
export const AuditEntrySchema = z
  .strictObject({
    id: z.number().int().positive(),
    at: TimestampSchema,
    actor_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({ description: 'The signed-in user who acted; null for the system, a family or an anonymous caller' }),
    actor: z.string().meta({ description: "The actor's label at the time (a user's email, or system / family / anonymous)" }),
    action: z.enum(AUDIT_ACTIONS),
    record_type: z.string().nullable(),
    record_id: z.string().nullable(),
    ip: z.string().nullable(),
    summary: z.string().meta({ description: 'A short summary without personal data' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const day = z.iso.date({ error: 'Please use a date like 2026-11-24' });

/** The Activity screen's filters: who, what, which record, which days (inclusive). */
export const AuditQuerySchema = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  record_type: z.string().trim().max(50).optional(),
  record_id: z.string().trim().max(50).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
