import ical, { ICalCalendarMethod } from 'ical-generator';
import { ACADEMY_NAME } from '@academy/contract/site';
import { TRIAL_CALENDAR, TRIAL_DURATION_MINUTES, TRIAL_WHAT_TO_BRING } from '@academy/contract/trial';
import type { StoredAttachment } from '../../db/schema/emails.ts';
import { withZoneName } from '../../lib/academy-zone.ts';

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
