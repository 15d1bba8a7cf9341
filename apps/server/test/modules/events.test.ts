import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ical from 'node-ical';
import { EVENT_MESSAGES, squadCalendarPath } from '@academy/contract/event';
import { SQUAD_MESSAGES } from '@academy/contract/squad-constants';
import { registrations } from '../../src/db/schema/registrations.ts';
import { addZonedDays, untilOf, weeklyStarts } from '../../src/modules/events/recurrence.ts';
import { enrollInSquad, useMailTestApp } from '../helpers.ts';
import { at, DAY, HOUR, seasonApi, training } from './season-helpers.ts';

/** Squad events (docs/decisions/038): a weekly series as rows, one occurrence moved or cancelled, the families told once, the iCal feed. */
const { t, smtp, auth } = useMailTestApp();
beforeEach(() => smtp.accept());

const { api, create, list, outboxSettled, eventMails, ...calls } = seasonApi(t, smtp, auth);
let squads = 0;
const squad = () => calls.squad(`U11 Events ${++squads}`, { max_age: 12 });

let children = 0;
/** A child enrolled in the squad the way a family gets there: an offer, accepted from the status page. */
async function enrolled(squadId: number, family: { email: string; parent: string }, player = `Zuri Events${++children}`) {
  const values = { parent_name: family.parent, parent_email: family.email, player_name: player, player_age: 11, current_school: 'Secretschool Events' };
  return (await enrollInSquad(t.app, auth, squadId, values)).row;
}
const put = (id: number, payload: object) => api('PUT', `/api/events/${id}`, payload);

async function feed(squadId: number) {
  const res = await t.app.inject({ url: squadCalendarPath(squadId) });
  expect(res.statusCode, res.body).toBe(200);
  const vevents = Object.values(ical.sync.parseICS(res.body)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  return { res, vevents, byUid: new Map(vevents.map((e) => [e.uid, e])) };
}

describe('squad events', () => {
  it('refuses an event that ends before it starts, a weekly match, match fields on a training and an unknown squad', async () => {
    const s = await squad();
    const start = at(3);
    const backwards = await api('POST', `/api/squads/${s.id}/events`, training(start, { ends_at: new Date(start.getTime() - HOUR).toISOString() }));
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, EVENT_MESSAGES.endsAfterStart]);
    const weeklyMatch = await api('POST', `/api/squads/${s.id}/events`, training(start, { kind: 'match', recurrence: { weekly_until: at(30).toISOString() } }));
    expect([weeklyMatch.statusCode, weeklyMatch.json().message]).toEqual([400, EVENT_MESSAGES.recurrenceTrainingOnly]);
    const opponent = await api('POST', `/api/squads/${s.id}/events`, training(start, { opponent: 'Rovers' }));
    expect([opponent.statusCode, opponent.json().message]).toEqual([400, EVENT_MESSAGES.matchOnly]);
    const tooLong = await api('POST', `/api/squads/${s.id}/events`, training(start, { recurrence: { weekly_until: at(3 + 7 * 70).toISOString() } }));
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, EVENT_MESSAGES.seriesTooLong]);
    const nowhere = await api('POST', '/api/squads/999999/events', training(start));
    expect([nowhere.statusCode, nowhere.json().message]).toEqual([404, SQUAD_MESSAGES.notFound]);
    expect((await api('GET', '/api/squads/999999/events')).statusCode).toBe(404);
    expect(await list(s.id)).toEqual([]);
  });

  it('creates a weekly training series as one row per week, and a match with its opponent and meeting time', async () => {
    const s = await squad();
    const start = at(2);
    const series = await create(s.id, training(start, { recurrence: { weekly_until: new Date(start.getTime() + 28 * DAY).toISOString().slice(0, 10) } }));
    expect(series.occurrence_ids).toHaveLength(5);
    const kickOff = at(5, 10);
    const match = await create(s.id, {
      kind: 'match',
      starts_at: kickOff.toISOString(),
      ends_at: new Date(kickOff.getTime() + 2 * HOUR).toISOString(),
      meet_at: new Date(kickOff.getTime() - HOUR).toISOString(),
      venue: { name: 'Rovers ground', address: '4 Lake Road, Entebbe' },
      opponent: 'Entebbe Rovers',
      home_away: 'away',
      competition: 'District league',
    });
    expect(match).toMatchObject({ series_id: null, opponent: 'Entebbe Rovers', home_away: 'away', sequence: 0, status: 'scheduled' });
    expect(match.occurrence_ids).toEqual([match.id]);

    const events = await list(s.id);
    const trainings = events.filter((e) => e.kind === 'training');
    expect(trainings.map((e) => e.id)).toEqual(series.occurrence_ids);
    expect(new Set(trainings.map((e) => e.series_id))).toEqual(new Set([series.series_id]));
    expect(series.series_id).not.toBeNull();
    // Process time zone UTC in tests: seven days apart exactly, same length, same venue.
    expect(trainings.map((e) => Date.parse(e.starts_at) - start.getTime())).toEqual([0, 7, 14, 21, 28].map((d) => d * DAY));
    expect(trainings.every((e) => Date.parse(e.ends_at) - Date.parse(e.starts_at) === 90 * 60_000 && e.venue.name === 'Main pitch')).toBe(true);
    // In time order: the match (day 5) between the first and second training.
    expect(events.map((e) => e.kind).slice(0, 3)).toEqual(['training', 'match', 'training']);
    // The meeting time keeps its lead on every occurrence.
    const withMeet = await create(
      s.id,
      training(at(4), { meet_at: new Date(at(4).getTime() - 15 * 60_000).toISOString(), recurrence: { weekly_until: at(18).toISOString() } }),
    );
    const meets = (await list(s.id)).filter((e) => withMeet.occurrence_ids.includes(e.id));
    expect(meets.map((e) => Date.parse(e.starts_at) - Date.parse(e.meet_at!))).toEqual([15, 15, 15].map((m) => m * 60_000));
  });

  it('moves one occurrence and cancels another alone; a second cancel changes nothing and a cancelled event cannot be moved', async () => {
    const s = await squad();
    const start = at(2);
    const series = await create(s.id, training(start, { recurrence: { weekly_until: new Date(start.getTime() + 21 * DAY).toISOString() } }));
    const [first, second, third, fourth] = series.occurrence_ids as [number, number, number, number];
    const moved = await put(second, {
      starts_at: new Date(start.getTime() + 8 * DAY).toISOString(),
      ends_at: new Date(start.getTime() + 8 * DAY + HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: second, series_id: series.series_id, sequence: 1, status: 'scheduled' });
    const cancelled = await api('DELETE', `/api/events/${third}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 1 });

    const again = await put(third, { status: 'cancelled' });
    expect(again.json().data).toMatchObject({ status: 'cancelled', sequence: 1 });
    const revive = await put(third, { starts_at: at(40).toISOString() });
    expect([revive.statusCode, revive.json().message]).toEqual([409, EVENT_MESSAGES.cancelled]);
    // Writing what is already there is no change: no new sequence.
    expect((await put(first, { venue: { name: 'Main pitch', address: 'Plot 12, Kampala Road' } })).json().data.sequence).toBe(0);
    expect((await api('PUT', '/api/events/999999', { status: 'cancelled' })).statusCode).toBe(404);

    const byId = new Map((await list(s.id)).map((e) => [e.id, e]));
    expect([first, second, third, fourth].map((id) => [byId.get(id)!.status, byId.get(id)!.sequence])).toEqual([
      ['scheduled', 0],
      ['scheduled', 1],
      ['cancelled', 1],
      ['scheduled', 0],
    ]);
    expect(Date.parse(byId.get(second)!.starts_at) - start.getTime()).toBe(8 * DAY);
    expect(Date.parse(byId.get(fourth)!.starts_at) - start.getTime()).toBe(21 * DAY);
  });

  it('moves the meeting time with a moved match by the same shift, unless a new one is given', async () => {
    const s = await squad();
    const kickOff = at(6, 10);
    const match = await create(s.id, {
      kind: 'match',
      starts_at: kickOff.toISOString(),
      ends_at: new Date(kickOff.getTime() + 2 * HOUR).toISOString(),
      meet_at: new Date(kickOff.getTime() - 45 * 60_000).toISOString(),
      venue: { name: 'Home ground', address: 'Plot 12, Kampala Road' },
      opponent: 'Mbale Lions',
    });
    const later = new Date(kickOff.getTime() + DAY + 2 * HOUR);
    const moved = await put(match.id, { starts_at: later.toISOString(), ends_at: new Date(later.getTime() + 2 * HOUR).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.meet_at).toBe(new Date(later.getTime() - 45 * 60_000).toISOString());
    // A new meeting time given with the move is the one kept.
    const again = new Date(later.getTime() + HOUR);
    const given = new Date(again.getTime() - 20 * 60_000).toISOString();
    const both = await put(match.id, { starts_at: again.toISOString(), ends_at: new Date(again.getTime() + 2 * HOUR).toISOString(), meet_at: given });
    expect(both.json().data.meet_at).toBe(given);
    // The length alone changed: the start and the meeting time stay.
    const longer = await put(match.id, { ends_at: new Date(again.getTime() + 3 * HOUR).toISOString() });
    expect(longer.json().data.meet_at).toBe(given);
  });

  it("mails each family of the squad's roster exactly once per move or cancellation, and nobody for a change of opponent", async () => {
    const s = await squad();
    const other = await squad();
    const siblings = { email: 'events-siblings@example.com', parent: 'Grace Siblings' };
    const single = { email: 'events-single@example.com', parent: 'Peter Single' };
    const elsewhere = { email: 'events-elsewhere@example.com', parent: 'Olga Elsewhere' };
    await enrolled(s.id, siblings, 'Amani Siblings');
    await enrolled(s.id, { ...siblings, email: 'EVENTS-SIBLINGS@example.com' }, 'Baraka Siblings');
    await enrolled(s.id, single, 'Chloe Single');
    await enrolled(other.id, elsewhere, 'Dan Elsewhere');
    const kickOff = at(6, 9);
    const match = await create(s.id, {
      kind: 'match',
      starts_at: kickOff.toISOString(),
      ends_at: new Date(kickOff.getTime() + 2 * HOUR).toISOString(),
      venue: { name: 'Home ground', address: 'Plot 12, Kampala Road' },
      opponent: 'Jinja Stars',
      home_away: 'home',
    });
    await outboxSettled();
    const sentBefore = smtp.messages.length;
    expect(eventMails(siblings.email)).toHaveLength(0);

    const newStart = new Date(kickOff.getTime() + DAY + HOUR);
    const moved = await put(match.id, {
      starts_at: newStart.toISOString(),
      ends_at: new Date(newStart.getTime() + 2 * HOUR).toISOString(),
      venue: { name: 'Nakivubo pitch', address: '1 Stadium Lane, Kampala' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await smtp.waitFor(sentBefore + 2);
    await outboxSettled();
    const changedSiblings = eventMails(siblings.email);
    expect(changedSiblings.map((m) => m.subject)).toEqual([expect.stringMatching(/^Changed: /)]);
    expect(changedSiblings[0]!.text).toContain('Nakivubo pitch, 1 Stadium Lane, Kampala');
    expect(changedSiblings[0]!.text).toContain('Amani Siblings and Baraka Siblings');
    expect(eventMails(single.email)).toHaveLength(1);
    expect(eventMails(elsewhere.email)).toHaveLength(0);

    // An event already over: moved in the record (a late correction), nobody mailed.
    const played = await create(s.id, { ...training(new Date(Date.now() - 3 * DAY)), kind: 'match', opponent: 'Old Boys' });
    expect((await put(played.id, { venue: { name: 'Other ground', address: '2 Side Road' } })).json().data.sequence).toBe(1);

    // The opponent's name: the calendar sees it (sequence), the families are not mailed.
    const renamed = await put(match.id, { opponent: 'Jinja Stars FC' });
    expect(renamed.json().data.sequence).toBe(2);

    // Two cancellations at once (two administrators, a retried request): the row lock lets one change through.
    const both = await Promise.all([api('DELETE', `/api/events/${match.id}`), api('DELETE', `/api/events/${match.id}`)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    await smtp.waitFor(sentBefore + 4);
    await outboxSettled();
    for (const family of [siblings, single]) {
      expect(eventMails(family.email).map((m) => m.subject?.split(':')[0])).toEqual(['Changed', 'Cancelled']);
    }
    expect(smtp.messages.length).toBe(sentBefore + 4);
    // One audit entry per write that changed something: the move, the rename, the cancellation.
    const audit = (
      await t.app.db.execute(sql`select action, summary from audit_log where record_type = 'event' and record_id = ${String(match.id)} order by id`)
    ).rows as { action: string; summary: string }[];
    expect(audit.map((a) => a.action)).toEqual(['event.create', 'event.update', 'event.update', 'event.cancel']);
    expect(audit[1]!.summary).toContain('2 families told');
    expect(audit[2]!.summary).toContain('0 families told');
    const late = (await t.app.db.execute(sql`select summary from audit_log where action = 'event.update' and record_id = ${String(played.id)}`)).rows as {
      summary: string;
    }[];
    expect(late.map((a) => a.summary)).toEqual([expect.stringContaining('0 families told')]);
    expect(JSON.stringify(audit)).not.toContain('Siblings');
  });

  it("serves the squad's iCal feed: one UID per event kept across a move, SEQUENCE rising, STATUS:CANCELLED, revalidated by ETag, no child's data", async () => {
    const s = await squad();
    await enrolled(s.id, { email: 'events-feed@example.com', parent: 'Feed Parent' }, 'Secretname Feedchild');
    const start = at(3);
    const series = await create(s.id, training(start, { recurrence: { weekly_until: new Date(start.getTime() + 14 * DAY).toISOString() } }));
    const [a, b, c] = series.occurrence_ids as [number, number, number];
    const host = new URL(t.config.publicUrl).hostname;
    const uid = (id: number) => `event-${id}@${host}`;

    const first = await feed(s.id);
    expect(first.res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.vevents).toHaveLength(3);
    expect(first.byUid.get(uid(b))).toMatchObject({ sequence: 0, status: 'CONFIRMED', location: 'Main pitch, Plot 12, Kampala Road' });
    expect(first.vevents.every((e) => e.dtstamp instanceof Date)).toBe(true);
    expect(first.byUid.get(uid(a))!.summary).toBe(`${s.name} training`);
    const etag = String(first.res.headers.etag);
    const unchanged = await t.app.inject({ url: squadCalendarPath(s.id), headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);

    const newStart = new Date(start.getTime() + 7 * DAY + 2 * HOUR);
    expect((await put(b, { starts_at: newStart.toISOString(), ends_at: new Date(newStart.getTime() + HOUR).toISOString() })).statusCode).toBe(200);
    expect((await api('DELETE', `/api/events/${c}`)).statusCode).toBe(200);

    const after = await feed(s.id);
    expect(String(after.res.headers.etag)).not.toBe(etag);
    expect(after.vevents).toHaveLength(3);
    expect([...after.byUid.keys()].sort()).toEqual([uid(a), uid(b), uid(c)].sort());
    const movedEvent = after.byUid.get(uid(b))!;
    expect(movedEvent.start.getTime()).toBe(newStart.getTime());
    expect(Number(movedEvent.sequence)).toBeGreaterThan(Number(first.byUid.get(uid(b))!.sequence));
    expect(after.byUid.get(uid(c))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(after.byUid.get(uid(a))).toMatchObject({ status: 'CONFIRMED', sequence: 0 });
    expect(after.byUid.get(uid(a))!.dtstamp.getTime()).toBe(first.byUid.get(uid(a))!.dtstamp.getTime());
    expect(after.res.body).toContain('STATUS:CANCELLED');
    for (const secret of ['Secretname', 'Feedchild', 'events-feed@example.com', 'Feed Parent']) expect(after.res.body).not.toContain(secret);

    expect((await t.app.inject({ url: squadCalendarPath(999999) })).statusCode).toBe(404);
    expect((await t.app.db.select().from(registrations).where(eq(registrations.parent_email, 'events-feed@example.com'))).length).toBe(1);
  });
});

describe('weekly recurrence on the wall clock', () => {
  it('keeps a training at 18:00 local time across the end of summer time', () => {
    // 18:00 in London on Tuesday 20 October 2026 (BST, UTC+1); the clocks go back on 25 October.
    const start = new Date('2026-10-20T17:00:00Z');
    expect(addZonedDays(start, 7, 'Europe/London').toISOString()).toBe('2026-10-27T18:00:00.000Z');
    expect(addZonedDays(start, 7, 'UTC').toISOString()).toBe('2026-10-27T17:00:00.000Z');
    const starts = weeklyStarts(start, new Date('2026-11-03T23:59:59Z'), 'Europe/London', 60)!;
    expect(starts.map((d) => d.toISOString())).toEqual(['2026-10-20T17:00:00.000Z', '2026-10-27T18:00:00.000Z', '2026-11-03T18:00:00.000Z']);
    expect(weeklyStarts(start, new Date('2026-12-31T00:00:00Z'), 'Europe/London', 3)).toBeNull();
  });

  it('reads "weekly until" a date as the end of that day in the academy\'s zone, not in UTC', () => {
    // Kampala is UTC+3: 1 December ends at 20:59:59.999 UTC. A Wednesday 01:00 training (Tuesday 22:00 UTC)
    // falls on 2 December there, after the last day.
    expect(untilOf('2026-12-01', 'Africa/Kampala').toISOString()).toBe('2026-12-01T20:59:59.999Z');
    const lateKampala = new Date('2026-11-17T22:00:00Z');
    expect(weeklyStarts(lateKampala, untilOf('2026-12-01', 'Africa/Kampala'), 'Africa/Kampala', 60)!.map((d) => d.toISOString())).toEqual([
      '2026-11-17T22:00:00.000Z',
      '2026-11-24T22:00:00.000Z',
    ]);
    // New York is UTC−5 in December: a Tuesday 23:00 training (Wednesday 04:00 UTC) is still on 1 December there.
    expect(untilOf('2026-12-01', 'America/New_York').toISOString()).toBe('2026-12-02T04:59:59.999Z');
    expect(weeklyStarts(new Date('2026-11-18T04:00:00Z'), untilOf('2026-12-01', 'America/New_York'), 'America/New_York', 60)).toHaveLength(3);
    expect(untilOf('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T23:59:59.999Z');
    expect(untilOf('2026-12-01T10:00:00Z', 'Africa/Kampala').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});
