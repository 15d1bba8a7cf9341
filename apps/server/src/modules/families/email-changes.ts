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
import type { StatusLinks } from '../registrations/status-links.ts';
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

  /** Moves the family's first guardian (and the registrations that mirror it) to `to`; drops queued mail about the family to `from`. */
  async function moveMail(tx: Db, familyId: number, position: number, from: string, to: string) {
    const now = new Date();
    await tx
      .update(familyGuardians)
      .set({ email: to, updated_at: now })
      .where(and(eq(familyGuardians.family_id, familyId), eq(familyGuardians.position, position)));
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
    if (action === 'confirm') return row.state === 'pending' ? (row.expires_at > now ? 'open' : 'expired') : 'done';
    if (row.state === 'confirmed') return row.undo_until && row.undo_until > now ? 'open' : 'expired';
    return 'done';
  };
  const viewOf = (found: { row: ChangeRow; action: 'confirm' | 'undo' }, now: Date): EmailChangeLink => ({
    action: found.action,
    state: stateOf(found, now),
    email: found.action === 'confirm' ? found.row.new_email : found.row.old_email,
  });

  return {
    /** The new address the family's first guardian is waiting to confirm, or null. */
    async pendingOf(db: Db, familyId: number): Promise<string | null> {
      const [row] = await db
        .select({ email: familyEmailChanges.new_email, expires_at: familyEmailChanges.expires_at })
        .from(familyEmailChanges)
        .where(and(eq(familyEmailChanges.family_id, familyId), eq(familyEmailChanges.state, 'pending')))
        .orderBy(sql`${familyEmailChanges.id} desc`)
        .limit(1);
      return row && row.expires_at > new Date() ? row.email : null;
    },

    /** The family asks for a new address: earlier pending requests are replaced, and the new address gets its link. */
    async request(c: Change, familyId: number, newEmail: string, registrationId: number): Promise<void> {
      const guardian = await guardianAt(c.tx, familyId, 1);
      if (!guardian) return;
      await c.tx
        .update(familyEmailChanges)
        .set({ state: 'replaced' })
        .where(and(eq(familyEmailChanges.family_id, familyId), eq(familyEmailChanges.state, 'pending')));
      const confirm = randomBytes(32).toString('base64url');
      await c.tx.insert(familyEmailChanges).values({
        family_id: familyId,
        position: 1,
        old_email: guardian.email,
        new_email: newEmail,
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
        await moveMail(c.tx, familyId, position, oldEmail, newEmail);
        if (first) {
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
          summary: 'New contact email confirmed from its mailbox',
          actor: FAMILY_ACTOR,
        });
      } else {
        await c.tx.update(familyEmailChanges).set({ state: 'undone' }).where(eq(familyEmailChanges.id, locked.row.id));
        await moveMail(c.tx, familyId, position, newEmail, oldEmail);
        // Whoever changed the address had the status link: every child's link is renewed, and mailed to the restored address.
        for (const id of children) {
          const [child] = await c.tx
            .select({ parent_name: registrations.parent_name, player_name: registrations.player_name })
            .from(registrations)
            .where(eq(registrations.id, id));
          const statusUrl = await links.renew(c.tx, id);
          await links.renewFeed(c.tx, id);
          await c.mail({
            to: oldEmail,
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
