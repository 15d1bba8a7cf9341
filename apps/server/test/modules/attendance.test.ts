import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_MESSAGES } from '@academy/contract/announcement';
import { ATTENDANCE_MESSAGES, type ChildAttendance, type CoachEvent, type EventAttendance, type SquadAttendance } from '@academy/contract/attendance';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import type { EventInput } from '@academy/contract/event';
import { registrations } from '../../src/db/schema/registrations.ts';
import { squadCoaches, squadPlaces } from '../../src/db/schema/squads.ts';
import { bearer, createUserWithRole, eventually, useMailTestApp } from '../helpers.ts';

/**
 * Attendance at squad events and announcements to squads (docs/decisions/041): the coach's marks,
 * replayed late and out of order by an offline phone, the season's totals, and one mail per family
 * through the real SMTP server.
 */
const { t, smtp, auth } = useMailTestApp();
beforeEach(() => smtp.accept());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const api = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

let made = 0;
async function squad(): Promise<number> {
  const res = await api('POST', '/api/squads', { name: `U12 Attend ${++made}`, season: '2026/27', min_age: 10, max_age: 14, capacity: 10 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
/** A child enrolled in the squad (a child holds one place at most), for the family of `email`. */
async function child(email: string, player: string, squadIds: number[]): Promise<number> {
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: `Parent of ${player}`,
      parent_email: email,
      contact_phone: '+256 700 000 009',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: player,
      player_age: 12,
      years_playing: '2',
      current_school: 'School',
      uniform_size: 'Medium',
      health_conditions: 'None',
      source: 'public',
    })
    .returning();
  for (const squadId of squadIds) await t.app.db.insert(squadPlaces).values({ squad_id: squadId, registration_id: row!.id, state: 'enrolled' });
  return row!.id;
}
async function event(squadId: number, startsIn: number, kind: EventInput['kind'] = 'training'): Promise<number> {
  const start = Date.now() + startsIn;
  const res = await api('POST', `/api/squads/${squadId}/events`, {
    kind,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 90 * 60_000).toISOString(),
    venue: { name: 'Main pitch', address: 'Plot 12' },
    ...(kind === 'training' ? {} : { opponent: 'Jinja Stars' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const mark = (eventId: number, registrationId: number, attended: boolean, recordedAt?: Date, headers = auth) =>
  api(
    'POST',
    `/api/events/${eventId}/attendance`,
    { registration_id: registrationId, attended, ...(recordedAt ? { recorded_at: recordedAt.toISOString() } : {}) },
    headers,
  );
const roster = async (eventId: number, headers = auth) => {
  const res = await api('GET', `/api/events/${eventId}/attendance`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EventAttendance;
};
const auditCount = async (action: string) =>
  ((await t.app.db.execute(sql`select count(*)::int as n from audit_log where action = ${action}`)).rows as { n: number }[])[0]!.n;

describe('attendance', () => {
  it('marks children of the roster; a late, older mark changes nothing and a replay records no second audit entry', async () => {
    const s = await squad();
    const zuri = await child('zuri.parent@example.com', 'Zuri Attend', [s]);
    const amani = await child('amani.parent@example.com', 'Amani Attend', [s]);
    const training = await event(s, -HOUR);
    const before = await auditCount('event.attendance');

    const now = Date.now();
    const first = await mark(training, zuri, true, new Date(now - 60_000));
    expect([first.statusCode, first.json().data.attended]).toEqual([200, true]);
    // The phone changed its mind a little later; then the first mark arrives again, late, from the queue.
    expect((await mark(training, zuri, false, new Date(now - 30_000))).json().data.attended).toBe(false);
    const replay = await mark(training, zuri, true, new Date(now - 60_000));
    expect([replay.statusCode, replay.json().data.attended, replay.json().data.marked_at]).toEqual([200, false, new Date(now - 30_000).toISOString()]);
    // A clock running ahead is clamped to the server's now: a later real mark still wins.
    await mark(training, amani, true, new Date(now + 10 * DAY));
    expect((await mark(training, amani, false)).json().data.attended).toBe(false);

    const read = await roster(training);
    expect(read.players.map((p) => [p.player_name, p.attended])).toEqual([
      ['Amani Attend', false],
      ['Zuri Attend', false],
    ]);
    expect(read.event).toMatchObject({ id: training, squad_id: s, kind: 'training' });
    // Four marks changed something; the replay did not.
    expect((await auditCount('event.attendance')) - before).toBe(4);
  });

  it('refuses a child not on the roster, an event not yet on its day, a cancelled event and an unknown one', async () => {
    const s = await squad();
    const other = await squad();
    const onRoster = await child('roster.parent@example.com', 'Roster Attend', [s]);
    const elsewhere = await child('elsewhere.parent@example.com', 'Elsewhere Attend', [other]);
    const today = await event(s, -HOUR);
    const future = await event(s, 3 * DAY);
    const cancelled = await event(s, -2 * HOUR);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${cancelled}`, headers: auth })).statusCode).toBe(200);

    const cases = [
      [await mark(today, elsewhere, true), ATTENDANCE_MESSAGES.notOnRoster],
      [await mark(future, onRoster, true), ATTENDANCE_MESSAGES.notYet],
      [await mark(cancelled, onRoster, true), ATTENDANCE_MESSAGES.eventCancelled],
    ] as const;
    for (const [res, message] of cases) expect([res.statusCode, res.json().message]).toEqual([409, message]);
    expect((await mark(999_999, onRoster, true)).statusCode).toBe(404);
    const stored = (await t.app.db.execute(sql`select count(*)::int as n from event_attendance where event_id in (${today}, ${future}, ${cancelled})`))
      .rows as { n: number }[];
    expect(stored[0]!.n).toBe(0);
  });

  it("counts a child's season by trainings and matches, per child and per squad, and lists the coach's next events", async () => {
    const s = await squad();
    const kato = await child('kato.parent@example.com', 'Kato Season', [s]);
    const nia = await child('nia.parent@example.com', 'Nia Season', [s]);
    const trainings = [await event(s, -3 * DAY), await event(s, -2 * DAY), await event(s, -DAY)];
    const match = await event(s, -DAY + 3 * HOUR, 'match');
    for (const [i, id] of trainings.entries()) await mark(id, kato, i !== 1);
    await mark(match, kato, true);
    await mark(trainings[0]!, nia, false);

    const own = await api('GET', `/api/registrations/${kato}/attendance`);
    const season = own.json().data as ChildAttendance;
    expect(season.totals).toEqual({ trainings: 3, trainings_attended: 2, matches: 1, matches_attended: 1 });
    expect(season.events.map((e) => [e.event_id, e.attended])).toEqual([
      [match, true],
      [trainings[2], true],
      [trainings[1], false],
      [trainings[0], true],
    ]);

    const table = (await api('GET', `/api/squads/${s}/attendance`)).json().data as SquadAttendance;
    expect(table.players.map((p) => [p.player_name, p.totals])).toEqual([
      ['Kato Season', { trainings: 3, trainings_attended: 2, matches: 1, matches_attended: 1 }],
      ['Nia Season', { trainings: 1, trainings_attended: 0, matches: 0, matches_attended: 0 }],
    ]);

    // The coach of the squad sees today's and the next events of their squads only.
    const coach = await createUserWithRole(t.app, 'coach');
    await t.app.db.insert(squadCoaches).values({ squad_id: s, user_id: coach.id });
    const upcoming = await event(s, 2 * DAY);
    const far = await event(s, 20 * DAY);
    const list = (await api('GET', '/api/coach/events', undefined, bearer(coach.token))).json().data as CoachEvent[];
    expect(list.map((e) => e.id)).toContain(upcoming);
    expect(list.map((e) => e.id)).not.toContain(far);
    expect(list.every((e) => e.squad_id === s)).toBe(true);
    expect(list.find((e) => e.id === upcoming)).toMatchObject({ roster: 2, marked: 0 });
  });
});

describe('announcements', () => {
  it('mails every family of two squads once, a family with children in both included, through the outbox', async () => {
    const a = await squad();
    const b = await squad();
    await child('both.parent@example.com', 'Older Both', [a]);
    await child('BOTH.Parent@example.com', 'Younger Both', [b]);
    await child('only-a.parent@example.com', 'Only A', [a]);
    await child('only-b.parent@example.com', 'Only B', [b]);

    const count = await api('GET', `/api/squads/announcements/recipients?squad_ids=${a},${b}`);
    expect([count.statusCode, count.json().data]).toEqual([200, { families: 3 }]);

    const sentBefore = smtp.messages.length;
    const subject = `Training cancelled ${Date.now()}`;
    const res = await api('POST', '/api/squads/announcements', { squad_ids: [a, b, a], subject, body: 'The pitch is flooded.\n\nSee you on Saturday.' });
    expect([res.statusCode, res.json().data]).toEqual([201, { families: 3 }]);
    await smtp.waitFor(sentBefore + 3);
    await t.app.background.drain();
    await eventually(
      async () => ((await t.app.db.execute(sql`select count(*)::int as n from emails where state = 'queued'`)).rows as { n: number }[])[0]!.n === 0,
      { what: 'an empty outbox queue' },
    );
    const mails = smtp.messages.filter((m) => (m.subject ?? '').endsWith(subject));
    const to = mails.map((m) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((x) => x!.value.map((v) => v.address!.toLowerCase()))[0]).sort();
    expect(to).toEqual(['both.parent@example.com', 'only-a.parent@example.com', 'only-b.parent@example.com']);
    const both = mails.find((m) => JSON.stringify(m.to).toLowerCase().includes('both.parent'))!;
    expect(both.text).toContain('The pitch is flooded.');
    expect(both.text).toContain('Older Both and Younger Both');
    // Filed under the family's first squad chosen, not a child (docs/decisions/052): a sibling's erasure keeps it.
    const filed = await t.app.db.execute(sql`select lower("to") as "to", subject_type, subject_id from emails where subject like ${`%${subject}`} order by 1`);
    expect(filed.rows).toEqual([
      { to: 'both.parent@example.com', subject_type: 'squad', subject_id: a },
      { to: 'only-a.parent@example.com', subject_type: 'squad', subject_id: a },
      { to: 'only-b.parent@example.com', subject_type: 'squad', subject_id: b },
    ]);
    expect(await auditCount('squad.announcement')).toBeGreaterThan(0);
  });

  it('refuses an unknown squad, a squad with nobody enrolled, and a coach writing to a squad not theirs', async () => {
    const empty = await squad();
    const unknown = await api('POST', '/api/squads/announcements', { squad_ids: [999_999], subject: 'Hi', body: 'Text' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, ANNOUNCEMENT_MESSAGES.squadNotFound]);
    const nobody = await api('POST', '/api/squads/announcements', { squad_ids: [empty], subject: 'Hi', body: 'Text' });
    expect([nobody.statusCode, nobody.json().message]).toEqual([409, ANNOUNCEMENT_MESSAGES.noFamilies]);
    const mine = await squad();
    await child('coach-family@example.com', 'Coached Child', [mine]);
    const coach = await createUserWithRole(t.app, 'coach');
    await t.app.db.insert(squadCoaches).values({ squad_id: mine, user_id: coach.id });
    const theirs = await api('POST', '/api/squads/announcements', { squad_ids: [mine, empty], subject: 'Hi', body: 'Text' }, bearer(coach.token));
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    const own = await api('POST', '/api/squads/announcements', { squad_ids: [mine], subject: 'Hi', body: 'Text' }, bearer(coach.token));
    expect([own.statusCode, own.json().data]).toEqual([201, { families: 1 }]);
  });
});
