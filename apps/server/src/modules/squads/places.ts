import { inArray } from 'drizzle-orm';
import type { RegistrationStatus } from '@academy/contract/registration';
import { SQUAD_MESSAGES, type SquadPlaceState } from '@academy/contract/squad';
import { squadPlaces } from '../../db/schema/squads.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Change } from '../../lib/module-deps.ts';
import { createSquadRepository, HOLDS_A_PLACE, type PlaceRow } from './repository.ts';

/** The registration status each place state goes with (docs/decisions/031). */
const STATUS_OF_PLACE: Record<SquadPlaceState, RegistrationStatus> = { offered: 'offer_made', enrolled: 'accepted', waitlisted: 'waitlisted' };

/**
 * Locks the squads of the children's places (and `alsoSquadIds`), in id order, before anything
 * else of the change is locked. Every change that moves or deletes a place takes its squad's lock
 * first, then the registration, then the place (docs/decisions/031, "Lock order"): an
 * administrator's offer or status change, a family's answer, an erasure and the fill job then wait
 * for each other instead of deadlocking, and the fill never counts a place that is being changed.
 */
export async function lockSquadsOf(c: Change, registrationIds: number[], alsoSquadIds: number[] = []): Promise<void> {
  const held = registrationIds.length
    ? await c.tx.select({ squad_id: squadPlaces.squad_id }).from(squadPlaces).where(inArray(squadPlaces.registration_id, registrationIds))
    : [];
  const ids = [...new Set([...held.map((p) => p.squad_id), ...alsoSquadIds])].sort((a, b) => a - b);
  const repo = createSquadRepository(c.tx);
  for (const id of ids) await repo.lock(id);
}

/** Frees a place: its expiry job cancelled, the roster's public page refreshed, and a place that counted against the capacity given to the next child waiting. */
export async function dropPlace(c: Change, place: PlaceRow, now: Date): Promise<void> {
  await createSquadRepository(c.tx).deletePlace(place.id);
  if (place.state === 'offered') await c.cancel('offer-expiry', { placeId: place.id });
  if (place.state === 'enrolled') c.publicChanged();
  if (HOLDS_A_PLACE.includes(place.state)) await c.schedule('squad-fill', { squadId: place.squad_id }, now);
}

/**
 * Called by every status change (registrations/journey.ts) before the status is written: a child
 * whose new status no longer matches its squad place (a declined, expired or withdrawn offer, an
 * enrolled child rejected…) loses that place; a place that counted against the capacity is given
 * to the next child waiting, by the durable 'squad-fill' job committed with this change.
 * Accepted by hand (the enrollment screen's status dialog): an offered child is enrolled in the
 * squad it was offered; a waitlisted child is enrolled in its squad when the squad has room, and
 * otherwise refused (409), never enrolled without a squad (docs/decisions/031).
 */
export async function releaseSquadPlace(c: Change, registrationId: number, to: RegistrationStatus, now = new Date()): Promise<void> {
  const repo = createSquadRepository(c.tx);
  const place = await repo.placeOf(registrationId);
  if (!place || STATUS_OF_PLACE[place.state] === to) return;
  if (place.state === 'offered' && to === 'accepted') {
    await repo.movePlace(place.id, 'offered', { state: 'enrolled', respond_by: null });
    await c.cancel('offer-expiry', { placeId: place.id });
    c.publicChanged();
    return;
  }
  if (place.state === 'waitlisted' && to === 'accepted') {
    const squad = (await repo.lock(place.squad_id))!;
    const counts = await repo.counts(squad.id);
    if (counts.enrolled + counts.offered >= squad.capacity) throw new HttpError(409, SQUAD_MESSAGES.waitlistedAcceptFull(`${squad.name} (${squad.season})`));
    await repo.movePlace(place.id, 'waitlisted', { state: 'enrolled', respond_by: null });
    c.publicChanged();
    return;
  }
  await dropPlace(c, place, now);
}

/**
 * Frees the places of registrations about to be deleted (an enrollment deleted, a family's data
 * erased, decision 019): the rows would go with the registrations (cascade) without the next child
 * waiting being offered the place. Call it after `lockSquadsOf` and before the delete.
 */
export async function releasePlacesOf(c: Change, registrationIds: number[], now = new Date()): Promise<void> {
  if (registrationIds.length === 0) return;
  const places = await c.tx.select().from(squadPlaces).where(inArray(squadPlaces.registration_id, registrationIds)).for('update');
  for (const place of places) await dropPlace(c, place, now);
}
