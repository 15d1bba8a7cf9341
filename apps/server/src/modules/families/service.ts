import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FAMILY_DATA, type FamilyErasure, type FamilyExport } from '@academy/contract/family-data';
import { enqueueMail } from '../../background/outbox.ts';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/service.ts';
import type { FamilyDataRepository } from './repository.ts';

const total = (counts: FamilyErasure) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A family's data by the parent's email (issue 14 §4): one JSON document with every row, and an
 * erasure of all of them. The audit trail keeps the fact with a keyed hash of the email (the same
 * email always gives the same hash, so "was this family erased?" can be answered), never the email.
 */
export function createFamilyDataService(deps: {
  repo: FamilyDataRepository;
  audit: AuditService;
  secret: Uint8Array;
  /** Sends the family's receipt (only when mail can be sent: an unsendable receipt would keep the address). */
  receipts?: { db: Db; wake: () => void };
}) {
  const { repo, audit } = deps;
  const emailHash = (email: string) => createHmac('sha256', deps.secret).update(`family-email:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);

  return {
    emailHash,
    async export(email: string, request: FastifyRequest, by: 'admin' | 'family'): Promise<FamilyExport> {
      const normalized = email.trim().toLowerCase();
      const rows = await repo.gather(normalized);
      const count = Object.values(rows).reduce((a, r) => a + r.length, 0);
      await audit.record(request, {
        action: 'family.export',
        record: { type: 'family', id: emailHash(normalized) },
        summary: `${count} records exported by ${by === 'admin' ? 'an administrator' : 'the family'}`,
        ...(by === 'family' ? { actor: { id: null, label: 'family' } } : {}),
      });
      return { email: normalized, exported_at: new Date().toISOString(), ...rows };
    },
    async erase(email: string, request: FastifyRequest, by: 'admin' | 'family'): Promise<FamilyErasure> {
      const normalized = email.trim().toLowerCase();
      const counts = await repo.erase(normalized);
      const parts = Object.entries(counts)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${k.replace(/_/g, ' ')} ${n}`);
      await audit.record(request, {
        action: 'family.erase',
        record: { type: 'family', id: emailHash(normalized) },
        summary: `${total(counts)} records erased by ${by === 'admin' ? 'an administrator' : 'the family'}${parts.length ? `: ${parts.join(', ')}` : ''}`,
        ...(by === 'family' ? { actor: { id: null, label: 'family' } } : {}),
      });
      if (by === 'family' && deps.receipts) {
        // The outbox deletes this mail once it is delivered (background/runner.ts): no copy is kept.
        await enqueueMail(deps.receipts.db, { to: normalized, kind: 'erasure_receipt', content: { subject: FAMILY_DATA.receiptSubject, paragraphs: [FAMILY_DATA.receiptBody] } });
        deps.receipts.wake();
      }
      return counts;
    },
  };
}
export type FamilyDataService = ReturnType<typeof createFamilyDataService>;
