import type { RegistrationStatus } from '@academy/contract/registration';
import type { SquadPlaceState } from '@academy/contract/squad';
import type { Change } from '../../lib/module-deps.ts';
import { createSquadRepository, HOLDS_A_PLACE } from './repository.ts';

/** The registration status each place state goes with (docs/decisions/031). */
const STATUS_OF_PLACE: Record<SquadPlaceState, RegistrationStatus> = { offered: 'offer_made', enrolled: 'accepted', waitlisted: 'waitlisted' };

/**
 * Called by every status change (registrations/journey.ts) before the status is written: a child
 * whose new status no longer matches its squad place (a declined, expired or withdrawn offer, an
 * enrolled child rejected…) loses that place; an offered child accepted by hand is enrolled in its squad. A place that counted against the capacity is given
 * to the next child waiting, by the durable 'squad-fill' job committed with this change.
 */
export async function releaseSquadPlace(c: Change, registrationId: number, to: RegistrationStatus, now = new Date()): Promise<void> {
  const repo = createSquadRepository(c.tx);
  const place = await repo.placeOf(registrationId);
  if (!place || STATUS_OF_PLACE[place.state] === to) return;
  // An administrator accepting an offered child by hand enrolls it in the squad it was offered.
  if (place.state === 'offered' && to === 'accepted') {
    await repo.movePlace(place.id, 'offered', { state: 'enrolled', respond_by: null });
    await c.cancel('offer-expiry', { placeId: place.id });
    return;
  }
  await repo.deletePlace(place.id);
  if (place.state === 'offered') await c.cancel('offer-expiry', { placeId: place.id });
  if (HOLDS_A_PLACE.includes(place.state)) await c.schedule('squad-fill', { squadId: place.squad_id }, now);
}
