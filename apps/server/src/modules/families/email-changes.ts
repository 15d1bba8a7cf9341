import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUDIT_ACTORS } from '@academy/contract/audit-constants';
import { EMAIL_CONFIRM_HOURS, EMAIL_UNDO_DAYS, type EmailChangeLink } from '@academy/contract/family-email';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { familyEmailChanges, familyGuardians } from '../../db/schema/families.ts';
import { registrations } from '../../db/schema/registrations.ts';
import type { Change } from '../../lib/module-deps.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { childrenOf, guardianAt } from './record.ts';

const HOUR_MS = 3600 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const FAMILY_ACTOR = { id: null, label: AUDIT_ACTORS.family };

type ChangeRow = typeof familyEmailChanges.$inferSelect;

/**
 * A guardian's email changes only from the new mailbox (docs/decisions/054): the family's request
 * stores a pending change and mails a confirmation link to the new address (fixed words, nothing the
 * visitor typed); following it moves the family's mail there, drops what is still queued for the old
 * address, and tells the old address, which can undo the change for EMAIL_UNDO_DAYS days.
 */
export function createEmailChanges(publicUrl: string, links: StatusLinks) {
  const linkUrl = (token: string) => `${publicUrl}/family/email/${token}`;

  /**
   * Moves the family's guardian at `position` (and, for the first, the registrations that mirror it)
   * to `to`; drops queued mail about the family to `from`. A second guardian confirmed for the first
   * time is made here, with the name and phone given with it (`added`, docs/decisions/063).
   */
  async function moveMail(tx: Db, familyId: number, position: number, from: string, to: string, added?: { name: string; phone: string }) {
    const now = new Date();
    const moved = await tx
      .update(familyGuardians)
      .set({ email: to, ...(added ?? {}), updated_at: now })
      .where(and(eq(familyGuardians.family_id, familyId), eq(familyGuardians.position, position)))
      .returning({ id: familyGuardians.id });
    if (moved.length === 0 && position === 2 && added) await tx.insert(familyGuardians).values({ family_id: familyId, position, email: to, ...added });
    if (!from) return;
    if (position === 1) await tx.update(registrations).set({ parent_email: to, updated_at: now }).where(eq(registrations.family_id, familyId));
    const children = await childrenOf(tx, familyId);
    if (children.length) {
      // Mail not sent yet about the family's children stays with the address that left: it is not sent there.
      await tx
        .delete(emails)
        .where(
          and(
            eq(emails.state, 'queued'),
            eq(sql`lower(${emails.to})`, from.toLowerCase()),
            eq(emails.subject_type, 'registration'),
            inArray(emails.subject_id, children),
          ),
        );
    }
  }

  /** The pending or confirmed change a token names, with what its link does. */
  async function find(db: Db, token: string): Promise<{ row: ChangeRow; action: 'confirm' | 'undo' } | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const hash = sha256(token);
    const [confirm] = await db.select().from(familyEmailChanges).where(eq(familyEmailChanges.confirm_token_hash, hash)).limit(1);
    if (confirm) return { row: confirm, action: 'confirm' };
    const [undo] = await db.select().from(familyEmailChanges).where(eq(familyEmailChanges.undo_token_hash, hash)).limit(1);
    return undo ? { row: undo, action: 'undo' } : null;
  }

  const stateOf = (found: { row: ChangeRow; action: 'confirm' | 'undo' }, now: Date): EmailChangeLink['state'] => {
    const { row, action } = found;
    // A link replaced by a newer request (or a second guardian removed) no longer works: expired, not done.
    if (action === 'confirm') return row.state === 'pending' ? (row.expires_at > now ? 'open' : 'expired') : row.state === 'replaced' ? 'expired' : 'done';
    if (row.state === 'confirmed') return row.undo_until && row.undo_until > now ? 'open' : 'expired';
    return 'done';
  };
  const viewOf = (found: { row: ChangeRow; action: 'confirm' | 'undo' }, now: Date): EmailChangeLink => ({
    action: found.action,
    state: stateOf(found, now),
    email: found.action === 'confirm' ? found.row.new_email : found.row.old_email,
  });

  return {
    /** The new address the family's guardian at `position` is waiting to confirm, or null. */
    async pendingOf(db: Db, familyId: number, position = 1): Promise<string | null> {
      return (await this.pendingChangeOf(db, familyId, position))?.new_email ?? null;
    },

    /** The pending change of the guardian at `position` (its address, and for a second guardian its name and phone), or undefined. */
    async pendingChangeOf(db: Db, familyId: number, position = 1): Promise<ChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(familyEmailChanges)
        .where(and(eq(familyEmailChanges.family_id, familyId), eq(familyEmailChanges.position, position), eq(familyEmailChanges.state, 'pending')))
        .orderBy(sql`${familyEmailChanges.id} desc`)
        .limit(1);
      return row && row.expires_at > new Date() ? row : undefined;
    },

    /** Ends the guardian's pending changes at `position` (a newer request, or the second guardian removed). */
    async dropPending(tx: Db, familyId: number, position: number): Promise<void> {
      await tx
        .update(familyEmailChanges)
        .set({ state: 'replaced' })
        .where(and(eq(familyEmailChanges.family_id, familyId), eq(familyEmailChanges.position, position), eq(familyEmailChanges.state, 'pending')));
    },

    /**
     * The family asks for a new address of the guardian at `position`: earlier pending requests of
     * that guardian are replaced, and the new address gets its link. A second guardian not there yet
     * (`added`: its name and phone) is made once the link is followed (docs/decisions/063).
     */
    async request(c: Change, familyId: number, newEmail: string, registrationId: number, position = 1, added?: { name: string; phone: string }): Promise<void> {
      const guardian = await guardianAt(c.tx, familyId, position);
      if (!guardian && position === 1) return;
      await this.dropPending(c.tx, familyId, position);
      const confirm = randomBytes(32).toString('base64url');
      await c.tx.insert(familyEmailChanges).values({
        family_id: familyId,
        position,
        old_email: guardian?.email ?? '',
        new_email: newEmail,
        ...(added ? { name: added.name, phone: added.phone } : {}),
        confirm_token_hash: sha256(confirm),
        // No undo link before the change is confirmed: a hash of a token nobody was given, replaced then.
        undo_token_hash: sha256(randomBytes(32).toString('base64url')),
        expires_at: new Date(Date.now() + EMAIL_CONFIRM_HOURS * HOUR_MS),
      });
      await c.mail({
        to: newEmail,
        kind: 'email_confirmation',
        content: FAMILY_MAIL_TEXTS.emailConfirmation({ confirmUrl: linkUrl(confirm) }),
        about: { type: 'registration', id: registrationId },
      });
    },

    /** What a link does, without doing it (a mail scanner opening the link changes nothing). */
    async view(db: Db, token: string, now = new Date()): Promise<EmailChangeLink | null> {
      const found = await find(db, token);
      return found ? viewOf(found, now) : null;
    },

    /** Follows a link: confirms the new address, or undoes a confirmed change (the status links renewed and mailed to the old address). */
    async follow(c: Change, token: string, now = new Date()): Promise<EmailChangeLink | null> {
      const found = await find(c.tx, token);
      if (!found) return null;
      const [row] = await c.tx.select().from(familyEmailChanges).where(eq(familyEmailChanges.id, found.row.id)).for('update').limit(1);
      const locked = { row: row!, action: found.action };
      if (stateOf(locked, now) !== 'open') return viewOf(locked, now);
      const { family_id: familyId, position, old_email: oldEmail, new_email: newEmail } = locked.row;
      const children = await childrenOf(c.tx, familyId);
      const [first] = children.length
        ? await c.tx
            .select({ parent_name: registrations.parent_name, player_name: registrations.player_name })
            .from(registrations)
            .where(eq(registrations.id, children[0]!))
        : [];
      if (found.action === 'confirm') {
        const undo = randomBytes(32).toString('base64url');
        await c.tx
          .update(familyEmailChanges)
          .set({ state: 'confirmed', confirmed_at: now, undo_until: new Date(now.getTime() + EMAIL_UNDO_DAYS * 24 * HOUR_MS), undo_token_hash: sha256(undo) })
          .where(eq(familyEmailChanges.id, locked.row.id));
        const added = locked.row.name !== null && locked.row.phone !== null ? { name: locked.row.name, phone: locked.row.phone } : undefined;
        await moveMail(c.tx, familyId, position, oldEmail, newEmail, added);
        // A second guardian new to the family has no old address to tell (docs/decisions/063).
        if (first && oldEmail) {
          await c.mail({
            to: oldEmail,
            kind: 'contact_changed',
            content: FAMILY_MAIL_TEXTS.contactEmailChanged({ parentName: first.parent_name, playerName: first.player_name, undoUrl: linkUrl(undo) }),
            about: { type: 'registration', id: children[0]! },
          });
        }
        await c.audit({
          action: 'family.email_confirmed',
          record: { type: 'family', id: familyId },
          summary: position === 1 ? 'New contact email confirmed from its mailbox' : 'Second guardian’s email confirmed from its mailbox',
          actor: FAMILY_ACTOR,
        });
      } else {
        await c.tx.update(familyEmailChanges).set({ state: 'undone' }).where(eq(familyEmailChanges.id, locked.row.id));
        await moveMail(c.tx, familyId, position, newEmail, oldEmail);
        // Whoever changed the address had the status link: every child's link is renewed, and mailed to
        // the restored address; for a second guardian's address, to the first guardian, whom the
        // academy writes to (docs/decisions/063), so the family is never left without a working link.
        const linksTo = position === 1 ? oldEmail : ((await guardianAt(c.tx, familyId, 1))?.email ?? oldEmail);
        for (const id of children) {
          const [child] = await c.tx
            .select({ parent_name: registrations.parent_name, player_name: registrations.player_name })
            .from(registrations)
            .where(eq(registrations.id, id));
          const statusUrl = await links.renew(c.tx, id);
          await links.renewFeed(c.tx, id);
          await c.mail({
            to: linksTo,
            kind: 'status_link',
            content: FAMILY_MAIL_TEXTS.statusLink({ parentName: child!.parent_name, playerName: child!.player_name, statusUrl }),
            about: { type: 'registration', id },
          });
        }
        await c.audit({
          action: 'family.email_undone',
          record: { type: 'family', id: familyId },
          summary: 'Contact email change undone from the old address; status links renewed',
          actor: FAMILY_ACTOR,
        });
      }
      return { ...viewOf(locked, now), state: 'done' };
    },
  };
}
export type EmailChanges = ReturnType<typeof createEmailChanges>;
