import { eq } from 'drizzle-orm';
import { MAIL_TEXTS } from '@academy/contract/email';
import { REGISTRATION_MESSAGES, canMoveTo, type Registration, type RegistrationStatus } from '@academy/contract/registration';
import {
  TRIAL_ATTENDANCE_CSV_COLUMNS,
  TRIAL_MESSAGES,
  TRIAL_REMINDER_BEFORE_MS,
  TRIAL_WHAT_TO_BRING,
  type InviteInput,
  type Trial,
  type TrialDetail,
  type TrialInputSchema,
} from '@academy/contract/trial';
import { TRIAL_DAY_MESSAGES } from '@academy/contract/trial-day-constants';
import type { z } from 'zod';
import { academyAddress } from '../../background/outbox.ts';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { csvDocument } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { changeStatus } from '../registrations/journey.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { formatWhen } from '../../lib/academy-zone.ts';
import { calendarAttachment, trialEvent } from './calendar.ts';
import { createTrialRepository, type TrialRow } from './repository.ts';

export type TrialFields = z.output<typeof TrialInputSchema>;

/** Assigns the session's coaches when the input names them (decision 030); a name that is not an active coach account refuses the change. */
async function assignCoaches(tx: Db, trialId: number, coachIds: number[] | undefined) {
  if (coachIds === undefined) return;
  const refused = await createTrialRepository(tx).setCoaches(trialId, coachIds);
  if (refused.length) throw new HttpError(400, TRIAL_DAY_MESSAGES.notACoach, { coach_ids: TRIAL_DAY_MESSAGES.notACoach });
}

/** What trials need besides the module deps: the families' status links, and emptying the public cache where a write's URL does not (invitations change the public places left). */
export type TrialHelpers = { links: StatusLinks; invalidatePublic: () => void };

/** The reminder goes out TRIAL_REMINDER_BEFORE_MS before the session, or at once when that moment has passed. */
export const reminderTime = (startsAt: Date, now = new Date()) => new Date(Math.max(startsAt.getTime() - TRIAL_REMINDER_BEFORE_MS, now.getTime()));

/** Statuses whose child holds the place of an open invitation. */
const IN_TRIAL: RegistrationStatus[] = ['trial_invited', 'trial_confirmed'];

const notFound = () => new HttpError(404, TRIAL_MESSAGES.notFound);
const mustBeFuture = (startsAt: Date, now: Date) => {
  if (startsAt.getTime() <= now.getTime()) throw new HttpError(400, TRIAL_MESSAGES.startsAtFuture, { starts_at: TRIAL_MESSAGES.startsAtFuture });
};

/** The signed-in user a history entry names. */
const userIdOf = (by: Actor) => by?.user?.id ?? null;

export function createTrialService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>, { links, invalidatePublic }: TrialHelpers) {
  const repo = createTrialRepository(db);
  const found = async (id: number): Promise<Trial> => (await repo.get(id)) ?? Promise.reject(notFound());

  /** The locked session, refused when it cannot take changes any more. */
  async function openSession(tx: Db, id: number, now: Date): Promise<TrialRow> {
    const session = await createTrialRepository(tx).lock(id);
    if (!session) throw notFound();
    if (session.cancelled_at) throw new HttpError(409, TRIAL_MESSAGES.alreadyCancelled);
    if (session.starts_at.getTime() <= now.getTime()) throw new HttpError(409, TRIAL_MESSAGES.pastSession);
    return session;
  }

  function invitationMail(registration: Registration, session: TrialRow, invitationId: number, statusUrl: string, note: string | null, organizerEmail: string) {
    const when = formatWhen(session.starts_at);
    return {
      kind: 'trial_invitation' as const,
      content: MAIL_TEXTS.trialInvitation({
        parentName: registration.parent_name,
        playerName: registration.player_name,
        when,
        location: session.location,
        notes: session.notes,
        whatToBring: TRIAL_WHAT_TO_BRING,
        confirmUrl: `${statusUrl}?answer=confirm`,
        declineUrl: `${statusUrl}?answer=decline`,
        note,
      }),
      attachments: [calendarAttachment(trialEvent({ playerName: registration.player_name, session, invitationId, statusUrl, organizerEmail }))],
    };
  }

  return {
    list: () => repo.list(),
    listPublic: () => repo.listPublic(),

    async detail(id: number): Promise<TrialDetail> {
      const trial = await found(id);
      return { ...trial, attendees: await repo.attendees(id) };
    },

    async attendanceCsv(id: number): Promise<string> {
      await found(id);
      const rows = await repo.attendees(id);
      return csvDocument(
        TRIAL_ATTENDANCE_CSV_COLUMNS,
        rows.map((a) => [a.player_name, a.player_age, a.parent_name, a.contact_phone, a.state]),
      );
    },

    async create(by: Actor, fields: TrialFields, now = new Date()): Promise<Trial> {
      const startsAt = new Date(fields.starts_at);
      mustBeFuture(startsAt, now);
      const { coach_ids: coachIds, ...values } = fields;
      const id = await change(by, async (c) => {
        const created = await createTrialRepository(c.tx).insert({ ...values, starts_at: startsAt });
        await assignCoaches(c.tx, created, coachIds);
        await c.audit({ action: 'trial.create', record: { type: 'trial', id: created }, summary: 'A trial session created' });
        return created;
      });
      return found(id);
    },

    /** Edits a session; a new time must be ahead, and moves the confirmed families' reminders with it. */
    async update(by: Actor, id: number, fields: TrialFields, now = new Date()): Promise<Trial> {
      const startsAt = new Date(fields.starts_at);
      const { coach_ids: coachIds, ...values } = fields;
      await change(by, async (c) => {
        const txRepo = createTrialRepository(c.tx);
        const session = await txRepo.lock(id);
        if (!session) throw notFound();
        if (session.cancelled_at) throw new HttpError(409, TRIAL_MESSAGES.alreadyCancelled);
        const moved = startsAt.getTime() !== session.starts_at.getTime();
        if (moved) mustBeFuture(startsAt, now);
        await txRepo.update(id, { ...values, starts_at: startsAt });
        await assignCoaches(c.tx, id, coachIds);
        await c.audit({
          action: 'trial.update',
          record: { type: 'trial', id },
          summary: coachIds === undefined ? 'A trial session changed' : `A trial session changed; ${coachIds.length} coach(es) assigned`,
        });
        if (!moved) return;
        for (const invitation of await txRepo.openInvitations({ trialId: id })) {
          if (invitation.state === 'confirmed') {
            await c.schedule('trial-reminder', { invitationId: invitation.id }, reminderTime(startsAt, now));
          }
        }
      });
      return found(id);
    },

    /**
     * Cancels a session: every family still invited or confirmed is emailed, its invitation is
     * cancelled, its child goes back to "contacted" (the cancellation mail is that change's mail,
     * so the history shows it), and the reminders are dropped — one transaction.
     */
    async cancel(by: Actor, id: number, now = new Date()): Promise<Trial> {
      await change(by, async (c) => {
        const txRepo = createTrialRepository(c.tx);
        const session = await openSession(c.tx, id, now);
        await txRepo.update(id, { cancelled_at: now });
        await c.audit({ action: 'trial.cancel', record: { type: 'trial', id }, summary: 'A trial session cancelled' });
        const open = await txRepo.openInvitations({ trialId: id });
        await txRepo.setState(
          open.map((i) => i.id),
          'cancelled',
        );
        const when = formatWhen(session.starts_at);
        for (const invitation of open) {
          await c.cancel('trial-reminder', { invitationId: invitation.id });
          // A child an administrator has already moved on (accepted, waitlisted…) is not sent back.
          if (!IN_TRIAL.includes(invitation.status)) continue;
          await changeStatus(c, links, invitation.registration_id, {
            to: 'contacted',
            actor: 'admin',
            userId: userIdOf(by),
            notify: true,
            mail: (registration, statusUrl) => ({
              kind: 'trial_cancelled',
              content: MAIL_TEXTS.trialCancelled({ parentName: registration.parent_name, playerName: registration.player_name, when, statusUrl }),
            }),
          });
        }
      });
      return found(id);
    },

    /**
     * Invites a child to a session: the session must be ahead, fit the child's age and have a
     * place; a child already invited elsewhere moves (the old invitation is cancelled). The
     * invitation, the status change, its history and the mail with its calendar file commit together.
     */
    async invite(by: Actor, registrationId: number, input: { trial_id: number; note: InviteInput['note'] }, now = new Date()): Promise<Registration> {
      const note = input.note ?? null;
      const registration = await change(by, async (c) => {
        const { tx } = c;
        const txRepo = createTrialRepository(tx);
        const [child] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update').limit(1);
        if (!child) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
        const session = await openSession(tx, input.trial_id, now);
        if (child.status !== 'trial_invited' && !canMoveTo(child.status, 'trial_invited')) throw new HttpError(409, TRIAL_MESSAGES.cannotInvite);
        if (child.player_age < session.min_age || child.player_age > session.max_age) throw new HttpError(409, TRIAL_MESSAGES.ageMismatch);
        if (session.capacity - (await txRepo.takenPlaces(session.id, child.id)) <= 0) throw new HttpError(409, TRIAL_MESSAGES.full);

        const elsewhere = (await txRepo.openInvitations({ registrationId: child.id })).filter((i) => i.trial_id !== session.id);
        await txRepo.setState(
          elsewhere.map((i) => i.id),
          'cancelled',
        );
        for (const old of elsewhere) await c.cancel('trial-reminder', { invitationId: old.id });
        const invitationId = await txRepo.invite(session.id, child.id);
        await c.audit({ action: 'trial.invite', record: { type: 'registration', id: child.id }, summary: `Invited to trial session ${session.id}` });
        // Invited again to the session it had confirmed: it answers again, and is reminded once it has.
        await c.cancel('trial-reminder', { invitationId });

        const organizer = (await academyAddress(tx, config)) ?? 'no-reply@localhost';
        const result = await changeStatus(c, links, child.id, {
          to: 'trial_invited',
          actor: 'admin',
          userId: userIdOf(by),
          note,
          notify: true,
          mail: (r, statusUrl) => invitationMail(r, session, invitationId, statusUrl, note, organizer),
        });
        return result.registration;
      });
      invalidatePublic();
      return registration;
    },

    /** The 'trial-reminder' job: only for an invitation still confirmed to a session still on and ahead. */
    async remind(invitationId: number, now = new Date()): Promise<boolean> {
      return change(null, async (c) => {
        const { tx } = c;
        const row = await createTrialRepository(tx).invitation(invitationId);
        if (!row) return false;
        const { invitation, session, registration } = row;
        if (invitation.state !== 'confirmed' || session.cancelled_at || session.starts_at.getTime() <= now.getTime()) return false;
        const statusUrl = await links.urlFor(tx, registration.id);
        await c.mail({
          to: registration.parent_email,
          kind: 'trial_reminder',
          content: MAIL_TEXTS.trialReminder({
            parentName: registration.parent_name,
            playerName: registration.player_name,
            when: formatWhen(session.starts_at),
            location: session.location,
            whatToBring: TRIAL_WHAT_TO_BRING,
            statusUrl,
          }),
          about: { type: 'registration', id: registration.id },
        });
        return true;
      });
    },
  };
}
export type TrialService = ReturnType<typeof createTrialService>;
