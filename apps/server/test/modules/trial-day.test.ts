import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TRIAL_DAY_MESSAGES } from '@academy/contract/trial-day';
import { registrations } from '../../src/db/schema/registrations.ts';
import { trialCoaches } from '../../src/db/schema/trial-day.ts';
import { trialInvitations, trialSessions } from '../../src/db/schema/trials.ts';
import { bearer, createTestApp, createUserWithRole, login, type TestApp } from '../helpers.ts';

/** Check-in, evaluation and ranked results of a trial session (decision 030). */
let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let coachId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app));
  const c = await createUserWithRole(t.app, 'coach');
  coach = bearer(c.token);
  coachId = c.id;
});
afterAll(() => t.close());

let n = 0;
async function child(name: string, age = 12) {
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: `Parent ${++n}`,
      parent_email: `parent${n}@example.com`,
      contact_phone: `+256 700 000 0${n}`,
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: name,
      player_age: age,
      years_playing: '2',
      current_school: 'School',
      uniform_size: 'Medium',
      health_conditions: n % 2 ? 'Asthma: inhaler in the bag' : '',
      status: 'trial_confirmed',
      photo_consent: n % 2 ? 'yes' : 'no',
    })
    .returning();
  return row!.id;
}

/** A past session with these children confirmed, coached by the test's coach. */
async function session(children: number[]) {
  const [row] = await t.app.db
    .insert(trialSessions)
    .values({ starts_at: new Date(Date.now() - 3_600_000), location: `Pitch ${++n}`, min_age: 10, max_age: 14, capacity: 20 })
    .returning();
  for (const id of children) await t.app.db.insert(trialInvitations).values({ trial_id: row!.id, registration_id: id, state: 'confirmed' });
  await t.app.db.insert(trialCoaches).values({ trial_id: row!.id, user_id: coachId });
  return row!.id;
}

const checkin = (trialId: number, body: object, headers = coach) =>
  t.app.inject({ method: 'POST', url: `/api/trials/${trialId}/checkin`, headers, payload: body });
const evaluate = (registrationId: number, body: object, headers = coach) =>
  t.app.inject({ method: 'PUT', url: `/api/registrations/${registrationId}/evaluation`, headers, payload: body });
const day = async (trialId: number) => (await t.app.inject({ url: `/api/trials/${trialId}/day`, headers: coach })).json().data;
const auditCount = async (action: string) =>
  Number(((await t.app.db.execute(sql`select count(*)::int as n from audit_log where action = ${action}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** Minute `minutes` of a morning an hour ago, on the device. */
const MORNING = Date.now() - 60 * 60_000;
const at = (minutes: number) => new Date(MORNING + minutes * 60_000).toISOString();

describe('check-in', () => {
  it('keeps the newest recorded mark whatever order the writes arrive in, and a replay changes nothing', async () => {
    const ada = await child('Ada Nansubuga');
    const trial = await session([ada]);
    const audits = await auditCount('trial.checkin');
    // Recorded: absent (minute 1), then late (minute 3), then present (minute 2) — sent 3, 1, 2.
    expect((await checkin(trial, { registration_id: ada, attendance: 'late', recorded_at: at(3) })).json().data.attendance).toBe('late');
    const older = await checkin(trial, { registration_id: ada, attendance: 'absent', recorded_at: at(1) });
    expect(older.statusCode).toBe(200);
    expect(older.json().data).toMatchObject({ attendance: 'late', recorded_at: at(3) });
    expect((await checkin(trial, { registration_id: ada, attendance: 'present', recorded_at: at(2) })).json().data.attendance).toBe('late');
    // The same write again (a queue retrying after a lost answer) is idempotent.
    expect((await checkin(trial, { registration_id: ada, attendance: 'late', recorded_at: at(3) })).json().data.attendance).toBe('late');
    expect((await day(trial)).children[0]).toMatchObject({ attendance: 'late', attendance_recorded_at: at(3) });
    expect(await auditCount('trial.checkin')).toBe(audits + 1);
    // A newer mark wins.
    expect((await checkin(trial, { registration_id: ada, attendance: 'present', recorded_at: at(4) })).json().data.attendance).toBe('present');
    expect(await auditCount('trial.checkin')).toBe(audits + 2);
  });

  it('never lets a device clock ahead of the server lock a mark', async () => {
    const ben = await child('Ben Okot');
    const trial = await session([ben]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const first = (await checkin(trial, { registration_id: ben, attendance: 'absent', recorded_at: future })).json().data;
    expect(new Date(first.recorded_at).getTime()).toBeLessThanOrEqual(Date.now());
    const later = await checkin(trial, { registration_id: ben, attendance: 'present' });
    expect(later.json().data.attendance).toBe('present');
  });

  it('refuses a child not on the session, a bad attendance, and names the problem', async () => {
    const cy = await child('Cy Mugisha');
    const stranger = await child('Dan Stranger');
    const trial = await session([cy]);
    const notOn = await checkin(trial, { registration_id: stranger, attendance: 'present' });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().message).toBe(TRIAL_DAY_MESSAGES.notOnSession);
    const bad = await checkin(trial, { registration_id: cy, attendance: 'sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TRIAL_DAY_MESSAGES.attendance);
    const badTime = await checkin(trial, { registration_id: cy, attendance: 'present', recorded_at: 'yesterday' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(TRIAL_DAY_MESSAGES.recordedAt);
  });
});

describe('evaluation', () => {
  it('merges scores and the note field by field, the newest recorded value of each winning', async () => {
    const eve = await child('Eve Achieng');
    const trial = await session([eve]);
    const put = (body: object) => evaluate(eve, { trial_id: trial, ...body });
    expect((await put({ scores: { Technique: 4, Speed: 2 }, recorded_at: at(5) })).statusCode).toBe(200);
    // Recorded earlier, sent later: Technique 1 loses to 4, Attitude (never scored) is taken, the note too.
    const late = await put({ scores: { Technique: 1, Attitude: 5 }, note: 'First note', recorded_at: at(3) });
    expect(late.json().data).toMatchObject({ scores: { Technique: 4, Speed: 2, Attitude: 5 }, note: 'First note' });
    // A newer Speed and note replace theirs only.
    const newer = await put({ scores: { Speed: 5 }, note: 'Fast on the wing', recorded_at: at(6) });
    expect(newer.json().data).toMatchObject({ scores: { Technique: 4, Speed: 5, Attitude: 5 }, note: 'Fast on the wing', average: 4.67 });
    // An older note never overwrites the newer one; a replay changes nothing.
    expect((await put({ note: 'Old thought', recorded_at: at(4) })).json().data.note).toBe('Fast on the wing');
    const audits = await auditCount('trial.evaluate');
    await put({ scores: { Speed: 5 }, note: 'Fast on the wing', recorded_at: at(6) });
    expect(await auditCount('trial.evaluate')).toBe(audits);
    // The administrator reads it on the enrollment detail, with the attendance.
    await checkin(trial, { registration_id: eve, attendance: 'present' });
    const list = (await t.app.inject({ url: `/api/registrations/${eve}/evaluations`, headers: admin })).json().data;
    expect(list).toEqual([
      expect.objectContaining({ trial_id: trial, attendance: 'present', scores: { Technique: 4, Speed: 5, Attitude: 5 }, note: 'Fast on the wing' }),
    ]);
    // A coach cannot read that list (it is the administrators' enrollment detail).
    expect((await t.app.inject({ url: `/api/registrations/${eve}/evaluations`, headers: coach })).statusCode).toBe(403);
  });

  it("refuses a criterion not in the academy's list, a score outside 1–5 and an empty write, with their messages", async () => {
    const fay = await child('Fay Nakato');
    const trial = await session([fay]);
    const unknown = await evaluate(fay, { trial_id: trial, scores: { Juggling: 3 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(TRIAL_DAY_MESSAGES.unknownCriterion('Juggling'));
    const high = await evaluate(fay, { trial_id: trial, scores: { Technique: 6 } });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toBe(TRIAL_DAY_MESSAGES.score);
    const half = await evaluate(fay, { trial_id: trial, scores: { Technique: 2.5 } });
    expect(half.json().message).toBe(TRIAL_DAY_MESSAGES.score);
    const empty = await evaluate(fay, { trial_id: trial, scores: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TRIAL_DAY_MESSAGES.nothingToSave);
    // A renamed criterion list is what counts.
    const academy = (await t.app.inject({ url: '/api/academy' })).json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/academy',
      headers: admin,
      payload: { ...academy, evaluation_criteria: [...academy.evaluation_criteria, 'Juggling'] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await evaluate(fay, { trial_id: trial, scores: { Juggling: 3 } })).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/api/academy', headers: admin, payload: academy });
  });
});

describe('ranked results', () => {
  it('ranks by average, shares a rank between equal averages, puts children without scores last, per session and per age', async () => {
    const a = await child('Amos Tie', 11);
    const b = await child('Bella Tie', 12);
    const c = await child('Cato Top', 12);
    const d = await child('Dora None', 11);
    const e = await child('Emma Low', 11);
    const trial = await session([a, b, c, d, e]);
    await evaluate(a, { trial_id: trial, scores: { Technique: 4, Speed: 3 } }); // 3.5
    await evaluate(b, { trial_id: trial, scores: { Technique: 3, Speed: 4 } }); // 3.5
    await evaluate(c, { trial_id: trial, scores: { Technique: 5, Speed: 5 } }); // 5
    await evaluate(e, { trial_id: trial, scores: { Technique: 1 } }); // 1
    const results = (await t.app.inject({ url: `/api/trials/${trial}/results`, headers: coach })).json().data;
    const line = (r: { rank: number | null; tied: boolean; first_name: string; average: number | null }) => [r.rank, r.tied, r.first_name, r.average];
    expect(results.session.map(line)).toEqual([
      [1, false, 'Cato', 5],
      [2, true, 'Amos', 3.5],
      [2, true, 'Bella', 3.5],
      [4, false, 'Emma', 1],
      [null, false, 'Dora', null],
    ]);
    expect(
      results.by_age.map((g: { age: number; ranking: { first_name: string; rank: number | null }[] }) => [g.age, g.ranking.map((r) => [r.rank, r.first_name])]),
    ).toEqual([
      [
        11,
        [
          [1, 'Amos'],
          [2, 'Emma'],
          [null, 'Dora'],
        ],
      ],
      [
        12,
        [
          [1, 'Cato'],
          [2, 'Bella'],
        ],
      ],
    ]);
  });
});

describe('coaches on a session', () => {
  it('assigns coaches with coach_ids (administrators only) and refuses an account that is not an active coach', async () => {
    const [row] = await t.app.db
      .insert(trialSessions)
      .values({ starts_at: new Date(Date.now() + 86_400_000), location: 'Assign pitch', min_age: 10, max_age: 14, capacity: 5 })
      .returning();
    const base = { starts_at: row!.starts_at.toISOString(), location: 'Assign pitch', min_age: 10, max_age: 14, capacity: 5 };
    const editor = await createUserWithRole(t.app, 'editor');
    const refused = await t.app.inject({ method: 'PUT', url: `/api/trials/${row!.id}`, headers: admin, payload: { ...base, coach_ids: [editor.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TRIAL_DAY_MESSAGES.notACoach);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/trials/${row!.id}`, headers: admin, payload: { ...base, coach_ids: [coachId] } });
    expect(ok.json().data.coach_ids).toEqual([coachId]);
    // Without coach_ids the assignment stays.
    const kept = await t.app.inject({ method: 'PUT', url: `/api/trials/${row!.id}`, headers: admin, payload: { ...base, location: 'Renamed pitch' } });
    expect(kept.json().data.coach_ids).toEqual([coachId]);
    const mine = (await t.app.inject({ url: '/api/coach/trials', headers: coach })).json().data;
    expect(mine.map((s: { location: string }) => s.location)).toContain('Renamed pitch');
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/trials/${row!.id}`, headers: admin, payload: { ...base, coach_ids: [] } });
    expect(cleared.json().data.coach_ids).toEqual([]);
    expect((await t.app.inject({ url: `/api/trials/${row!.id}/day`, headers: coach })).statusCode).toBe(403);
  });
});

describe('family data', () => {
  it("a child's check-in and evaluation go with the registration when it is deleted (erasure, retention)", async () => {
    const gus = await child('Gus Deleted');
    const trial = await session([gus]);
    await checkin(trial, { registration_id: gus, attendance: 'present' });
    await evaluate(gus, { trial_id: trial, scores: { Technique: 3 }, note: 'Private' });
    const count = async () =>
      Number(
        (
          (await t.app.db.execute(
            sql`select (select count(*) from trial_checkins where registration_id = ${gus}) + (select count(*) from trial_evaluations where registration_id = ${gus}) as n`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    expect(await count()).toBe(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/registrations/${gus}`, headers: admin })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});
