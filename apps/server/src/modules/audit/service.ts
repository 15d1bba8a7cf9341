import type { FastifyRequest } from 'fastify';
import { AUDIT_ACTORS, type AuditAction, type AuditQuery } from '@academy/contract/audit';
import type { Db } from '../../db/client.ts';
import type { AuditRepository } from './repository.ts';

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
  record(request: FastifyRequest | null, event: AuditEvent, tx?: Db): Promise<void>;
};

export function createAuditService(repo: AuditRepository) {
  return {
    record(request: FastifyRequest | null, event: AuditEvent, tx?: Db): Promise<void> {
      const user = request?.user ?? null;
      const actor = event.actor ?? (user ? { id: user.id, label: user.email } : { id: null, label: request ? AUDIT_ACTORS.anonymous : AUDIT_ACTORS.system });
      return repo.insert(
        {
          actor_id: actor.id,
          actor: actor.label,
          action: event.action,
          record_type: event.record?.type ?? null,
          record_id: event.record ? String(event.record.id) : null,
          ip: request?.ip ?? null,
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
