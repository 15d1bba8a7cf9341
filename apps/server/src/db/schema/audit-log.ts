import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@academy/contract/audit-constants';

/**
 * The audit trail. Append-only: a trigger (migration 0010) refuses UPDATE, DELETE and
 * TRUNCATE, except a DELETE inside a transaction that set `academy.audit_purge` (the retention job).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id'),
    actor: text('actor').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    record_type: text('record_type'),
    record_id: text('record_id'),
    ip: text('ip'),
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_record_idx').on(t.record_type, t.record_id),
  ],
);
