import { AUDIT_ACTORS, type AuditAction, type AuditQuery } from '@academy/contract/audit';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/module-deps.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createAuditRepository } from './repository.ts';

/** What happened, to which record; never a child's or a family's personal data in the summary. */
export type AuditEvent = {
  action: AuditAction;
  record?: { type: string; id: string | number };
  summary?: string;
  /** Who acted, when not the request's signed-in user (a family, the system, a user signing in). */
  actor?: { id: number | null; label: string };
};

export type Audit = {
  /**
   * Appends an entry. Pass the transaction of the change it records, so that both commit or
   * neither does; without one it is written on its own.
   */
  record(request: Actor, event: AuditEvent, tx?: Db): Promise<void>;
};

/**
 * The audit trail (decision 019). Services write entries through their change (`c.audit(event)`,
 * decision 026), which passes its transaction here; `app.audit` is this service, for the change
 * plumbing and the Activity screen's reads.
 */
export function createAuditService({ db }: Pick<ModuleDeps, 'db'>) {
  const repo = createAuditRepository(db);
  return {
    record(request: Actor, event: AuditEvent, tx?: Db): Promise<void> {
      const user = request?.user ?? null;
      const actor = event.actor ?? (user ? { id: user.id, label: user.email } : { id: null, label: request ? AUDIT_ACTORS.anonymous : AUDIT_ACTORS.system });
      return repo.insert(
        {
          actor_id: actor.id,
          actor: actor.label,
          action: event.action,
          record_type: event.record?.type ?? null,
          record_id: event.record ? String(event.record.id) : null,
          ip: request?.ip || null,
          summary: (event.summary ?? '').slice(0, 500),
        },
        tx,
      );
    },
    list: (q: AuditQuery & { offset: number; limit: number }) => repo.list(q),
    purgeOlderThan: (days: number) => repo.purgeOlderThan(days),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
