import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eventTitle } from '@academy/contract/event';
import { ACADEMY_NAME } from '@academy/contract/site';
import type { Db } from '../../db/client.ts';
import { formatWhen, withZoneName } from '../../lib/academy-zone.ts';
import { createEventRepository, type EventRow } from './repository.ts';

/** Events over for longer than this leave the feed (calendar apps keep what they already have). */
const FEED_PAST_DAYS = 120;

/**
 * One event of a feed: the row, its squad's name, and what the summary adds (a family's answers),
 * with when and how often that changed (the answers' revisions, added to the event's SEQUENCE).
 */
export type FeedEntry = { event: EventRow; squad: string; note?: string | null; changedAt?: Date; revisions?: number };

/**
 * An iCalendar feed of squad events (RFC 5545, docs/decisions/038), the squad's public one and a
 * family's private one (docs/decisions/040) alike: each event keeps one UID (`event-<id>@<host>`)
 * for life, its SEQUENCE rises on every change (and, in a family's feed, every change of its
 * answers: docs/decisions/052) and DTSTAMP is its last change (or the family's last answer), so the text only changes when an event does (a stable ETag) and calendar apps update
 * their copy instead of adding one. A cancelled event stays as STATUS:CANCELLED, so apps remove it.
 * Times are UTC; the academy's zone is named (`X-WR-TIMEZONE`) and the meeting time is written in it.
 */
export function feedText(name: string, product: string, publicUrl: string, entries: FeedEntry[]): string {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({ prodId: { company: ACADEMY_NAME, product, language: 'EN' }, method: ICalCalendarMethod.PUBLISH, name });
  for (const { event: e, squad, note, changedAt, revisions = 0 } of entries) {
    const details = [e.meet_at ? `Meet at ${formatWhen(e.meet_at)}` : null, e.competition ? `Competition: ${e.competition}` : null].filter(
      (line): line is string => line !== null,
    );
    const stamp = changedAt && changedAt.getTime() > e.updated_at.getTime() ? changedAt : e.updated_at;
    calendar.createEvent({
      id: `event-${e.id}@${host}`,
      start: e.starts_at,
      end: e.ends_at,
      stamp,
      created: e.created_at,
      lastModified: stamp,
      sequence: e.sequence + revisions,
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      summary: note ? `${eventTitle(e, squad)} (${note})` : eventTitle(e, squad),
      location: `${e.venue_name}, ${e.venue_address}`,
      description: details.length > 0 ? details.join('\n') : null,
    });
  }
  return withZoneName(calendar.toString());
}

/** The first instant a feed still lists: events over for longer than FEED_PAST_DAYS leave it. */
export const feedSince = (now: Date) => new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);

/**
 * A squad's public calendar: its trainings, matches and tournaments with their venue, never a
 * child's data. Undefined when the squad does not exist.
 */
export async function squadCalendar(db: Db, squadId: number, publicUrl: string, now = new Date()): Promise<string | undefined> {
  const repo = createEventRepository(db);
  const squad = await repo.squad(squadId);
  if (!squad) return undefined;
  const events = await repo.list(squadId, feedSince(now));
  return feedText(
    `${ACADEMY_NAME}: ${squad.name}`,
    'Squad calendar',
    publicUrl,
    events.map((event) => ({ event, squad: squad.name })),
  );
}
