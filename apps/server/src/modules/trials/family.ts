import { and, eq } from 'drizzle-orm';
import { AUDIT_ACTORS } from '@academy/contract/audit-constants';
import { FAMILY_DETAIL_FIELDS, familyUpdateNote, type FamilyDetailField, type FamilyDetails, type FamilyDetailsResult } from '@academy/contract/family-details';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import { FAMILY_STATUS, type RegistrationFields, type RegistrationStatus } from '@academy/contract/registration';
import { FAMILY_PAGE, FAMILY_TRIAL_CHANGE, TRIAL_WHAT_TO_BRING, type FamilyAnswer, type FamilyStatus } from '@academy/contract/trial';
import { academyAddress } from '../../background/outbox.ts';
import type { Db } from '../../db/client.ts';
import { familyGuardians } from '../../db/schema/families.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import { createEmailChanges } from '../families/email-changes.ts';
import { changeStatus } from '../registrations/journey.ts';
import { answerOffer, familySquadView } from '../squads/family.ts';
import { lockSquadsOf } from '../squads/places.ts';
import { familyReports } from '../reports/service.ts';
import { createAvailabilityService } from '../availability/service.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { formatWhen } from '../../lib/academy-zone.ts';
import { CALENDAR_FILENAME, calendarAttachment, calendarText, trialEvent } from './calendar.ts';
import { createTrialRepository, type TrialRow } from './repository.ts';
import { reminderTime } from './service.ts';

/** Statuses from which a family can no longer withdraw: the academy has decided, or it is done. */
const FINAL: RegistrationStatus[] = ['accepted', 'rejected', 'withdrawn'];

/** The child's first name: all a status page shows of who the application is for. */
export const firstNameOf = (playerName: string) => playerName.trim().split(/\s+/)[0] ?? '';

const invalidLink = () => new HttpError(404, FAMILY_PAGE.invalidLink);

/** Who the audit trail names for a change made through the status link (decision 019). */
const FAMILY_ACTOR = { id: null, label: AUDIT_ACTORS.family };

type Current = Awaited<ReturnType<ReturnType<typeof createTrialRepository>['currentOf']>>;
type Choice = NonNullable<FamilyStatus['trial']>['choices'][number];
type Child = { player_name: string; player_age: number; status: RegistrationStatus };

/** The trial the page shows: the current open invitation of a child in trial, to a session still on. */
const shownTrial = (child: Child, current: Current) =>
  (child.status === 'trial_invited' || child.status === 'trial_confirmed') && current && !current.session.cancelled_at ? current : undefined;

/** Whether the family may still change or decline its trial: until the session starts. */
const beforeStart = (trial: NonNullable<Current>, now: Date) => trial.session.starts_at.getTime() > now.getTime();

/** What the page shows and which answers it offers, from the application and its current invitation. */
function viewOf(
  child: Child,
  current: Current,
  squad: Awaited<ReturnType<typeof familySquadView>>,
  reports: FamilyStatus['reports'],
  choices: Choice[],
  now: Date,
  season: Pick<FamilyStatus, 'events' | 'calendar'>,
): FamilyStatus {
  const words = FAMILY_STATUS[child.status];
  const trial = shownTrial(child, current);
  const answers: FamilyAnswer[] = [];
  if (child.status === 'trial_invited' && trial?.invitation.state === 'invited' && beforeStart(trial, now)) answers.push('confirm', 'decline');
  // A confirmed trial can be declined ("I can't come") or moved until it starts.
  if (child.status === 'trial_confirmed' && trial?.invitation.state === 'confirmed' && beforeStart(trial, now)) answers.push('decline', 'change_trial');
  answers.push(...squad.answers);
  if (!FINAL.includes(child.status)) answers.push('withdraw');
  return {
    first_name: firstNameOf(child.player_name),
    status: child.status,
    title: words.title,
    next_step: words.next,
    trial: trial
      ? {
          starts_at: trial.session.starts_at.toISOString(),
          location: trial.session.location,
          notes: trial.session.notes,
          state: trial.invitation.state,
          what_to_bring: TRIAL_WHAT_TO_BRING,
          choices: answers.includes('change_trial') ? choices : [],
        }
      : null,
    offer: squad.offer,
    squad: squad.squad,
    answers,
    reports,
    ...season,
  };
}

/** The details a family may correct, as stored, with the new email waiting for confirmation. */
const detailsOf = (r: Omit<FamilyDetails, 'pending_email'>, pending: string | null): FamilyDetails => ({
  parent_email: r.parent_email,
  contact_phone: r.contact_phone,
  residence: r.residence,
  health_conditions: r.health_conditions,
  pending_email: pending,
});

/**
 * The family's status page behind its link (no account): the child's first name, the status in
 * plain words, the trial, and the answers allowed now. A wrong or expired link is a 404 that says
 * nothing about any application.
 */
export function createFamilyService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>, links: StatusLinks) {
  const registrationOf = async (token: string) => (await links.registrationOf(db, token)) ?? Promise.reject(invalidLink());
  const availability = createAvailabilityService({ db, change }, links);
  const emailChanges = createEmailChanges(config.publicUrl, links);

  async function read(tx: Db, id: number, now: Date, lock = false) {
    const query = tx
      .select({ player_name: registrations.player_name, player_age: registrations.player_age, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, id))
      .limit(1);
    const [child] = lock ? await query.for('update') : await query;
    if (!child) throw invalidLink();
    const trials = createTrialRepository(tx);
    const current = await trials.currentOf(id);
    const squad = await familySquadView(tx, id, child.status, now);
    const trial = shownTrial(child, current);
    const choices = child.status === 'trial_confirmed' && trial ? await trials.choicesFor(id, child.player_age, trial.session.id) : [];
    const season = await availability.familyView(tx, id, now);
    return { child, current, view: viewOf(child, current, squad, await familyReports(tx, id), choices, now, season) };
  }

  /**
   * Moves a confirmed trial to another session the family chose: the session is locked and its
   * places counted under the lock (as an administrator's invitation does), so two families taking
   * its last place at once, or one family changing twice at once (the registration row is locked
   * first), never overbook it. The old invitation is cancelled (its place counts no more) and the
   * new one is confirmed, with its reminder, its history entry and the mail with the new calendar file.
   */
  async function changeTrial(c: Change, id: number, current: NonNullable<Current>, trialId: number, now: Date) {
    const trials = createTrialRepository(c.tx);
    const gone = () => new HttpError(409, FAMILY_TRIAL_CHANGE.sessionGone);
    if (trialId === current.session.id) throw gone();
    const session = await trials.lock(trialId);
    const [child] = await c.tx.select({ player_age: registrations.player_age }).from(registrations).where(eq(registrations.id, id)).limit(1);
    if (!session || !child || !isOpenFor(session, child.player_age, now)) throw gone();
    if (session.capacity - (await trials.takenPlaces(session.id, id)) <= 0) throw gone();

    await trials.setState([current.invitation.id], 'cancelled', true);
    await c.cancel('trial-reminder', { invitationId: current.invitation.id });
    const invitationId = await trials.invite(session.id, id);
    await trials.setState([invitationId], 'confirmed', true);
    await c.schedule('trial-reminder', { invitationId }, reminderTime(session.starts_at, now));
    const organizerEmail = (await academyAddress(c.tx, config)) ?? 'no-reply@localhost';
    const when = formatWhen(session.starts_at);
    await changeStatus(c, links, id, {
      to: 'trial_confirmed',
      actor: 'family',
      notify: true,
      note: FAMILY_TRIAL_CHANGE.movedNote(formatWhen(current.session.starts_at), when),
      mail: (r, statusUrl) => ({
        kind: 'trial_changed',
        content: FAMILY_MAIL_TEXTS.trialChanged({ parentName: r.parent_name, playerName: r.player_name, when, location: session.location, statusUrl }),
        attachments: [calendarAttachment(trialEvent({ playerName: r.player_name, session, invitationId, statusUrl, organizerEmail }))],
      }),
    });
    await c.audit({
      action: 'trial.family_change',
      record: { type: 'registration', id },
      summary: `Trial moved by the family from session ${current.session.id} to session ${session.id}`,
      actor: FAMILY_ACTOR,
    });
  }

  /** "I can't come": the confirmed trial is declined, its place freed, the child back to "contacted", the family mailed. */
  async function declineConfirmed(c: Change, id: number, current: NonNullable<Current>) {
    const trials = createTrialRepository(c.tx);
    await trials.setState([current.invitation.id], 'declined', true);
    await c.cancel('trial-reminder', { invitationId: current.invitation.id });
    const when = formatWhen(current.session.starts_at);
    await changeStatus(c, links, id, {
      to: 'contacted',
      actor: 'family',
      notify: true,
      note: FAMILY_TRIAL_CHANGE.declinedNote(when),
      mail: (r, statusUrl) => ({
        kind: 'trial_declined',
        content: FAMILY_MAIL_TEXTS.trialDeclined({ parentName: r.parent_name, playerName: r.player_name, when, statusUrl }),
      }),
    });
    await c.audit({
      action: 'trial.family_change',
      record: { type: 'registration', id },
      summary: `Confirmed trial at session ${current.session.id} declined by the family`,
      actor: FAMILY_ACTOR,
    });
  }

  return {
    async status(token: string, now = new Date()): Promise<FamilyStatus> {
      const id = await registrationOf(token);
      return (await read(db, id, now)).view;
    },

    /**
     * Confirms, declines or moves the trial, accepts or declines a squad place, or withdraws the
     * application: 409 when that answer is not offered now (with its own message once the trial has started).
     */
    async respond(by: Actor, token: string, answer: FamilyAnswer, now = new Date(), trialId?: number): Promise<FamilyStatus> {
      const id = await registrationOf(token);
      return change(by, async (c) => {
        const { tx } = c;
        // The child's squad before the child: the lock order of squads/places.ts (a fill may be offering a place meanwhile).
        await lockSquadsOf(c, [id]);
        const { child, current, view } = await read(tx, id, now, true);
        if (!view.answers.includes(answer)) {
          const trial = shownTrial(child, current);
          if ((answer === 'decline' || answer === 'change_trial') && trial && !beforeStart(trial, now)) throw new HttpError(409, FAMILY_TRIAL_CHANGE.started);
          throw new HttpError(409, FAMILY_PAGE.answerRefused);
        }
        const trials = createTrialRepository(tx);
        const family = { actor: 'family' as const, notify: false };
        if (answer === 'confirm') {
          const { invitation, session } = current!;
          await trials.setState([invitation.id], 'confirmed', true);
          await changeStatus(c, links, id, { ...family, to: 'trial_confirmed' });
          await c.schedule('trial-reminder', { invitationId: invitation.id }, reminderTime(session.starts_at, now));
        } else if (answer === 'decline' && current!.invitation.state === 'confirmed') {
          await declineConfirmed(c, id, current!);
        } else if (answer === 'decline') {
          await trials.setState([current!.invitation.id], 'declined', true);
          await changeStatus(c, links, id, { ...family, to: 'contacted' });
        } else if (answer === 'change_trial') {
          await changeTrial(c, id, current!, trialId ?? 0, now);
        } else if (answer === 'accept_offer' || answer === 'decline_offer') {
          await answerOffer(c, links, id, answer);
        } else {
          // The place goes to another child: open invitations are cancelled with their reminders.
          const open = await trials.openInvitations({ registrationId: id });
          await trials.setState(
            open.map((i) => i.id),
            'cancelled',
            true,
          );
          for (const invitation of open) await c.cancel('trial-reminder', { invitationId: invitation.id });
          await changeStatus(c, links, id, { ...family, to: 'withdrawn' });
        }
        return (await read(tx, id, now)).view;
      });
      // The places left a move or a decline changes on the public trial list: the public cache is
      // emptied by this public write's own URL (plugins/public-cache.ts).
    },

    /** The trial shown on the page as a calendar file (the same event as the invitation mail's): 404 when there is none. */
    async calendar(token: string, now = new Date()): Promise<{ filename: string; text: string }> {
      const id = await registrationOf(token);
      const { child, current } = await read(db, id, now);
      const trial = shownTrial(child, current);
      if (!trial) throw new HttpError(404, FAMILY_TRIAL_CHANGE.noCalendar);
      const statusUrl = await links.urlFor(db, id);
      const organizerEmail = (await academyAddress(db, config)) ?? 'no-reply@localhost';
      const event = trialEvent({ playerName: child.player_name, session: trial.session, invitationId: trial.invitation.id, statusUrl, organizerEmail });
      return { filename: CALENDAR_FILENAME, text: calendarText(event) };
    },

    /** The contact details and health conditions the family may correct. */
    async details(token: string): Promise<FamilyDetails> {
      const id = await registrationOf(token);
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      if (!row) throw invalidLink();
      return detailsOf(row, await emailChanges.pendingOf(db, row.family_id));
    },

    /**
     * The family corrects its contact details or the child's health conditions (checked as the
     * public form checks them). Each correction is a history entry that names the fields changed,
     * never their values (health conditions are only said to be updated), and an audit entry with
     * the field names only. A new email does not take effect here (docs/decisions/054): a link goes
     * to the new address, and the family's mail moves there once it is followed; the old address is
     * told then. A new phone is the first guardian's too.
     */
    async updateDetails(by: Actor, token: string, input: Pick<RegistrationFields, FamilyDetailField>): Promise<FamilyDetailsResult> {
      const id = await registrationOf(token);
      return change(by, async (c) => {
        const [row] = await c.tx.select().from(registrations).where(eq(registrations.id, id)).for('update').limit(1);
        if (!row) throw invalidLink();
        const pending = await emailChanges.pendingOf(c.tx, row.family_id);
        const changed = FAMILY_DETAIL_FIELDS.filter((f) =>
          f === 'parent_email' ? input[f].toLowerCase() !== row[f].toLowerCase() && input[f].toLowerCase() !== pending?.toLowerCase() : input[f] !== row[f],
        );
        if (changed.length === 0) return { ...detailsOf(row, pending), changed };
        const applied = changed.filter((f) => f !== 'parent_email');
        const [updated] = applied.length
          ? await c.tx
              .update(registrations)
              .set({ ...Object.fromEntries(applied.map((f) => [f, input[f]])), updated_at: new Date() })
              .where(eq(registrations.id, id))
              .returning()
          : [row];
        if (applied.includes('contact_phone')) {
          await c.tx
            .update(familyGuardians)
            .set({ phone: input.contact_phone, updated_at: new Date() })
            .where(and(eq(familyGuardians.family_id, row.family_id), eq(familyGuardians.position, 1)));
        }
        if (changed.includes('parent_email')) await emailChanges.request(c, row.family_id, input.parent_email, id);
        await changeStatus(c, links, id, { to: row.status, actor: 'family', notify: false, note: familyUpdateNote(changed) });
        await c.audit({
          action: 'registration.family_update',
          record: { type: 'registration', id },
          summary: `Changed by the family: ${changed.join(', ')}`,
          actor: FAMILY_ACTOR,
        });
        return { ...detailsOf(updated!, await emailChanges.pendingOf(c.tx, row.family_id)), changed };
      });
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;

/** A session a family may move its trial to: on, ahead, and for the child's age. */
export const isOpenFor = (session: Pick<TrialRow, 'cancelled_at' | 'starts_at' | 'min_age' | 'max_age'>, age: number, now: Date) =>
  !session.cancelled_at && session.starts_at.getTime() > now.getTime() && age >= session.min_age && age <= session.max_age;
