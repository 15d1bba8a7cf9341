import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESULT_MESSAGES, type PublicFixture, type PublicMatch } from '@academy/contract/results';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { eventAttendance } from '../../src/db/schema/event-answers.ts';
import { bearer, createTestApp, createUserWithRole, enrollInSquad, login, type TestApp } from '../helpers.ts';

/**
 * A match's result (docs/decisions/039): entered by an administrator once the match has started,
 * scorers from the squad's roster, and the public answers carrying what the age group's policy allows.
 */
let t: TestApp;
let auth: Record<string, string>;
const HOUR = 3_600_000;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

let squads = 0;
const ages = new Map<number, number>();
async function squad(maxAge: number) {
  const res = await api('POST', '/api/squads', { name: `Results ${++squads}`, season: '2026/27', min_age: maxAge - 1, max_age: maxAge, capacity: 10 });
  expect(res.statusCode, res.body).toBe(201);
  ages.set(res.json().data.id as number, maxAge);
  return res.json().data.id as number;
}
async function enrolled(squadId: number, player: string, photo: 'yes' | 'no') {
  const parent_email = `${player.replace(/\W/g, '').toLowerCase()}@results.test`;
  return (await enrollInSquad(t.app, auth, squadId, { parent_email, player_name: player, player_age: ages.get(squadId)!, photo_consent: photo })).row.id;
}
async function event(squadId: number, startsIn: number, kind: 'match' | 'training' = 'match') {
  const start = Date.now() + startsIn;
  const res = await api('POST', `/api/squads/${squadId}/events`, {
    kind,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 1.5 * HOUR).toISOString(),
    venue: { name: 'Results ground', address: '1 Results Road' },
    ...(kind === 'match' ? { opponent: 'Results Rovers', home_away: 'away' } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const setPolicy = async (policy: Record<string, string>) => {
  const facts = (await api('GET', '/api/academy')).json().data;
  const res = await api('PUT', '/api/academy', { ...facts, results_policy: policy });
  expect(res.statusCode, res.body).toBe(200);
};

describe('PUT /api/events/{id}/result', () => {
  it('refuses a training, a match not started, a cancelled one, a scorer not on the roster, too many goals and a missing post', async () => {
    const id = await squad(11);
    const child = await enrolled(id, 'Refused Child', 'yes');
    const stranger = await enrolled(await squad(11), 'Other Squad', 'yes');
    const played = await event(id, -HOUR);
    const cases: [number, object, number, string][] = [
      [await event(id, -HOUR, 'training'), { goals_for: 1, goals_against: 0 }, 409, RESULT_MESSAGES.notAMatch],
      [await event(id, 2 * HOUR), { goals_for: 1, goals_against: 0 }, 409, RESULT_MESSAGES.notStarted],
      [played, { goals_for: 1, goals_against: 0, scorers: [{ registration_id: stranger, goals: 1 }] }, 400, RESULT_MESSAGES.scorerNotOnRoster],
      [played, { goals_for: 1, goals_against: 0, scorers: [{ registration_id: child, goals: 2 }] }, 400, RESULT_MESSAGES.tooManyGoals],
      [played, { goals_for: 1, goals_against: 0, report_post_id: 999_999 }, 400, RESULT_MESSAGES.reportNotFound],
    ];
    const cancelled = await event(id, -HOUR);
    expect((await api('PUT', `/api/events/${cancelled}`, { status: 'cancelled' })).statusCode).toBe(200);
    cases.push([cancelled, { goals_for: 1, goals_against: 0 }, 409, RESULT_MESSAGES.cancelled]);
    for (const [eventId, body, status, message] of cases) {
      const res = await api('PUT', `/api/events/${eventId}/result`, body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect((await api('GET', `/api/squads/${id}/events`)).json().data.every((e: { result: unknown }) => e.result === null)).toBe(true);
  });

  it('is an administrator’s: a coach of the squad gets 403', async () => {
    const coach = await createUserWithRole(t.app, 'coach');
    const id = await squad(11);
    const played = await event(id, -HOUR);
    const res = await api('PUT', `/api/events/${played}/result`, { goals_for: 1, goals_against: 0 }, bearer(coach.token));
    expect(res.statusCode).toBe(403);
  });

  it('stores the score, scorers and report, with its audit entry; a correction replaces the scorers', async () => {
    const id = await squad(11);
    const child = await enrolled(id, 'Scoring Child', 'yes');
    const played = await event(id, -HOUR);
    const first = await api('PUT', `/api/events/${played}/result`, { goals_for: 3, goals_against: 1, scorers: [{ registration_id: child, goals: 3 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toMatchObject({ goals_for: 3, goals_against: 1, report_post_id: null });
    const corrected = await api('PUT', `/api/events/${played}/result`, { goals_for: 2, goals_against: 1, scorers: [{ registration_id: child, goals: 1 }] });
    expect(corrected.json().data.result).toMatchObject({ goals_for: 2, goals_against: 1, scorers: [{ registration_id: child, goals: 1 }] });
    // The event screen's result form starts from the scorers entered; the calendar's lists do not carry them.
    const screen = await api('GET', `/api/events/${played}`);
    expect(screen.json().data.result.scorers).toEqual([{ registration_id: child, goals: 1 }]);
    const listed = await api('GET', `/api/squads/${id}/events`);
    expect(listed.json().data.find((e: { id: number }) => e.id === played).result).not.toHaveProperty('scorers');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'event.result'));
    expect(audit.filter((a) => a.record_id === String(played)).map((a) => a.summary)).toEqual([
      expect.stringContaining('result 3–1 entered, 1 scorer'),
      expect.stringContaining('result 2–1 entered, 1 scorer'),
    ]);
  });
});

describe('the public fixtures, results and match answers', () => {
  it('carry what each policy allows: scores, outcome without numbers, or the fixture only; a line-up names only children with consent', async () => {
    const [scores, outcome, none] = [await squad(15), await squad(16), await squad(17)];
    await setPolicy({ U15: 'scores', U16: 'outcome' });
    const ids: Record<string, number> = {};
    for (const [name, squadId] of Object.entries({ scores, outcome, none })) {
      const named = await enrolled(squadId, `Nia ${name}`, 'yes');
      const unnamed = await enrolled(squadId, `Hidden ${name}`, 'no');
      const played = await event(squadId, -HOUR);
      ids[name] = played;
      await t.app.db.insert(eventAttendance).values([
        { event_id: played, registration_id: named, attended: true },
        { event_id: played, registration_id: unnamed, attended: true },
      ]);
      const res = await api('PUT', `/api/events/${played}/result`, {
        goals_for: 1,
        goals_against: 3,
        scorers: [{ registration_id: named, goals: 1 }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const upcoming = await event(scores, 24 * HOUR);

    const match = async (id: number) => (await t.app.inject(`/api/public/matches/${id}`)).json().data as PublicMatch;
    expect(await match(ids.scores!)).toMatchObject({
      policy: 'scores',
      outcome: 'lost',
      score: { goals_for: 1, goals_against: 3 },
      scorers: [{ name: 'Nia S.', goals: 1 }],
      lineup: { named: ['Nia S.'], others: 1 },
      home_away: 'away',
    });
    const out = await match(ids.outcome!);
    expect(out).toMatchObject({ policy: 'outcome', outcome: 'lost', lineup: { named: ['Nia O.'], others: 1 } });
    expect(Object.keys(out)).not.toContain('score');
    expect(Object.keys(out)).not.toContain('scorers');
    const hidden = await match(ids.none!);
    expect(hidden.policy).toBe('none');
    for (const key of ['score', 'scorers', 'outcome', 'lineup', 'report_post_id']) expect(Object.keys(hidden)).not.toContain(key);

    const results = (await t.app.inject(`/api/public/results?squad=${scores}`)).json().data as PublicFixture[];
    expect(
      results.map((r) => [r.id, r.squad.id, r.squad.name]),
      JSON.stringify(ids),
    ).toEqual([[ids.scores, scores, expect.any(String)]]);
    const fixtures = (await t.app.inject(`/api/public/fixtures?squad=${scores}`)).json().data as PublicFixture[];
    expect(fixtures.map((r) => r.id)).toEqual([upcoming]);
    expect(fixtures[0]).not.toHaveProperty('outcome');
    // Not a match: a training's id has no match page.
    expect((await t.app.inject(`/api/public/matches/${await event(scores, -HOUR, 'training')}`)).statusCode).toBe(404);
  });

  it('follows a policy change on the next read', async () => {
    const id = await squad(18);
    const played = await event(id, -HOUR);
    await setPolicy({});
    expect((await api('PUT', `/api/events/${played}/result`, { goals_for: 5, goals_against: 0 })).statusCode).toBe(200);
    const read = async () => (await t.app.inject(`/api/public/matches/${played}`)).json().data as PublicMatch;
    expect((await read()).policy).toBe('none');
    expect(JSON.stringify(await read())).not.toMatch(/"score"|"outcome"/);
    await setPolicy({ U18: 'scores' });
    expect((await read()).score).toEqual({ goals_for: 5, goals_against: 0 });
    const refused = await api('PUT', '/api/academy', { ...(await api('GET', '/api/academy')).json().data, results_policy: { Under12: 'scores' } });
    expect(refused.statusCode).toBe(400);
  });
});
