import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { AUDIT_ACTORS } from '@academy/contract/audit-constants';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_MESSAGES,
  FAMILY_EVENTS_DAYS,
  type AvailabilityAnswer,
  type AvailabilityInput,
  type EventAvailability,
  type FamilyCalendar,
  type FamilyEvent,
} from '@academy/contract/availability';
import { MAIL_TEXTS } from '@academy/contract/email';
import { EVENT_MESSAGES, eventTitle } from '@academy/contract/event';
import { ACADEMY_NAME } from '@academy/contract/site';
import { FAMILY_PAGE } from '@academy/contract/trial';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { feedSince, feedText } from '../events/calendar.ts';
import { createEventRepository, eventSummary } from '../events/repository.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { formatWhen } from '../../lib/academy-zone.ts';
import { createCoachAccess, type StaffCaller } from '../access/coach-access.ts';
import { createAvailabilityRepository } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const FAMILY_ACTOR = { id: null, label: AUDIT_ACTORS.family };
const invalidLink = () => new HttpError(404, FAMILY_PAGE.invalidLink);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The status page opened at one event: a mail's link shows it, one click answers (never the GET itself). */
export const statusUrlAtEvent = (statusUrl: string, eventId: number) => `${statusUrl}?event=${eventId}#event-${eventId}`;

/** A family's answers for its children's squad events, the coaches' counts, the reminders and the private feed (docs/decisions/040). */
export function createAvailabilityService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>, links: StatusLinks) {
  const repo = createAvailabilityRepository(db);
  const access = createCoachAccess(db);
  const registrationOf = async (token: string) => (await links.registrationOf(db, token)) ?? Promise.reject(invalidLink());

  /** The family's answers by event and child. */
  const answerMap = (rows: { event_id: number; registration_id: number; answer: AvailabilityAnswer; answered_at: Date; revision: number }[]) =>
    new Map(rows.map((r) => [`${r.event_id}:${r.registration_id}`, r]));

  return {
    /** What the status page shows of squad events: the child's next weeks, with the answers, and the calendar links. */
    async familyView(tx: Db, registrationId: number, now = new Date()): Promise<{ events: FamilyEvent[]; calendar: FamilyCalendar | null }> {
      const txRepo = createAvailabilityRepository(tx);
      const squad = await txRepo.enrolledSquad(registrationId);
      if (!squad) return { events: [], calendar: null };
      const events = await txRepo.events([squad.id], now, new Date(now.getTime() + FAMILY_EVENTS_DAYS * DAY_MS));
      const answers = answerMap(await txRepo.answersOf([registrationId]));
      // Made with the status link (docs/decisions/052): this read writes nothing.
      const feedUrl = await links.feedUrlFor(tx, registrationId);
      return {
        events: events.map((e) => {
          const answer = answers.get(`${e.id}:${registrationId}`)?.answer ?? null;
          return { ...eventSummary(e, squad.name), answer, assumed: answer === null && squad.availability_default === 'attending' };
        }),
        calendar: feedUrl
          ? {
              feed_url: feedUrl,
              webcal_url: feedUrl.replace(/^https?:/, 'webcal:'),
              squad_feed_url: `${new URL(feedUrl).origin}/calendar/squad/${squad.id}.ics`,
            }
          : null,
      };
    },

    /**
     * The family answers for its child and one event of the child's squad, upcoming and not
     * cancelled; anything else is refused (404 for another squad's event, 409 when it is cancelled
     * or has started). The same answer again changes nothing and records nothing.
     */
    async answer(by: Actor, token: string, input: AvailabilityInput, now = new Date()): Promise<FamilyEvent> {
      const registrationId = await registrationOf(token);
      await change(by, async (c) => {
        const txRepo = createAvailabilityRepository(c.tx);
        const squad = await txRepo.enrolledSquad(registrationId);
        const event = await createEventRepository(c.tx).get(input.event_id, true);
        if (!squad || !event || event.squad_id !== squad.id) throw new HttpError(404, AVAILABILITY_MESSAGES.notYourEvent);
        if (event.status === 'cancelled') throw new HttpError(409, AVAILABILITY_MESSAGES.eventCancelled);
        if (event.starts_at.getTime() <= now.getTime()) throw new HttpError(409, AVAILABILITY_MESSAGES.eventStarted);
        const before = await txRepo.upsert(event.id, registrationId, input.answer, now);
        if (before === input.answer) return;
        await c.audit({
          action: 'event.availability',
          record: { type: 'event', id: event.id },
          summary: `${eventTitle(event, squad.name)} on ${formatWhen(event.starts_at)}: registration ${registrationId} answered ${input.answer}${before ? ` (was ${before})` : ''}`,
          actor: FAMILY_ACTOR,
        });
      });
      const view = await this.familyView(db, registrationId, now);
      const shown = view.events.find((e) => e.id === input.event_id);
      if (shown) return shown;
      // Further ahead than the page lists: the answer alone.
      const event = (await createEventRepository(db).get(input.event_id))!;
      const squad = (await repo.enrolledSquad(registrationId))!;
      return { ...eventSummary(event, squad.name), answer: input.answer, assumed: false };
    },

    /**
     * A new address for the family's private feed (the old one leaked): the old one answers 404 at
     * once, on every instance (only the hash of the current token is stored). Audited as the
     * family's act; the calendar links as the status page shows them now (null: no squad yet).
     */
    async newFeedAddress(by: Actor, token: string, now = new Date()): Promise<FamilyCalendar | null> {
      const registrationId = await registrationOf(token);
      await change(by, async (c) => {
        await links.renewFeed(c.tx, registrationId);
        await c.audit({
          action: 'calendar.feed_reset',
          record: { type: 'registration', id: registrationId },
          summary: `Registration ${registrationId}: a new private calendar address; the old one no longer works`,
          actor: FAMILY_ACTOR,
        });
      });
      return (await this.familyView(db, registrationId, now)).calendar;
    },

    /** Counts and names for one event: an administrator, or a coach of its squad (decision 030). */
    async forEvent(caller: StaffCaller, eventId: number): Promise<EventAvailability> {
      const event = await createEventRepository(db).get(eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      if (!(await access.isAssigned(caller, { squad: event.squad_id }))) throw new HttpError(403, AUTH_MESSAGES.forbidden);
      const squad = (await createEventRepository(db).squad(event.squad_id))!;
      const answers = answerMap(await repo.answersFor(eventId));
      const counts = { yes: 0, no: 0, maybe: 0, unanswered: 0 };
      const players = (await repo.roster(event.squad_id)).map((child) => {
        const row = answers.get(`${eventId}:${child.id}`);
        const assumed = !row && squad.availability_default === 'attending';
        if (row) counts[row.answer] += 1;
        else if (assumed) counts.yes += 1;
        else counts.unanswered += 1;
        return {
          registration_id: child.id,
          player_name: child.player_name,
          answer: row?.answer ?? null,
          assumed,
          answered_at: row?.answered_at.toISOString() ?? null,
        };
      });
      return { event_id: eventId, default: squad.availability_default, counts, players };
    },

    /**
     * The family's private feed (docs/decisions/040): the squad events of every enrolled child of
     * the family (the same parent address), with each child's answer in the summary. Undefined for
     * an unknown token.
     */
    async familyFeed(token: string, publicUrl: string, now = new Date()): Promise<string | undefined> {
      const registrationId = await links.registrationOfFeed(db, token);
      if (registrationId === null) return undefined;
      const children = await repo.familyChildren(registrationId);
      const events = await repo.events([...new Set(children.map((c) => c.squad_id))], feedSince(now));
      const answers = answerMap(await repo.answersOf(children.map((c) => c.id)));
      const entries = events.map((event) => {
        const mine = children.filter((c) => c.squad_id === event.squad_id);
        let changedAt: Date | undefined;
        let revisions = 0;
        const notes = mine.map((child) => {
          const row = answers.get(`${event.id}:${child.id}`);
          if (row && (!changedAt || row.answered_at > changedAt)) changedAt = row.answered_at;
          revisions += row?.revision ?? 0;
          const label = row ? AVAILABILITY_LABELS[row.answer] : child.default === 'attending' ? AVAILABILITY_LABELS.yes : '?';
          return `${firstName(child.player_name)}: ${label}`;
        });
        // The summary carries the answers: each change of one raises the event's SEQUENCE in this feed (docs/decisions/052).
        return { event, squad: mine[0]!.squad, note: notes.join(', '), changedAt, revisions };
      });
      return feedText(`${ACADEMY_NAME}: our calendar`, 'Family calendar', publicUrl, entries);
    },

    /**
     * The 'event-reminder' job: one mail per family of the squad with a child that has not answered,
     * for an event still on and ahead, of a squad still asking, at a reminder time it still has.
     * Each family's children are marked reminded in the mail's transaction: a job run again, by this
     * instance or another, finds them marked and sends nothing (docs/decisions/040).
     */
    async remind(eventId: number, hours: number, now = new Date()): Promise<number> {
      return change(null, async (c) => {
        const events = createEventRepository(c.tx);
        const event = await events.get(eventId, true);
        if (!event || event.status !== 'scheduled' || event.starts_at.getTime() <= now.getTime()) return 0;
        const squad = (await events.squad(event.squad_id))!;
        if (squad.availability_default !== 'asking' || !squad.reminder_hours.includes(hours)) return 0;
        const txRepo = createAvailabilityRepository(c.tx);
        const answered = new Set((await txRepo.answersFor(eventId)).map((a) => a.registration_id));
        const title = eventTitle(event, squad.name);
        let sent = 0;
        for (const family of await events.rosterFamilies([squad.id])) {
          const waiting = family.registrationIds.filter((id) => !answered.has(id));
          if (waiting.length === 0) continue;
          const marked = await txRepo.markReminded(eventId, hours, family.registrationIds);
          if (marked.length < family.registrationIds.length) continue;
          const players = family.registrationIds.flatMap((id, i) => (waiting.includes(id) ? [family.players[i]!] : []));
          await c.mail({
            to: family.email,
            kind: 'event_reminder',
            about: { type: 'event', id: eventId },
            content: MAIL_TEXTS.eventReminder({
              parentName: family.parentName,
              players: players.join(' and '),
              title,
              when: formatWhen(event.starts_at),
              venue: `${event.venue_name}, ${event.venue_address}`,
              meetAt: event.meet_at ? formatWhen(event.meet_at) : null,
              answerUrl: statusUrlAtEvent(await links.urlFor(c.tx, waiting[0]!), eventId),
            }),
          });
          sent += 1;
        }
        return sent;
      });
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
