import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FAMILY_DATA, type FamilyErasure, type FamilyExport } from '@academy/contract/family-data';
import { FAMILY_PAGE } from '@academy/contract/trial';
import { registrations } from '../../db/schema/registrations.ts';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { StatusLinks } from '../registrations/status-links.ts';
import { lockSquadsOf, releasePlacesOf } from '../squads/places.ts';
import { createFamilyDataRepository } from './repository.ts';

const total = (counts: FamilyErasure) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A family's data by the parent's email (decision 019): one JSON document with every row, and an
 * erasure of all of them. The audit trail keeps the fact with a keyed hash of the email (the same
 * email always gives the same hash, so "was this family erased?" can be answered), never the email.
 * Each is one change (decision 026): the rows read or erased, the audit entry and the family's
 * receipt commit together.
 */
export function createFamilyDataService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>, links: StatusLinks) {
  const secret = loadAppSecret(config);
  const emailHash = (email: string) => createHmac('sha256', secret).update(`family-email:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);

  return {
    emailHash,
    /** The parent's email of a status link (404 for a wrong or expired one): the family's own export and erasure. */
    async parentEmailOf(token: string): Promise<string> {
      const id = await links.registrationOf(db, token);
      const [row] = id ? await db.select({ email: registrations.parent_email }).from(registrations).where(eq(registrations.id, id)).limit(1) : [];
      if (!row) throw new HttpError(404, FAMILY_PAGE.invalidLink);
      return row.email;
    },
    export: (request: Actor, email: string, by: 'admin' | 'family'): Promise<FamilyExport> =>
      change(request, async (c) => {
        const normalized = email.trim().toLowerCase();
        const rows = await createFamilyDataRepository(c.tx).gather(normalized);
        const count = Object.values(rows).reduce((a, r) => a + r.length, 0);
        await c.audit({
          action: 'family.export',
          record: { type: 'family', id: emailHash(normalized) },
          summary: `${count} records exported by ${by === 'admin' ? 'an administrator' : 'the family'}`,
          ...(by === 'family' ? { actor: { id: null, label: 'family' } } : {}),
        });
        return { email: normalized, exported_at: new Date().toISOString(), ...rows };
      }),
    erase: (request: Actor, email: string, by: 'admin' | 'family'): Promise<FamilyErasure> =>
      change(request, async (c) => {
        const normalized = email.trim().toLowerCase();
        // A child's squad place goes to the next child waiting, and off the public roster (decision 031), before the rows go.
        const registrationIds = await createFamilyDataRepository(c.tx).registrationIdsOf(normalized);
        await lockSquadsOf(c, registrationIds);
        await releasePlacesOf(c, registrationIds);
        const counts = await createFamilyDataRepository(c.tx).erase(normalized);
        const parts = Object.entries(counts)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${k.replace(/_/g, ' ')} ${n}`);
        await c.audit({
          action: 'family.erase',
          record: { type: 'family', id: emailHash(normalized) },
          summary: `${total(counts)} records erased by ${by === 'admin' ? 'an administrator' : 'the family'}${parts.length ? `: ${parts.join(', ')}` : ''}`,
          ...(by === 'family' ? { actor: { id: null, label: 'family' } } : {}),
        });
        // The family's receipt, only when mail can be sent (an unsendable receipt would keep the
        // address); the outbox deletes it once delivered (background/runner.ts): no copy is kept.
        if (by === 'family' && config.smtpUrl) {
          await c.mail({ to: normalized, kind: 'erasure_receipt', content: { subject: FAMILY_DATA.receiptSubject, paragraphs: [FAMILY_DATA.receiptBody] } });
        }
        return counts;
      }),
  };
}
export type FamilyDataService = ReturnType<typeof createFamilyDataService>;
