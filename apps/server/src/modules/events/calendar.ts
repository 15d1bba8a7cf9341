import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eventTitle } from '@academy/contract/event';
import { ACADEMY_NAME } from '@academy/contract/site';
import type { Db } from '../../db/client.ts';
import { formatWhen } from '../trials/calendar.ts';
import { createEventRepository } from './repository.ts';

/** Events over for longer than this leave the feed (calendar apps keep what they already have). */
const FEED_PAST_DAYS = 120;

/**
 * A squad's public calendar (RFC 5545, docs/decisions/038): its trainings, matches and tournaments
 * with their venue, never a child's data. Each event keeps one UID (`event-<id>@<host>`) for life,
 * its SEQUENCE rises on every change and DTSTAMP is its last change, so the text only changes when
 * an event does (a stable ETag) and calendar apps update their copy instead of adding one. A
 * cancelled event stays in the feed as STATUS:CANCELLED, so apps remove it.
 * Undefined when the squad does not exist.
 */
export async function squadCalendar(db: Db, squadId: number, publicUrl: string, now = new Date()): Promise<string | undefined> {
  const repo = createEventRepository(db);
  const squad = await repo.squad(squadId);
  if (!squad) return undefined;
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    prodId: { company: ACADEMY_NAME, product: 'Squad calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: `${ACADEMY_NAME}: ${squad.name}`,
  });
  for (const e of await repo.list(squadId, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000))) {
    const details = [e.meet_at ? `Meet at ${formatWhen(e.meet_at)}` : null, e.competition ? `Competition: ${e.competition}` : null].filter(
      (line): line is string => line !== null,
    );
    calendar.createEvent({
      id: `event-${e.id}@${host}`,
      start: e.starts_at,
      end: e.ends_at,
      stamp: e.updated_at,
      created: e.created_at,
      lastModified: e.updated_at,
      sequence: e.sequence,
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      summary: eventTitle(e, squad.name),
      location: `${e.venue_name}, ${e.venue_address}`,
      description: details.length > 0 ? details.join('\n') : null,
    });
  }
  return calendar.toString();
}
