import { createHmac } from 'node:crypto';
import { FAMILY_DATA, type ErasureCodeSent, type FamilyErasure, type FamilyExport, type FamilyLinkEnded } from '@academy/contract/family-data';
import { loadAppSecret } from '../../lib/app-secret.ts';
import type { Db } from '../../db/client.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { lockSquadsOf, releasePlacesOf } from '../squads/places.ts';
import { createErasureCodes } from './erasure-codes.ts';
import { childrenOf, familyOfLink } from './record.ts';
import { createFamilyDataRepository, scopeOfEmail, scopeOfFamily, type FamilyScope } from './repository.ts';

/** Whose data: the administrator names an email, the family's link names its family (docs/decisions/054). */
export type FamilyTarget = { email: string } | { familyId: number };

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
  const codes = createErasureCodes(secret);
  const emailHash = (email: string) => createHmac('sha256', secret).update(`family-email:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);

  /** The scope of a target, and the address the audit hash and the receipt use (the first guardian's for a family). */
  async function scopeOf(db: Db, target: FamilyTarget): Promise<{ scope: FamilyScope; normalized: string }> {
    if ('email' in target) {
      const normalized = target.email.trim().toLowerCase();
      return { scope: await scopeOfEmail(db, normalized), normalized };
    }
    const scope = await scopeOfFamily(db, target.familyId);
    return { scope, normalized: scope.emails[0] ?? '' };
  }

  /** The family of a status link (404 for a wrong, ended or idle one): the family's own export and erasure, never found by an email. */
  const familyOf = (token: string) => familyOfLink(db, links, token);

  /** Erases every row of the target in the caller's change, with its audit entry and (for the family) its receipt. */
  async function eraseIn(c: Change, target: FamilyTarget, by: 'admin' | 'family'): Promise<FamilyErasure> {
    const { scope, normalized } = await scopeOf(c.tx, target);
    // A child's squad place goes to the next child waiting, and off the public roster (decision 031), before the rows go.
    const registrationIds = await createFamilyDataRepository(c.tx).registrationIdsOf(scope);
    await lockSquadsOf(c, registrationIds);
    await releasePlacesOf(c, registrationIds);
    const counts = await createFamilyDataRepository(c.tx).erase(scope);
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
    if (by === 'family' && config.smtpUrl && normalized) {
      await c.mail({ to: normalized, kind: 'erasure_receipt', content: { subject: FAMILY_DATA.receiptSubject, paragraphs: [FAMILY_DATA.receiptBody] } });
    }
    return counts;
  }

  return {
    emailHash,
    familyOfLink: familyOf,
    export: (request: Actor, target: FamilyTarget, by: 'admin' | 'family'): Promise<FamilyExport> =>
      change(request, async (c) => {
        const { scope, normalized } = await scopeOf(c.tx, target);
        const rows = await createFamilyDataRepository(c.tx).gather(scope, by);
        const count = Object.values(rows).reduce((a, r) => a + r.length, 0);
        await c.audit({
          action: 'family.export',
          record: { type: 'family', id: emailHash(normalized) },
          summary: `${count} records exported by ${by === 'admin' ? 'an administrator' : 'the family'}`,
          ...(by === 'family' ? { actor: { id: null, label: 'family' } } : {}),
        });
        return { email: normalized, exported_at: new Date().toISOString(), ...rows };
      }),
    erase: (request: Actor, target: FamilyTarget): Promise<FamilyErasure> => change(request, (c) => eraseIn(c, target, 'admin')),

    /**
     * The family ends its link (docs/decisions/062): the status links and calendar feeds of all its
     * children, since any one of them shows the whole family. Audited; nothing else changes.
     */
    endLinks: async (request: Actor, token: string): Promise<FamilyLinkEnded> => {
      const { familyId } = await familyOf(token);
      return change(request, async (c) => {
        const ended = await links.end(c.tx, await childrenOf(c.tx, familyId));
        await c.audit({
          action: 'family.link_end',
          record: { type: 'family', id: familyId },
          summary: `The family ended its status link (${ended} ${ended === 1 ? 'child' : 'children'})`,
          actor: { id: null, label: 'family' },
        });
        return { ended };
      });
    },

    /** The family mails itself a code to erase its data with (docs/decisions/059). */
    sendErasureCode: async (request: Actor, token: string): Promise<ErasureCodeSent> => {
      const { registrationId, familyId } = await familyOf(token);
      return change(request, (c) => codes.send(c, familyId, registrationId));
    },

    /** The family's own erasure: only with the newest code mailed to its first guardian, used once (docs/decisions/059). */
    eraseOwn: async (request: Actor, token: string, code: string): Promise<FamilyErasure> => {
      const target = await familyOf(token);
      const codeId = await codes.check(db, target.familyId, code);
      return change(request, async (c) => {
        await codes.use(c.tx, codeId);
        return eraseIn(c, target, 'family');
      });
    },
  };
}
export type FamilyDataService = ReturnType<typeof createFamilyDataService>;
