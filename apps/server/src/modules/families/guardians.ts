import { and, eq } from 'drizzle-orm';
import { AUDIT_ACTORS } from '@academy/contract/audit-constants';
import { SECOND_GUARDIAN, type SecondGuardian, type SecondGuardianInput, type SecondGuardianResult } from '@academy/contract/family-guardian';
import { familyGuardians } from '../../db/schema/families.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { StatusLinks } from '../access/status-links.ts';
import type { EmailChanges } from './email-changes.ts';
import { familyOfLink, guardianAt } from './record.ts';

const FAMILY_ACTOR = { id: null, label: AUDIT_ACTORS.family };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The family's second guardian behind its status link (docs/decisions/063): another parent or
 * carer on the family record. Its name and phone change at once; its address counts only once it
 * is confirmed from its own mailbox (an email change at position 2, email-changes.ts), because the
 * guardians' addresses widen what the family's export and erasure reach (decision 054).
 */
export function createSecondGuardian({ db, change }: Pick<ModuleDeps, 'db' | 'change'>, links: StatusLinks, emailChanges: EmailChanges) {
  const familyOfToken = (token: string) => familyOfLink(db, links, token);

  async function view(familyId: number, tx = db): Promise<SecondGuardian> {
    const guardian = await guardianAt(tx, familyId, 2);
    const pending = await emailChanges.pendingChangeOf(tx, familyId, 2);
    return {
      guardian: guardian ? { name: guardian.name, email: guardian.email, phone: guardian.phone } : null,
      pending: pending ? { name: pending.name ?? guardian?.name ?? '', email: pending.new_email, phone: pending.phone ?? guardian?.phone ?? '' } : null,
    };
  }

  return {
    get: async (token: string): Promise<SecondGuardian> => view((await familyOfToken(token)).familyId),

    /** Adds or changes the second guardian: name and phone at once when there is one, a new address by its confirmation link. */
    save: async (by: Actor, token: string, input: SecondGuardianInput): Promise<SecondGuardianResult> => {
      const { registrationId, familyId } = await familyOfToken(token);
      return change(by, async (c) => {
        const first = await guardianAt(c.tx, familyId, 1);
        if (first && same(first.email, input.parent_email))
          throw new HttpError(400, SECOND_GUARDIAN.sameAsFirst, { parent_email: SECOND_GUARDIAN.sameAsFirst });
        // The guardian's row under a lock: two saves at once apply one after the other.
        const [current] = await c.tx
          .select()
          .from(familyGuardians)
          .where(and(eq(familyGuardians.family_id, familyId), eq(familyGuardians.position, 2)))
          .for('update');
        const details = { name: input.parent_name.trim(), phone: input.contact_phone.trim() };
        if (current)
          await c.tx
            .update(familyGuardians)
            .set({ ...details, updated_at: new Date() })
            .where(eq(familyGuardians.id, current.id));
        const pending = await emailChanges.pendingChangeOf(c.tx, familyId, 2);
        const email = input.parent_email.trim().toLowerCase();
        let emailSent = false;
        if (current && same(current.email, email)) {
          // The address as it is: what waited for another one is dropped.
          await emailChanges.dropPending(c.tx, familyId, 2);
        } else if (!pending || !same(pending.new_email, email) || (!current && (pending.name !== details.name || pending.phone !== details.phone))) {
          await emailChanges.request(c, familyId, email, registrationId, 2, current ? undefined : details);
          emailSent = true;
        }
        await c.audit({
          action: 'family.guardian_update',
          record: { type: 'family', id: familyId },
          summary: current
            ? `Second guardian changed by the family${emailSent ? ' (new email waiting for confirmation)' : ''}`
            : 'Second guardian added by the family (email waiting for confirmation)',
          actor: FAMILY_ACTOR,
        });
        return { ...(await view(familyId, c.tx)), email_sent: emailSent };
      });
    },

    /** Removes the second guardian, and whatever of it waited for confirmation. */
    remove: async (by: Actor, token: string): Promise<SecondGuardian> => {
      const { familyId } = await familyOfToken(token);
      return change(by, async (c) => {
        await emailChanges.dropPending(c.tx, familyId, 2);
        const removed = await c.tx
          .delete(familyGuardians)
          .where(and(eq(familyGuardians.family_id, familyId), eq(familyGuardians.position, 2)))
          .returning({ id: familyGuardians.id });
        await c.audit({
          action: 'family.guardian_remove',
          record: { type: 'family', id: familyId },
          summary: removed.length ? 'Second guardian removed by the family' : 'Second guardian request withdrawn by the family',
          actor: FAMILY_ACTOR,
        });
        return view(familyId, c.tx);
      });
    },
  };
}
