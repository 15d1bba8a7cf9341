import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ical from 'node-ical';
import { AVAILABILITY_LABELS, AVAILABILITY_MESSAGES, type EventAvailability, type FamilyEvent } from '@academy/contract/availability';
import { squadCalendarPath, type EventInput, type SquadEvent } from '@academy/contract/event';
import type { FamilyStatus } from '@academy/contract/trial';
import { createAvailabilityService } from '../../src/modules/availability/service.ts';
import { reminderPlan } from '../../src/modules/events/reminders.ts';
import { moduleDeps } from '../../src/lib/module-deps.ts';
import { bearer, createUserWithRole, enrollInSquad, eventually, useMailTestApp } from '../helpers.ts';

/**
 * Availability (docs/decisions/040): the family answers from its status link, staff read counts
 * and names, reminders go once to families that have not answered, the private feed carries the
 * answers with the squad feed's UIDs, and event mails are filed under the event.
 */
const { t, smtp, auth } = useMailTestApp();
beforeEach(() => smtp.accept());

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => {
  const d = new Date(Date.now() + ms);
  d.setUTCMinutes(0, 0, 0);
  return d;
};
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

let squads = 0;
async function squad(over: Record<string, unknown> = {}, coachIds: number[] = []): Promise<{ id: number; name: string }> {
  const name = `U10 Avail ${++squads}`;
  const res = await api('POST', '/api/squads', { name, season: '2026/27', min_age: 9, max_age: 12, capacity: 10, coach_ids: coachIds, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, name };
}

let children = 0;
/** A child enrolled the way a family gets there (an offer accepted from the status page); its status token. */
async function enrolled(squadId: number, email: string, player = `Amani Avail${++children}`) {
  const { row, token } = await enrollInSquad(t.app, auth, squadId, { parent_name: 'Grace Avail', parent_email: email, player_name: player, player_age: 10 });
  return { id: row.id, token, player };
}

const match = (start: Date, over: Partial<EventInput> = {}): EventInput => ({
  kind: 'match',
  starts_at: start.toISOString(),
  ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
  venue: { name: 'Main pitch', address: 'Plot 12, Kampala Road' },
  opponent: 'Lakeside',
  ...over,
});
async function create(squadId: number, input: EventInput) {
  const res = await api('POST', `/api/squads/${squadId}/events`, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as SquadEvent & { occurrence_ids: number[] };
}
const answer = (token: string, eventId: number, value: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/status/${token}/availability`, payload: { event_id: eventId, answer: value } });
const status = async (token: string) => (await t.app.inject({ url: `/api/public/status/${token}` })).json().data as FamilyStatus;
const reminderJobs = async (eventId: number) =>
  rowsOf<{ key: string; run_at: Date | string; state: string }>(
    await t.app.db.execute(sql`select key, run_at, state from jobs where kind = 'event-reminder' and (payload->>'eventId')::int = ${eventId} order by key`),
  );

async function outboxSettled() {
  await t.app.background.drain();
  await eventually(async () => rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from emails where state = 'queued'`))[0]!.n === 0, {
    what: 'an empty outbox queue',
  });
}
const reminders = (to: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(to) && /^Can .* come\?/.test(m.subject ?? ''));

describe('availability', () => {
  it('lets the family answer for its child from the status page, and refuses other squads, cancelled and started events', async () => {
    const s = await squad();
    const other = await squad();
    const child = await enrolled(s.id, 'answer-family@example.com');
    const event = await create(s.id, match(at(3 * DAY)));
    const elsewhere = await create(other.id, match(at(3 * DAY)));

    const before = await status(child.token);
    expect(before.events.map((e) => [e.id, e.answer, e.assumed])).toEqual([[event.id, null, false]]);
    expect(before.calendar!.webcal_url).toMatch(/^webcal:\/\/.+\/calendar\/family\/[A-Za-z0-9_-]+\.ics$/);
    expect(before.calendar!.squad_feed_url).toContain(squadCalendarPath(s.id));

    const yes = await answer(child.token, event.id, 'yes');
    expect(yes.statusCode, yes.body).toBe(200);
    expect((yes.json().data as FamilyEvent).answer).toBe('yes');
    expect((await answer(child.token, event.id, 'no')).json().data.answer).toBe('no');
    expect((await status(child.token)).events[0]!.answer).toBe('no');

    const foreign = await answer(child.token, elsewhere.id, 'yes');
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, AVAILABILITY_MESSAGES.notYourEvent]);
    const wrongLink = await answer('x'.repeat(43), event.id, 'yes');
    expect(wrongLink.statusCode).toBe(404);
    const bad = await answer(child.token, event.id, 'perhaps');
    expect(bad.statusCode).toBe(400);

    const past = await create(s.id, match(at(-3 * DAY)));
    const started = await answer(child.token, past.id, 'yes');
    expect([started.statusCode, started.json().message]).toEqual([409, AVAILABILITY_MESSAGES.eventStarted]);
    expect((await api('DELETE', `/api/events/${event.id}`)).statusCode).toBe(200);
    const cancelled = await answer(child.token, event.id, 'maybe');
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, AVAILABILITY_MESSAGES.eventCancelled]);

    const entries = await api('GET', `/api/audit?action=event.availability&record_type=event&record_id=${event.id}`);
    expect(entries.json().data.map((e: { actor: string }) => e.actor)).toEqual(['family', 'family']);
  });

  it('shows staff the counts and names, counting the unanswered as coming when the squad defaults to attending', async () => {
    const coach = await createUserWithRole(t.app, 'coach');
    const stranger = await createUserWithRole(t.app, 'coach');
    const asking = await squad({}, [coach.id]);
    const [a, b, c] = [
      await enrolled(asking.id, 'count-a@example.com', 'Abel Count'),
      await enrolled(asking.id, 'count-b@example.com', 'Bora Count'),
      await enrolled(asking.id, 'count-c@example.com', 'Cato Count'),
    ];
    const event = await create(asking.id, match(at(10 * DAY)));
    await answer(a.token, event.id, 'yes');
    await answer(b.token, event.id, 'maybe');
    const read = async (headers: Record<string, string>) => api('GET', `/api/events/${event.id}/availability`, undefined, headers);
    const mine = await read(bearer(coach.token));
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().data as EventAvailability;
    expect(data.counts).toEqual({ yes: 1, no: 0, maybe: 1, unanswered: 1 });
    expect(data.players.map((p) => [p.player_name, p.answer, p.assumed])).toEqual([
      ['Abel Count', 'yes', false],
      ['Bora Count', 'maybe', false],
      ['Cato Count', null, false],
    ]);
    expect((await read(bearer(stranger.token))).statusCode).toBe(403);
    expect(c.id).toBeGreaterThan(0);

    const attending = await squad({ availability_default: 'attending' });
    const d = await enrolled(attending.id, 'count-d@example.com');
    await enrolled(attending.id, 'count-e@example.com');
    const training = await create(attending.id, match(at(10 * DAY)));
    await answer(d.token, training.id, 'no');
    const counts = (await read(auth)).json().data as EventAvailability;
    expect(counts.counts.unanswered).toBe(1);
    const assumed = (await api('GET', `/api/events/${training.id}/availability`)).json().data as EventAvailability;
    expect([assumed.default, assumed.counts]).toEqual(['attending', { yes: 1, no: 1, maybe: 0, unanswered: 0 }]);
    expect((await status(d.token)).events[0]).toMatchObject({ answer: 'no', assumed: false });
    // An attending squad reminds nobody.
    expect(await reminderJobs(training.id)).toEqual([]);
  });

  it('plans one reminder per time ahead, one at once for an event inside the window, and none for a cancelled event', () => {
    const asking = { availability_default: 'asking' as const, reminder_hours: [144, 24] };
    const now = new Date('2026-03-01T12:00:00Z');
    const inDays = (days: number) => ({ starts_at: new Date(now.getTime() + days * DAY), status: 'scheduled' as const });
    expect(reminderPlan(inDays(10), asking, now).map((r) => [r.hours, r.at.toISOString()])).toEqual([
      [144, '2026-03-05T12:00:00.000Z'],
      [24, '2026-03-10T12:00:00.000Z'],
    ]);
    // Three days ahead: the six-day reminder is past, so it goes at once; the one-day one at its time.
    expect(reminderPlan(inDays(3), asking, now).map((r) => [r.hours, r.at.toISOString()])).toEqual([
      [24, '2026-03-03T12:00:00.000Z'],
      [144, now.toISOString()],
    ]);
    // Twelve hours ahead: both are past, one reminder at once.
    expect(reminderPlan(inDays(0.5), asking, now).map((r) => [r.hours, r.at.toISOString()])).toEqual([[24, now.toISOString()]]);
    expect(reminderPlan({ ...inDays(3), status: 'cancelled' }, asking, now)).toEqual([]);
    expect(reminderPlan(inDays(3), { ...asking, availability_default: 'attending' }, now)).toEqual([]);
    expect(reminderPlan(inDays(-1), asking, now)).toEqual([]);
  });

  it('reminds only the families that have not answered, once, and moves or drops the reminders with the event', async () => {
    const s = await squad();
    const quiet = 'remind-quiet@example.com';
    const answered = 'remind-answered@example.com';
    const siblings = 'remind-siblings@example.com';
    await enrolled(s.id, quiet, 'Quinn Quiet');
    const done = await enrolled(s.id, answered, 'Ada Answered');
    const first = await enrolled(s.id, siblings, 'Sami Sibling');
    await enrolled(s.id, siblings, 'Tumi Sibling');
    // Five days ahead with an answer given first: the six-day reminder is already past.
    const start = at(5 * DAY);
    const event = await create(s.id, match(start, { starts_at: at(20 * DAY).toISOString(), ends_at: at(20 * DAY + 2 * HOUR).toISOString() }));
    expect((await reminderJobs(event.id)).map((j) => j.key)).toEqual([`event-reminder:${event.id}:144`, `event-reminder:${event.id}:24`]);
    await answer(done.token, event.id, 'yes');
    await answer(first.token, event.id, 'no');
    await outboxSettled();
    const mailsBefore = smtp.messages.length;

    const moved = await api('PUT', `/api/events/${event.id}`, { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 2 * HOUR).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await outboxSettled();
    await eventually(() => reminders(quiet).length === 1 && reminders(siblings).length === 1, { what: 'the reminders of the unanswered families' });
    expect(reminders(answered)).toEqual([]);
    // The siblings' family: one mail naming the child without an answer, linking to the page at the event.
    const mail = reminders(siblings)[0]!;
    expect(mail.subject).toContain('Tumi Sibling');
    expect(mail.subject).not.toContain('Sami');
    expect(mail.text).toMatch(new RegExp(`/status/[A-Za-z0-9_-]+\\?event=${event.id}#event-${event.id}`));
    const filed = rowsOf<{ subject_type: string; subject_id: number }>(
      await t.app.db.execute(sql`select subject_type, subject_id from emails where kind in ('event_reminder', 'event_changed') and "to" = ${siblings}`),
    );
    expect(filed.length).toBeGreaterThanOrEqual(2);
    expect(filed.every((r) => r.subject_type === 'event' && Number(r.subject_id) === event.id)).toBe(true);

    // The job run again (a crash after its commit, a second instance) sends nothing more.
    const service = createAvailabilityService(moduleDeps(t.app), t.app.statusLinks);
    expect(await service.remind(event.id, 144)).toBe(0);
    await outboxSettled();
    expect(reminders(quiet)).toHaveLength(1);
    expect(smtp.messages.length - mailsBefore).toBe(2 + 3); // two reminders, three "changed" mails
    // The one-day reminder is still ahead; cancelling drops it.
    expect((await reminderJobs(event.id)).filter((j) => j.state === 'queued').map((j) => j.key)).toEqual([`event-reminder:${event.id}:24`]);
    expect((await api('DELETE', `/api/events/${event.id}`)).statusCode).toBe(200);
    expect((await reminderJobs(event.id)).filter((j) => j.state === 'queued')).toEqual([]);
  });

  it("changes a squad's reminders with its settings", async () => {
    const s = await squad();
    const event = await create(s.id, match(at(20 * DAY)));
    expect((await reminderJobs(event.id)).length).toBe(2);
    const saved = await api('PUT', `/api/squads/${s.id}`, { name: s.name, season: '2026/27', min_age: 9, max_age: 12, capacity: 10, reminder_hours: '48' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ availability_default: 'asking', reminder_hours: [48] });
    expect((await reminderJobs(event.id)).map((j) => j.key)).toEqual([`event-reminder:${event.id}:48`]);
    const attending = await api('PUT', `/api/squads/${s.id}`, {
      name: s.name,
      season: '2026/27',
      min_age: 9,
      max_age: 12,
      capacity: 10,
      availability_default: 'attending',
    });
    expect(attending.json().data).toMatchObject({ availability_default: 'attending', reminder_hours: [48] });
    expect(await reminderJobs(event.id)).toEqual([]);
    const wrong = await api('PUT', `/api/squads/${s.id}`, { name: s.name, season: '2026/27', min_age: 9, max_age: 12, capacity: 10, reminder_hours: [0] });
    expect(wrong.statusCode).toBe(400);
  });

  it("makes the family's feed link with its status link: reading the status page writes nothing, a link from before gets one at start-up", async () => {
    const s = await squad();
    const child = await enrolled(s.id, 'feed-link@example.com', 'Tumi Feedlink');
    const feedLinks = async () =>
      rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from calendar_feed_links where registration_id = ${child.id}`))[0]!.n;
    expect(await feedLinks()).toBe(1);
    const first = (await status(child.token)).calendar!.feed_url;
    // A status link made before feed links came with it: the page shows no feed and makes none.
    await t.app.db.execute(sql`delete from calendar_feed_links where registration_id = ${child.id}`);
    expect((await status(child.token)).calendar).toBeNull();
    expect(await feedLinks()).toBe(0);
    // The start-up task gives it one; the page then shows it.
    expect(await t.app.statusLinks.backfillFeedLinks(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await feedLinks()).toBe(1);
    const made = (await status(child.token)).calendar!.feed_url;
    expect(made).not.toBe(first);
    expect((await t.app.inject({ url: new URL(made).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ url: new URL(first).pathname })).statusCode).toBe(404);
    expect(await t.app.statusLinks.backfillFeedLinks(t.app.db)).toBe(0);
  });

  it("serves the family's private feed with its answers, the squad feed's UIDs, and the new time after a move", async () => {
    const s = await squad();
    const email = 'feed-family@example.com';
    const child = await enrolled(s.id, email, 'Nia Feed');
    const sibling = await enrolled(s.id, email, 'Omar Feed');
    const event = await create(s.id, match(at(9 * DAY)));
    await answer(child.token, event.id, 'no');
    const feedUrl = (await status(child.token)).calendar!.feed_url;
    expect(feedUrl).not.toContain(child.token);
    expect((await status(sibling.token)).calendar!.feed_url).not.toBe(feedUrl);
    const read = async () => {
      const res = await t.app.inject({ url: new URL(feedUrl).pathname });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      return Object.values(ical.sync.parseICS(res.body)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
    };
    const [entry] = await read();
    const squadFeed = await t.app.inject({ url: squadCalendarPath(s.id) });
    const squadEntry = Object.values(ical.sync.parseICS(squadFeed.body)).find((c): c is ical.VEvent => c?.type === 'VEVENT')!;
    expect(entry!.uid).toBe(squadEntry.uid);
    expect(String(entry!.summary)).toContain("Nia: Can't come");
    expect(String(entry!.summary)).toContain('Omar: ?');

    const newStart = at(9 * DAY + 3 * HOUR);
    expect(
      (await api('PUT', `/api/events/${event.id}`, { starts_at: newStart.toISOString(), ends_at: new Date(newStart.getTime() + HOUR).toISOString() }))
        .statusCode,
    ).toBe(200);
    const [after] = await read();
    expect([after!.uid, new Date(after!.start).toISOString(), Number(after!.sequence)]).toEqual([
      entry!.uid,
      newStart.toISOString(),
      Number(entry!.sequence) + 1,
    ]);

    // The family's answers are in the summary: each change of one raises the event's SEQUENCE in this feed, not in the squad's.
    const squadSequence = async () =>
      Number(
        Object.values(ical.sync.parseICS((await t.app.inject({ url: squadCalendarPath(s.id) })).body)).find((c): c is ical.VEvent => c?.type === 'VEVENT')!
          .sequence,
      );
    const movedSquadSequence = await squadSequence();
    expect((await answer(child.token, event.id, 'yes')).statusCode).toBe(200);
    const [changed] = await read();
    expect([String(changed!.summary).includes(`Nia: ${AVAILABILITY_LABELS.yes}`), Number(changed!.sequence)]).toEqual([true, Number(after!.sequence) + 1]);
    expect((await answer(sibling.token, event.id, 'maybe')).statusCode).toBe(200);
    const [both] = await read();
    expect(Number(both!.sequence)).toBe(Number(after!.sequence) + 2);
    // The same answer again changes nothing, in the text either.
    const sameText = (await t.app.inject({ url: new URL(feedUrl).pathname })).body;
    expect((await answer(child.token, event.id, 'yes')).statusCode).toBe(200);
    expect((await t.app.inject({ url: new URL(feedUrl).pathname })).body).toBe(sameText);
    expect(await squadSequence()).toBe(movedSquadSequence);

    // The status token opens no feed, and a wrong token is a 404.
    expect((await t.app.inject({ url: `/calendar/family/${child.token}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/calendar/family/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
  });

  it('gives the family a new private feed address: the old one answers 404 at once, the sibling keeps its own, the act is audited', async () => {
    const s = await squad();
    const email = 'feed-reset@example.com';
    const child = await enrolled(s.id, email, 'Zuri Reset');
    const sibling = await enrolled(s.id, email, 'Tumi Reset');
    await create(s.id, match(at(5 * DAY)));
    const old = (await status(child.token)).calendar!;
    const siblingFeed = (await status(sibling.token)).calendar!.feed_url;
    expect((await t.app.inject({ url: new URL(old.feed_url).pathname })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: `/api/public/status/${child.token}/calendar-feed` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const renewed = res.json().data as NonNullable<FamilyStatus['calendar']>;
    expect(renewed.feed_url).not.toBe(old.feed_url);
    expect(renewed.webcal_url).toBe(renewed.feed_url.replace(/^https?:/, 'webcal:'));
    expect(renewed.squad_feed_url).toBe(old.squad_feed_url);
    // The status page shows the new one; the old address is dead, the new one and the sibling's work.
    expect((await status(child.token)).calendar!.feed_url).toBe(renewed.feed_url);
    expect((await t.app.inject({ url: new URL(old.feed_url).pathname })).statusCode).toBe(404);
    const fresh = await t.app.inject({ url: new URL(renewed.feed_url).pathname });
    expect([fresh.statusCode, fresh.body.includes('BEGIN:VCALENDAR')]).toEqual([200, true]);
    expect((await t.app.inject({ url: new URL(siblingFeed).pathname })).statusCode).toBe(200);
    const audited = rowsOf<{ record_id: string; actor: string }>(
      await t.app.db.execute(sql`select record_id, actor from audit_log where action = 'calendar.feed_reset' order by id desc limit 1`),
    );
    expect(audited[0]).toEqual({ record_id: String(child.id), actor: 'family' });

    // A wrong status link changes nothing.
    const wrong = await t.app.inject({ method: 'POST', url: `/api/public/status/${'b'.repeat(43)}/calendar-feed` });
    expect(wrong.statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed.feed_url).pathname })).statusCode).toBe(200);
  });
});
