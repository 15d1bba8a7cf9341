import { asc, eq } from 'drizzle-orm';
import type { RegistrationStatus } from '@academy/contract/registration';
import type { FamilyAnswer, FamilyStatus } from '@academy/contract/trial';
import type { Db } from '../../db/client.ts';
import { squadCoaches, squadPlaces, squads } from '../../db/schema/squads.ts';
import { users } from '../../db/schema/users.ts';
import type { Change } from '../../lib/module-deps.ts';
import { changeStatus } from '../registrations/journey.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { createSquadRepository } from './repository.ts';

/** What the family's status page shows of squads (docs/decisions/031): the open offer, the squad once enrolled, or the waiting list's position. */
export async function familySquadView(
  db: Db,
  registrationId: number,
  status: RegistrationStatus,
  now: Date,
): Promise<Pick<FamilyStatus, 'offer' | 'squad'> & { answers: FamilyAnswer[] }> {
  const [row] = await db
    .select({ place: squadPlaces, squad: { id: squads.id, name: squads.name, season: squads.season } })
    .from(squadPlaces)
    .innerJoin(squads, eq(squads.id, squadPlaces.squad_id))
    .where(eq(squadPlaces.registration_id, registrationId))
    .limit(1);
  if (!row) return { offer: null, squad: null, answers: [] };
  const { place, squad } = row;
  if (place.state === 'offered' && status === 'offer_made') {
    const open = place.respond_by !== null && place.respond_by.getTime() > now.getTime();
    return {
      offer: { squad: squad.name, season: squad.season, respond_by: place.respond_by!.toISOString() },
      squad: null,
      answers: open ? ['accept_offer', 'decline_offer'] : [],
    };
  }
  if (place.state === 'enrolled' && status === 'accepted') {
    const coaches = await db
      .select({ name: users.name })
      .from(squadCoaches)
      .innerJoin(users, eq(users.id, squadCoaches.user_id))
      .where(eq(squadCoaches.squad_id, squad.id))
      .orderBy(asc(users.name));
    return { offer: null, squad: { name: squad.name, season: squad.season, coaches: coaches.map((c) => c.name), waitlist_position: null }, answers: [] };
  }
  if (place.state === 'waitlisted' && status === 'waitlisted') {
    const position = await createSquadRepository(db).positionOf(place);
    return { offer: null, squad: { name: squad.name, season: squad.season, coaches: [], waitlist_position: position }, answers: [] };
  }
  return { offer: null, squad: null, answers: [] };
}

/**
 * The family accepts or declines its offer (the caller checked the answer is offered now). Accepted:
 * the child is on the squad's roster. Declined: its place goes to the next child waiting
 * (releaseSquadPlace, through the status change, queues the fill job with this change).
 */
export async function answerOffer(c: Change, links: StatusLinks, registrationId: number, answer: 'accept_offer' | 'decline_offer'): Promise<void> {
  const repo = createSquadRepository(c.tx);
  const place = await repo.placeOf(registrationId);
  if (!place) return;
  const family = { actor: 'family' as const, notify: false };
  if (answer === 'accept_offer') {
    await repo.movePlace(place.id, 'offered', { state: 'enrolled', respond_by: null });
    await c.cancel('offer-expiry', { placeId: place.id });
    c.publicChanged(); // the child is on the roster the team page lists
    await changeStatus(c, links, registrationId, { ...family, to: 'accepted' });
  } else {
    await changeStatus(c, links, registrationId, { ...family, to: 'offer_declined' });
  }
  await c.audit({
    action: 'registration.status',
    record: { type: 'registration', id: registrationId },
    summary: `offer_made → ${answer === 'accept_offer' ? 'accepted' : 'offer_declined'} by the family`,
  });
}
