import { asc, desc, eq } from 'drizzle-orm';
import type { SquadEvent } from '@academy/contract/event';
import type { Db } from '../../db/client.ts';
import { eventScorers } from '../../db/schema/event-answers.ts';
import { registrations } from '../../db/schema/registrations.ts';

/**
 * A match's scorers, part of reading the event (docs/decisions/064: events read them here, so the
 * events module does not import the results module that records them).
 */
export type ScorerRow = { registration_id: number; player_name: string; photo_consent: 'yes' | 'no'; goals: number };

/** The scorers of a match, most goals first, with their family's consent. */
export const scorersOf = (db: Db, eventId: number): Promise<ScorerRow[]> =>
  db
    .select({
      registration_id: eventScorers.registration_id,
      player_name: registrations.player_name,
      photo_consent: registrations.photo_consent,
      goals: eventScorers.goals,
    })
    .from(eventScorers)
    .innerJoin(registrations, eq(registrations.id, eventScorers.registration_id))
    .where(eq(eventScorers.event_id, eventId))
    .orderBy(desc(eventScorers.goals), asc(registrations.player_name), asc(registrations.id));

/** The event with its result's scorers: the event screen's result form starts from them (one event's answer, not the lists). */
export async function withScorers(db: Db, event: SquadEvent): Promise<SquadEvent> {
  if (!event.result) return event;
  const scorers = await scorersOf(db, event.id);
  return { ...event, result: { ...event.result, scorers: scorers.map(({ registration_id, goals }) => ({ registration_id, goals })) } };
}
