import type { RetentionResult, RetentionStatus } from '@academy/contract/retention';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createAuditRepository } from '../audit/repository.ts';
import { removeUnusedBodyImages } from '../posts/body-images.ts';
import { createRetentionRepository, DAY_MS, dayOf, nextDay } from './repository.ts';

/**
 * The daily retention run (decision 019): erases what the policy says is too old, records what it
 * erased in the audit trail (counts only), and queues the next run a day later, all in one change
 * (decision 026): the erasures, the entry and the next run commit together or not at all. The run
 * is a job of the jobs table: a day missed while the server was down is simply due at the next start.
 */
export function createRetentionService({ db, config, change, storage, log }: Pick<ModuleDeps, 'db' | 'config' | 'change' | 'storage' | 'log'>) {
  const policy = config.retention;
  const repo = createRetentionRepository(db);
  return {
    ensureScheduled: (now = new Date()) => change(null, (c) => createRetentionRepository(c.tx).ensureScheduled(now)),

    /**
     * One run; `day` is the day it was queued for (the next one is the day after, even when this one
     * ran late). Post pictures no post uses go afterwards, in their own change (their files are
     * removed once their rows are gone, docs/decisions/044).
     */
    run: async (day: string = dayOf(new Date()), now = new Date()): Promise<RetentionResult> => {
      const result = await change(null, async (c) => {
        const txRepo = createRetentionRepository(c.tx);
        const ended = await txRepo.eraseEndedRegistrations(policy.registrationDays);
        const messages = await txRepo.eraseOldMessages(policy.messageDays);
        const auditEntries = await createAuditRepository(c.tx).purgeOlderThan(policy.auditDays);
        const result: RetentionResult = {
          registrations: ended.registrations,
          contact_messages: messages.contact_messages,
          emails: ended.emails + messages.emails,
          audit_entries: auditEntries,
        };
        await c.audit({
          action: 'retention.purge',
          summary: `Erased ${result.registrations} ended applications, ${result.contact_messages} contact messages, ${result.emails} mails and ${result.audit_entries} activity entries`,
        });
        await txRepo.schedule(nextDay(day), new Date(now.getTime() + DAY_MS));
        return result;
      });
      await removeUnusedBodyImages({ storage, change, log });
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
