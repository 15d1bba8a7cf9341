import type { RetentionResult, RetentionStatus } from '@academy/contract/retention';
import type { Config } from '../../config.ts';
import type { AuditService } from '../audit/service.ts';
import { DAY_MS, dayOf, nextDay, type RetentionRepository } from './repository.ts';

/**
 * The daily retention run (issue 14 §5): erases what the policy says is too old, records what it
 * erased in the audit trail (counts only), and queues the next run a day later. The run is a job
 * of the jobs table: a day missed while the server was down is simply due at the next start.
 */
export function createRetentionService(deps: { repo: RetentionRepository; audit: AuditService; policy: Config['retention'] }) {
  const { repo, audit, policy } = deps;
  return {
    ensureScheduled: (now = new Date()) => repo.ensureScheduled(now),

    /** One run; `day` is the day it was queued for (the next one is the day after, even when this one ran late). */
    async run(day: string = dayOf(new Date()), now = new Date()): Promise<RetentionResult> {
      const ended = await repo.eraseEndedRegistrations(policy.registrationDays);
      const messages = await repo.eraseOldMessages(policy.messageDays);
      const auditEntries = await audit.purgeOlderThan(policy.auditDays);
      const result: RetentionResult = { registrations: ended.registrations, contact_messages: messages.contact_messages, emails: ended.emails + messages.emails, audit_entries: auditEntries };
      await audit.record(null, {
        action: 'retention.purge',
        summary: `Erased ${result.registrations} ended applications, ${result.contact_messages} contact messages, ${result.emails} mails and ${result.audit_entries} activity entries`,
      });
      await repo.schedule(nextDay(day), new Date(now.getTime() + DAY_MS));
      return result;
    },

    async status(): Promise<RetentionStatus> {
      const [last, next] = await Promise.all([repo.lastRun(), repo.nextRun()]);
      return {
        policy: { registration_days: policy.registrationDays, message_days: policy.messageDays, audit_days: policy.auditDays },
        last_run: last ? { at: last.at.toISOString(), summary: last.summary } : null,
        next_run: next ? next.toISOString() : null,
      };
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
