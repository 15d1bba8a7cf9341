import ical, { ICalCalendarMethod } from 'ical-generator';
import { ACADEMY_NAME } from '@academy/contract/site';
import { TRIAL_CALENDAR, TRIAL_DURATION_MINUTES, TRIAL_WHAT_TO_BRING } from '@academy/contract/trial';
import type { StoredAttachment } from '../../db/schema/emails.ts';
import { academyZone, zonedFormat } from '../../lib/academy-zone.ts';

/**
 * Mails name a session's time in the academy's time zone (its settings, docs/decisions/050), always
 * with the zone's name so no family reads it in the wrong one. The calendar file carries the exact
 * instant, so calendars show it in the family's own zone.
 */
const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Saturday, 14 March 2026 at 10:00 CET", in the academy's zone unless `zone` names another. */
export const formatWhen = (date: Date, zone = academyZone()): string => zonedFormat(zone, WHEN).format(date);

/**
 * A calendar's text with the academy's zone named for the apps that show a calendar in one
 * (`X-WR-TIMEZONE`, a calendar property, before the first component): every time in it stays UTC
 * (`…Z`), which every app reads alike and needs no VTIMEZONE (docs/decisions/050).
 */
export function withZoneName(text: string, zone = academyZone()): string {
  const at = text.indexOf('BEGIN:VEVENT');
  const line = `X-WR-TIMEZONE:${zone}\r\n`;
  return at === -1 ? text.replace('END:VCALENDAR', `${line}END:VCALENDAR`) : `${text.slice(0, at)}${line}${text.slice(at)}`;
}

export type TrialEvent = {
  /** Stable per invitation, so a calendar updates the event instead of adding a second one. */
  uid: string;
  start: Date;
  location: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  url: string;
};

/** The invitation's calendar file (RFC 5545): the mail's attachment and the status page's download. */
export function calendarText(event: TrialEvent): string {
  const calendar = ical({
    prodId: { company: ACADEMY_NAME, product: 'Trial sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: ACADEMY_NAME,
  });
  calendar.createEvent({
    id: event.uid,
    start: event.start,
    end: new Date(event.start.getTime() + TRIAL_DURATION_MINUTES * 60_000),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: event.organizer,
    url: event.url,
  });
  return withZoneName(calendar.toString());
}

/** The same file as a mail attachment. */
export function calendarAttachment(event: TrialEvent): StoredAttachment {
  return {
    filename: CALENDAR_FILENAME,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(calendarText(event)).toString('base64'),
  };
}

export const CALENDAR_FILENAME = 'trial-session.ics';

/**
 * A child's trial as a calendar event. The uid is the invitation's, so a calendar that imported the
 * mail's file updates the event when the status page's file is opened (and a moved trial, being a new
 * invitation, is a new event: the mail says it replaces the earlier one).
 */
export function trialEvent(d: {
  playerName: string;
  session: { starts_at: Date; location: string; notes: string | null };
  invitationId: number;
  statusUrl: string;
  organizerEmail: string;
}): TrialEvent {
  return {
    uid: `trial-invitation-${d.invitationId}@${new URL(d.statusUrl).hostname}`,
    start: d.session.starts_at,
    location: d.session.location,
    summary: TRIAL_CALENDAR.summary(d.playerName),
    description: TRIAL_CALENDAR.description({ whatToBring: TRIAL_WHAT_TO_BRING, notes: d.session.notes, statusUrl: d.statusUrl }),
    organizer: { name: ACADEMY_NAME, email: d.organizerEmail },
    url: d.statusUrl,
  };
}
