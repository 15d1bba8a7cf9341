import { and, eq, inArray } from 'drizzle-orm';
import {
  FAMILY_STATUS,
  REGISTRATION_MESSAGES,
  STATUS_MESSAGES,
  canMoveTo,
  type Registration,
  type RegistrationStatus,
  type STATUS_ACTORS,
} from '@academy/contract/registration';
import { MAIL_TEXTS } from '@academy/contract/email';
import type { MailRequest } from '../../background/outbox.ts';
import type { Change } from '../../lib/module-deps.ts';
import { registrationStatusHistory } from '../../db/schema/registration-status-history.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { trialInvitations } from '../../db/schema/trials.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lockSquadsOf, releaseSquadPlace } from '../squads/places.ts';
import { withIsoDates } from '../../lib/serialize.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { REGISTRATION } from './repository.ts';

export type StatusChange = {
  to: RegistrationStatus;
  actor: (typeof STATUS_ACTORS)[number];
  userId?: number | null;
  /** The note to the parent: mailed (when notify) and kept in the history. */
  note?: string | null;
  /** The private staff note: kept in the history only, never mailed (decision 032). */
  staffNote?: string | null;
  /** Email the parent (the status dialog's switch; families answering get no mail of their own). */
  notify: boolean;
  /** A mail other than the plain status mail (the trial invitation), given the registration and its status link. */
  mail?: (registration: Registration, statusUrl: string) => Omit<MailRequest, 'to' | 'about'>;
};

const IN_TRIAL: readonly RegistrationStatus[] = ['trial_invited', 'trial_confirmed'];
/** Back to the queue (or out of it) from an open trial: the place is given back. Accepted or rejected children keep their trial on record. */
const LEAVES_TRIAL = (from: RegistrationStatus, to: RegistrationStatus) =>
  IN_TRIAL.includes(from) && !IN_TRIAL.includes(to) && to !== 'accepted' && to !== 'rejected';

/** Cancels the child's open invitations and their reminders, so the session's places left are right again. */
async function releaseTrialPlace(c: Change, registrationId: number) {
  const open = await c.tx
    .update(trialInvitations)
    .set({ state: 'cancelled' })
    .where(and(eq(trialInvitations.registration_id, registrationId), inArray(trialInvitations.state, ['invited', 'confirmed'])))
    .returning({ id: trialInvitations.id });
  for (const invitation of open) await c.cancel('trial-reminder', { invitationId: invitation.id });
}

export type StatusChangeResult = { registration: Registration; from: RegistrationStatus; changed: boolean; emailId: number | null };

/**
 * The one way a registration's status changes: checks the transition (409 otherwise), writes the
 * history entry, and queues the parent's mail — all in the caller's change (decision 026), so the
 * change, its history and its mail commit together.
 */
export async function changeStatus(c: Change, links: StatusLinks, registrationId: number, change: StatusChange): Promise<StatusChangeResult> {
  const { tx } = c;
  // The squad first, then the registration (the lock order of squads/places.ts).
  await lockSquadsOf(c, [registrationId]);
  const [row] = await tx.select(REGISTRATION).from(registrations).where(eq(registrations.id, registrationId)).for('update').limit(1);
  if (!row) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
  const from = row.status;
  const same = from === change.to;
  // Saving the status it already has changes nothing, unless there is something to tell or record (a new invitation, a note).
  if (same && !change.mail && !change.note && !change.staffNote) return { registration: withIsoDates(row), from, changed: false, emailId: null };
  if (!same && !canMoveTo(from, change.to)) throw new HttpError(409, STATUS_MESSAGES.transitionRefused(from, change.to));

  if (LEAVES_TRIAL(from, change.to)) await releaseTrialPlace(c, registrationId);
  if (!same) await releaseSquadPlace(c, registrationId, change.to);
  const [updated] = await tx
    .update(registrations)
    .set({ status: change.to, updated_at: new Date() })
    .where(eq(registrations.id, registrationId))
    .returning(REGISTRATION);
  const registration = withIsoDates(updated!);
  let emailId: number | null = null;
  if (change.notify) {
    const statusUrl = await links.urlFor(tx, registrationId);
    const words = FAMILY_STATUS[change.to];
    const mail = change.mail?.(registration, statusUrl) ?? {
      kind: 'status_changed' as const,
      content: MAIL_TEXTS.statusChanged({
        parentName: row.parent_name,
        playerName: row.player_name,
        title: words.title,
        next: words.next,
        note: change.note ?? null,
        statusUrl,
      }),
    };
    emailId = await c.mail({ ...mail, to: row.parent_email, about: { type: 'registration', id: registrationId } });
  }
  await tx.insert(registrationStatusHistory).values({
    registration_id: registrationId,
    from_status: from,
    to_status: change.to,
    actor: change.actor,
    user_id: change.userId ?? null,
    note: change.note ?? null,
    staff_note: change.staffNote ?? null,
    email_id: emailId,
  });
  return { registration, from, changed: true, emailId };
}
