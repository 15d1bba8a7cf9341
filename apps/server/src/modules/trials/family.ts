import { eq } from 'drizzle-orm';
import { FAMILY_STATUS, type RegistrationStatus } from '@academy/contract/registration';
import { FAMILY_PAGE, TRIAL_WHAT_TO_BRING, type FamilyAnswer, type FamilyStatus } from '@academy/contract/trial';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { changeStatus } from '../registrations/journey.ts';
import { answerOffer, familySquadView } from '../squads/family.ts';
import { lockSquadsOf } from '../squads/places.ts';
import { familyReports } from '../reports/service.ts';
import type { StatusLinks } from '../registrations/status-links.ts';
import { createTrialRepository } from './repository.ts';
import { reminderTime } from './service.ts';

/** Statuses from which a family can no longer withdraw: the academy has decided, or it is done. */
const FINAL: RegistrationStatus[] = ['accepted', 'rejected', 'withdrawn'];

/** The child's first name: all a status page shows of who the application is for. */
export const firstNameOf = (playerName: string) => playerName.trim().split(/\s+/)[0] ?? '';

const invalidLink = () => new HttpError(404, FAMILY_PAGE.invalidLink);

type Current = Awaited<ReturnType<ReturnType<typeof createTrialRepository>['currentOf']>>;

/** What the page shows and which answers it offers, from the application and its current invitation. */
function viewOf(
  child: { player_name: string; status: RegistrationStatus },
  current: Current,
  squad: Awaited<ReturnType<typeof familySquadView>>,
  reports: FamilyStatus['reports'],
  now: Date,
): FamilyStatus {
  const words = FAMILY_STATUS[child.status];
  const inTrial = child.status === 'trial_invited' || child.status === 'trial_confirmed';
  const trial = inTrial && current && !current.session.cancelled_at ? current : undefined;
  const answers: FamilyAnswer[] = [];
  if (child.status === 'trial_invited' && trial?.invitation.state === 'invited' && trial.session.starts_at.getTime() > now.getTime())
    answers.push('confirm', 'decline');
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
        }
      : null,
    offer: squad.offer,
    squad: squad.squad,
    answers,
    reports,
  };
}

/**
 * The family's status page behind its link (no account): the child's first name, the status in
 * plain words, the trial, and the answers allowed now. A wrong or expired link is a 404 that says
 * nothing about any application.
 */
export function createFamilyService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>, links: StatusLinks) {
  const registrationOf = async (token: string) => (await links.registrationOf(db, token)) ?? Promise.reject(invalidLink());

  async function read(tx: Db, id: number, now: Date, lock = false) {
    const query = tx
      .select({ player_name: registrations.player_name, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, id))
      .limit(1);
    const [child] = lock ? await query.for('update') : await query;
    if (!child) throw invalidLink();
    const current = await createTrialRepository(tx).currentOf(id);
    const squad = await familySquadView(tx, id, child.status, now);
    return { child, current, view: viewOf(child, current, squad, await familyReports(tx, id), now) };
  }

  return {
    async status(token: string, now = new Date()): Promise<FamilyStatus> {
      const id = await registrationOf(token);
      return (await read(db, id, now)).view;
    },

    /** Confirms or declines the trial, accepts or declines a squad place, or withdraws the application: 409 when that answer is not offered now. */
    async respond(by: Actor, token: string, answer: FamilyAnswer, now = new Date()): Promise<FamilyStatus> {
      const id = await registrationOf(token);
      return change(by, async (c) => {
        const { tx } = c;
        // The child's squad before the child: the lock order of squads/places.ts (a fill may be offering a place meanwhile).
        await lockSquadsOf(c, [id]);
        const { current, view } = await read(tx, id, now, true);
        if (!view.answers.includes(answer)) throw new HttpError(409, FAMILY_PAGE.answerRefused);
        const trials = createTrialRepository(tx);
        const family = { actor: 'family' as const, notify: false };
        if (answer === 'confirm') {
          const { invitation, session } = current!;
          await trials.setState([invitation.id], 'confirmed', true);
          await changeStatus(c, links, id, { ...family, to: 'trial_confirmed' });
          await c.schedule('trial-reminder', { invitationId: invitation.id }, reminderTime(session.starts_at, now));
        } else if (answer === 'decline') {
          await trials.setState([current!.invitation.id], 'declined', true);
          await changeStatus(c, links, id, { ...family, to: 'contacted' });
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
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
