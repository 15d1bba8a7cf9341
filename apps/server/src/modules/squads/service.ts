import { eq } from 'drizzle-orm';
import { MAIL_TEXTS } from '@academy/contract/email';
import { REGISTRATION_MESSAGES, canMoveTo, type Registration } from '@academy/contract/registration';
import {
  AUTO_OFFER_RESPONSE_DAYS,
  SQUAD_MESSAGES,
  type OfferResult,
  type PublicSquad,
  type Squad,
  type SquadInputSchema,
  type SquadPlace,
} from '@academy/contract/squad';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import { changeStatus } from '../registrations/journey.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { formatWhen } from '../../lib/academy-zone.ts';
import { forbiddenBeforeMissing, type StaffCaller } from '../../lib/staff-route.ts';
import { createCoachAccess } from '../access/coach-access.ts';
import { dropPlace, lockSquadsOf } from './places.ts';
import { createEventRepository } from '../events/repository.ts';
import { planReminders } from '../events/reminders.ts';
import { createSquadRepository, HOLDS_A_PLACE, type PlaceRow, type SquadRow } from './repository.ts';

export type SquadFields = z.output<typeof SquadInputSchema>;
/** The caller as the access rules need it (access/coach-access.ts). */
export type SquadCaller = StaffCaller;

const DAY_MS = 24 * 60 * 60 * 1000;
const M = SQUAD_MESSAGES;
const notFound = () => new HttpError(404, M.notFound);
const userIdOf = (by: Actor) => by?.user?.id ?? null;
const squadLabel = (s: Pick<SquadRow, 'name' | 'season'>) => `${s.name} (${s.season})`;
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** The offer's mail: accept and decline links open the family's status page with the answer chosen. */
function offerMail(registration: Registration, squad: SquadRow, respondBy: Date, statusUrl: string, fromWaitlist: boolean) {
  return {
    kind: 'squad_offer' as const,
    content: MAIL_TEXTS.squadOffer({
      parentName: registration.parent_name,
      playerName: registration.player_name,
      squad: squadLabel(squad),
      respondBy: formatWhen(respondBy),
      acceptUrl: `${statusUrl}?answer=accept_offer`,
      declineUrl: `${statusUrl}?answer=decline_offer`,
      fromWaitlist,
    }),
  };
}

/**
 * Gives the squad's free places to the children waiting, in order (docs/decisions/031). The squad
 * row is locked and the places are counted inside the transaction, and a waiting row is moved only
 * while it is still waiting: run twice, by two instances or again after a crash, the second run
 * finds no free place and offers nothing. Each offer is its status change, history, mail, expiry
 * job and audit entry, in the caller's change.
 */
export async function fillSquad(c: Change, links: StatusLinks, squadId: number, now = new Date()): Promise<number> {
  const repo = createSquadRepository(c.tx);
  const squad = await repo.lock(squadId);
  if (!squad) return 0;
  const counts = await repo.counts(squadId);
  const free = squad.capacity - HOLDS_A_PLACE.reduce((n, s) => n + counts[s], 0);
  let offered = 0;
  for (const place of await repo.nextWaiting(squadId, free)) {
    const respondBy = new Date(now.getTime() + AUTO_OFFER_RESPONSE_DAYS * DAY_MS);
    if (!(await repo.movePlace(place.id, 'waitlisted', { state: 'offered', respond_by: respondBy }))) continue;
    await changeStatus(c, links, place.registration_id, {
      to: 'offer_made',
      actor: 'system',
      note: `A place in ${squadLabel(squad)} opened: offered from the waiting list, answer by ${formatWhen(respondBy)}`,
      notify: true,
      mail: (r, statusUrl) => offerMail(r, squad, respondBy, statusUrl, true),
    });
    await c.schedule('offer-expiry', { placeId: place.id }, respondBy);
    await c.audit({
      action: 'registration.status',
      record: { type: 'registration', id: place.registration_id },
      summary: `waitlisted → offer_made (${squad.name})`,
    });
    offered++;
  }
  return offered;
}

export function createSquadService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>, links: StatusLinks) {
  const repo = createSquadRepository(db);
  const access = createCoachAccess(db);

  /**
   * The squad, when `caller` may see it: an administrator every squad, a coach those assigned to
   * them; a coach on another squad, or on one that does not exist, gets 403 before any 404, as on
   * another trial session (decision 030).
   */
  function visible(caller: SquadCaller, id: number): Promise<Squad> {
    return forbiddenBeforeMissing(access.maySeeSquad(caller, id), () => repo.get(id), notFound);
  }

  async function checkedCoaches(tx: Db, ids: number[] | undefined): Promise<number[] | undefined> {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    const found = await createSquadRepository(tx).coachAccounts(unique);
    if (found.length !== unique.length) throw new HttpError(400, M.coachesInvalid, { coach_ids: M.coachesInvalid });
    return unique;
  }

  /** The stored columns; availability settings left out keep their value (or the column's default on create). */
  const columns = ({ name, season, min_age, max_age, capacity, availability_default, reminder_hours }: SquadFields) => ({
    name,
    season,
    min_age,
    max_age,
    capacity,
    ...(availability_default === undefined ? {} : { availability_default }),
    ...(reminder_hours === undefined ? {} : { reminder_hours }),
  });
  const nameTaken = (error: unknown) => (isUniqueViolation(error) ? new HttpError(409, M.nameTaken, { name: M.nameTaken }) : error);

  return {
    async list(caller: SquadCaller): Promise<Squad[]> {
      const ids = await access.assignedIds(caller, 'squad');
      return repo.list(ids === 'all' ? undefined : ids);
    },
    get: visible,

    async roster(caller: SquadCaller, id: number): Promise<SquadPlace[]> {
      await visible(caller, id);
      return repo.places(id, 'enrolled');
    },
    async waitlist(caller: SquadCaller, id: number): Promise<SquadPlace[]> {
      await visible(caller, id);
      return repo.places(id, 'waitlisted');
    },
    async offers(caller: SquadCaller, id: number): Promise<SquadPlace[]> {
      await visible(caller, id);
      return repo.places(id, 'offered');
    },

    listPublic: (showFullNames: boolean): Promise<PublicSquad[]> => repo.publicRosters(showFullNames),

    async create(by: Actor, fields: SquadFields): Promise<Squad> {
      const id = await change(by, async (c) => {
        const coachIds = await checkedCoaches(c.tx, fields.coach_ids);
        const txRepo = createSquadRepository(c.tx);
        const squadId = await txRepo.insert(columns(fields));
        if (coachIds) await txRepo.setCoaches(squadId, coachIds);
        await c.audit({ action: 'squad.save', record: { type: 'squad', id: squadId }, summary: `Squad ${squadLabel(fields)} created` });
        return squadId;
      }).catch((error: unknown) => Promise.reject(nameTaken(error)));
      return (await repo.get(id))!;
    },

    /** Edits a squad; a capacity below its places taken is refused; a larger one offers the new places to the children waiting. */
    async update(by: Actor, id: number, fields: SquadFields, now = new Date()): Promise<Squad> {
      await change(by, async (c) => {
        const txRepo = createSquadRepository(c.tx);
        const squad = await txRepo.lock(id);
        if (!squad) throw notFound();
        const counts = await txRepo.counts(id);
        const taken = counts.enrolled + counts.offered;
        if (fields.capacity < taken) throw new HttpError(409, M.capacityBelowPlaces(taken), { capacity: M.capacityBelowPlaces(taken) });
        const coachIds = await checkedCoaches(c.tx, fields.coach_ids);
        await txRepo.update(id, columns(fields));
        if (coachIds) await txRepo.setCoaches(id, coachIds);
        // New availability settings move the reminders of the squad's events still ahead (docs/decisions/040).
        const settings = {
          availability_default: fields.availability_default ?? squad.availability_default,
          reminder_hours: fields.reminder_hours ?? squad.reminder_hours,
        };
        if (settings.availability_default !== squad.availability_default || settings.reminder_hours.join() !== squad.reminder_hours.join()) {
          for (const event of await createEventRepository(c.tx).list(id, now)) await planReminders(c, event, settings, now);
        }
        await c.audit({ action: 'squad.save', record: { type: 'squad', id }, summary: `Squad ${squadLabel(fields)} changed` });
        if (fields.capacity > squad.capacity && counts.waitlisted > 0) await c.schedule('squad-fill', { squadId: id }, now);
      }).catch((error: unknown) => Promise.reject(nameTaken(error)));
      return (await repo.get(id))!;
    },

    /** Deletes an empty squad; one with children on its roster, offers or a waiting list is refused. */
    async remove(by: Actor, id: number): Promise<{ id: number }> {
      await change(by, async (c) => {
        const txRepo = createSquadRepository(c.tx);
        const squad = await txRepo.lock(id);
        if (!squad) throw notFound();
        const counts = await txRepo.counts(id);
        if (counts.enrolled + counts.offered + counts.waitlisted > 0) throw new HttpError(409, M.hasMembers);
        await txRepo.remove(id);
        await c.audit({ action: 'squad.delete', record: { type: 'squad', id }, summary: `Squad ${squadLabel(squad)} deleted` });
      });
      return { id };
    },

    /**
     * Offers a child a place in a squad with a deadline, or puts it on the squad's waiting list in
     * order when the squad is full (enrolled children and open offers count). A place the child
     * held elsewhere is given up first. The place, the status change, its history, the mail, the
     * expiry job and the audit entry commit together.
     */
    async offer(by: Actor, registrationId: number, input: { squad_id: number; respond_by: string }, now = new Date()): Promise<OfferResult> {
      const respondBy = new Date(input.respond_by);
      if (respondBy.getTime() <= now.getTime()) throw new HttpError(400, M.respondByFuture, { respond_by: M.respondByFuture });
      return change(by, async (c) => {
        const { tx } = c;
        const txRepo = createSquadRepository(tx);
        // The squads first (this one and the one the child may hold a place in), then the child: the lock order of places.ts.
        await lockSquadsOf(c, [registrationId], [input.squad_id]);
        const squad = await txRepo.lock(input.squad_id);
        if (!squad) throw new HttpError(404, M.notFound, { squad_id: M.notFound });
        const [child] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update').limit(1);
        if (!child) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
        if (child.status !== 'offer_made' && !canMoveTo(child.status, 'offer_made')) throw new HttpError(409, M.cannotOffer);
        if (child.player_age < squad.min_age || child.player_age > squad.max_age) throw new HttpError(409, M.ageMismatch);

        const held: PlaceRow | undefined = await txRepo.placeOf(child.id);
        if (held?.squad_id === squad.id && held.state !== 'waitlisted') throw new HttpError(409, M.alreadyInSquad);
        if (held && held.squad_id !== squad.id) await dropPlace(c, held, now);
        const counts = await txRepo.counts(squad.id);
        const full = counts.enrolled + counts.offered >= squad.capacity;
        const userId = userIdOf(by);

        if (full) {
          const place = held?.squad_id === squad.id ? held : await txRepo.insertPlace({ squad_id: squad.id, registration_id: child.id, state: 'waitlisted' });
          const position = await txRepo.positionOf(place);
          await changeStatus(c, links, child.id, {
            to: 'waitlisted',
            actor: 'admin',
            userId,
            note: `Waiting list of ${squadLabel(squad)}: number ${position}`,
            notify: child.status !== 'waitlisted',
          });
          await c.audit({
            action: 'registration.status',
            record: { type: 'registration', id: child.id },
            summary: `${child.status} → waitlisted (${squad.name}, number ${position})`,
          });
          return { outcome: 'waitlisted', squad_id: squad.id, position };
        }

        const place =
          held?.squad_id === squad.id
            ? (await txRepo.movePlace(held.id, 'waitlisted', { state: 'offered', respond_by: respondBy }), held)
            : await txRepo.insertPlace({ squad_id: squad.id, registration_id: child.id, state: 'offered', respond_by: respondBy });
        await changeStatus(c, links, child.id, {
          to: 'offer_made',
          actor: 'admin',
          userId,
          note: `Place offered in ${squadLabel(squad)}, answer by ${formatWhen(respondBy)}`,
          notify: true,
          mail: (r, statusUrl) => offerMail(r, squad, respondBy, statusUrl, false),
        });
        await c.schedule('offer-expiry', { placeId: place.id }, respondBy);
        await c.audit({
          action: 'registration.status',
          record: { type: 'registration', id: child.id },
          summary: `${child.status} → offer_made (${squad.name})`,
        });
        return { outcome: 'offered', squad_id: squad.id, position: null };
      });
    },

    /** The 'offer-expiry' job: an offer still open past its deadline expires, and its place goes to the next child waiting. */
    async expire(placeId: number, now = new Date()): Promise<boolean> {
      return change(null, async (c) => {
        const place = await createSquadRepository(c.tx).placeById(placeId, true);
        if (!place || place.state !== 'offered' || !place.respond_by || place.respond_by.getTime() > now.getTime()) return false;
        await changeStatus(c, links, place.registration_id, { to: 'offer_expired', actor: 'system', note: 'No answer before the deadline', notify: true });
        await c.audit({ action: 'registration.status', record: { type: 'registration', id: place.registration_id }, summary: 'offer_made → offer_expired' });
        return true;
      });
    },

    /** The 'squad-fill' job. */
    fill: (squadId: number, now = new Date()): Promise<number> => change(null, (c) => fillSquad(c, links, squadId, now)),
  };
}
export type SquadService = ReturnType<typeof createSquadService>;
