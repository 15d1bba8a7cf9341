import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf, seasonRange, type AdminDashboard } from '@academy/contract/admin-dashboard';
import type { RegistrationStatus } from '@academy/contract/registration';
import { registrationStatusHistory } from '../../src/db/schema/registration-status-history.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { squadPlaces, squads } from '../../src/db/schema/squads.ts';
import { trialCheckins } from '../../src/db/schema/trial-day.ts';
import { trialInvitations, trialSessions } from '../../src/db/schema/trials.ts';
import { createAdminCountsService } from '../../src/modules/admin-counts/service.ts';
import { bearer, createTestApp, createUserWithRole, login, PARENT_FORM, type TestApp } from '../helpers.ts';

/**
 * The dashboard's figures (docs/decisions/036) on seeded rows: each matches the list it links to
 * (the enrollment list's totals, a squad's roster and waiting list, a trial's places), and a fixed
 * `now` pins the weeks and the season. Runs on PGlite and on PostgreSQL (scripts/test.mjs).
 */
let t: TestApp;
let auth: Record<string, string>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();
const season = seasonOf(now);
const seasonStart = seasonRange(season).from;
/** Inside the season and before `now`, whatever day the test runs. */
const inSeason = new Date(Math.max(seasonStart.getTime() + HOUR, now.getTime() - 2 * HOUR));

let nextChild = 0;
const created: Date[] = [];
async function child(status: RegistrationStatus, createdAt = inSeason) {
  nextChild++;
  created.push(createdAt);
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      ...PARENT_FORM,
      photo_consent: 'yes',
      contact_permission: 'yes',
      health_conditions: 'None',
      player_name: `Child ${nextChild}`,
      parent_email: `p${nextChild}@example.com`,
      status,
      created_at: createdAt,
    })
    .returning();
  return row!.id;
}
const history = (registration_id: number, to_status: RegistrationStatus) =>
  t.app.db.insert(registrationStatusHistory).values({ registration_id, to_status, actor: 'admin' });

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const dashboard = async (query = ''): Promise<AdminDashboard> => (await get(`/api/admin/dashboard${query}`)).data;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('is for administrators only: 401 anonymous, 403 to an editor and a coach', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    for (const role of ['editor', 'coach'] as const) {
      const user = await createUserWithRole(t.app, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(user.token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard?season=2026', headers: auth })).statusCode).toBe(400);
  });

  it('answers a fresh academy with zeros, 12 empty weeks and empty lists', async () => {
    const fresh = await dashboard();
    expect(fresh.season).toBe(season);
    expect(fresh.funnel.map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
    expect(fresh.weekly).toHaveLength(12);
    expect(fresh.weekly.every((w) => w.count === 0)).toBe(true);
    expect(fresh).toMatchObject({
      squads: [],
      upcoming_trials: [],
      decisions: { pending_registrations: 0, open_offers: 0, offers_expiring: 0, unchecked_trials: [] },
    });
  });

  it('counts the seeded season as the lists do', async () => {
    // Last season's child: in the weeks and the pending count, not in this season's funnel.
    await child('pending', new Date(seasonStart.getTime() - DAY));
    const pending = [await child('pending'), await child('pending')];
    const invited = await child('trial_invited');
    const attended = [await child('trial_confirmed'), await child('trial_confirmed')];
    const absent = await child('trial_confirmed');
    const offered = [await child('offer_made'), await child('offer_made')];
    const declined = await child('offer_declined');
    const enrolled = [await child('accepted'), await child('accepted')];
    const waiting = await child('waitlisted');
    for (const id of [...offered, declined]) await history(id, 'offer_made');
    await history(declined, 'offer_declined');

    const [past] = await t.app.db
      .insert(trialSessions)
      .values({ starts_at: new Date(now.getTime() - 3 * DAY), location: 'Main pitch', min_age: 10, max_age: 14, capacity: 10 })
      .returning();
    const [pastUnchecked] = await t.app.db
      .insert(trialSessions)
      .values({ starts_at: new Date(now.getTime() - DAY), location: 'Side pitch', min_age: 10, max_age: 14, capacity: 10 })
      .returning();
    const [upcoming] = await t.app.db
      .insert(trialSessions)
      .values({ starts_at: new Date(now.getTime() + 2 * DAY), location: 'North field', min_age: 10, max_age: 14, capacity: 8 })
      .returning();
    await t.app.db
      .insert(trialSessions)
      .values({ starts_at: new Date(now.getTime() + DAY), location: 'Cancelled', min_age: 10, max_age: 14, capacity: 8, cancelled_at: now });
    for (const id of [...attended, absent, ...offered, declined, ...enrolled])
      await t.app.db.insert(trialInvitations).values({ trial_id: past!.id, registration_id: id, state: 'confirmed' });
    await t.app.db.insert(trialCheckins).values([
      { trial_id: past!.id, registration_id: attended[0]!, attendance: 'present', recorded_at: now },
      { trial_id: past!.id, registration_id: attended[1]!, attendance: 'late', recorded_at: now },
      { trial_id: past!.id, registration_id: absent, attendance: 'absent', recorded_at: now },
    ]);
    await t.app.db.insert(trialInvitations).values([
      { trial_id: pastUnchecked!.id, registration_id: pending[0]!, state: 'confirmed' },
      { trial_id: upcoming!.id, registration_id: invited, state: 'invited' },
      { trial_id: upcoming!.id, registration_id: pending[1]!, state: 'confirmed' },
      { trial_id: upcoming!.id, registration_id: waiting, state: 'declined' },
    ]);

    const [u12] = await t.app.db.insert(squads).values({ name: 'U12', season, min_age: 11, max_age: 12, capacity: 3 }).returning();
    await t.app.db.insert(squads).values({ name: 'U10', season: '1999/00', min_age: 9, max_age: 10, capacity: 3 });
    await t.app.db.insert(squadPlaces).values([
      { squad_id: u12!.id, registration_id: enrolled[0]!, state: 'enrolled' },
      { squad_id: u12!.id, registration_id: enrolled[1]!, state: 'enrolled' },
      { squad_id: u12!.id, registration_id: offered[0]!, state: 'offered', respond_by: new Date(now.getTime() + 5 * HOUR) },
      { squad_id: u12!.id, registration_id: offered[1]!, state: 'offered', respond_by: new Date(now.getTime() + 5 * DAY) },
      { squad_id: u12!.id, registration_id: waiting, state: 'waitlisted' },
    ]);

    const d = await dashboard();
    expect(Object.fromEntries(d.funnel.map((s) => [s.stage, s.count]))).toEqual({
      registered: 12,
      invited: 12, // every child here has an invitation, whatever its answer
      attended: 2,
      offered: 2 + 1 + 2,
      enrolled: 2,
    });
    // The funnel's ends are the enrollment list's totals.
    expect(d.funnel.find((s) => s.stage === 'enrolled')!.count).toBe((await get('/api/registrations?status=accepted&limit=1')).total);
    expect(d.decisions.pending_registrations).toBe(3);
    expect(d.decisions.pending_registrations).toBe((await get('/api/registrations?status=pending&limit=1')).total);
    expect(d.decisions.open_offers).toBe((await get('/api/registrations?status=offer_made&limit=1')).total);
    expect(d.decisions.offers_expiring).toBe(1);
    expect(d.decisions.unchecked_trials).toEqual([
      { id: pastUnchecked!.id, starts_at: pastUnchecked!.starts_at.toISOString(), location: 'Side pitch', confirmed: 1 },
    ]);

    // Squads of the season only, their places as the roster and the waiting list show them.
    expect(d.squads).toEqual([{ id: u12!.id, name: 'U12', capacity: 3, enrolled: 2, offered: 2, waitlisted: 1 }]);
    expect((await get(`/api/squads/${u12!.id}/roster`)).data).toHaveLength(2);
    expect((await get(`/api/squads/${u12!.id}/waitlist`)).data).toHaveLength(1);

    // Upcoming trials: not the cancelled one; places taken as the trial list counts them.
    expect(d.upcoming_trials).toEqual([{ id: upcoming!.id, starts_at: upcoming!.starts_at.toISOString(), location: 'North field', capacity: 8, taken: 2 }]);
    const trial = (await get(`/api/trials/${upcoming!.id}`)).data as { capacity: number; places_left: number };
    expect(trial.capacity - trial.places_left).toBe(2);

    // Every registration made since the first week shown is in a week.
    const firstWeek = new Date(`${d.weekly[0]!.week_start}T00:00:00Z`);
    expect(d.weekly.reduce((sum, w) => sum + w.count, 0)).toBe(created.filter((c) => c >= firstWeek).length);
    // Another season's funnel counts that season's registrations only.
    const last = await dashboard(`?season=${seasonOf(new Date(seasonStart.getTime() - DAY))}`);
    expect(last.funnel[0]).toEqual({ stage: 'registered', count: 1 });
    expect(last.squads).toEqual([]);
  });

  it('puts each registration in its Monday-to-Sunday week (UTC), the current week last, empty weeks as 0', async () => {
    const service = createAdminCountsService({ db: t.app.db });
    // A Wednesday: its week starts on Monday 2031-03-10.
    const at = new Date('2031-03-12T10:00:00Z');
    await child('pending', new Date('2031-03-10T00:00:00Z')); // this week's first second
    await child('pending', new Date('2031-03-09T23:59:59Z')); // last week's last second
    await child('pending', new Date('2031-03-09T12:00:00Z'));
    await child('pending', new Date('2030-12-22T12:00:00Z')); // 12 weeks back: the first week shown starts 2030-12-23
    const d = await service.dashboard(undefined, at);
    expect(d.season).toBe('2030/31');
    expect(d.weekly).toHaveLength(12);
    expect(d.weekly[0]).toEqual({ week_start: '2030-12-23', count: 0 });
    expect(d.weekly.at(-1)).toEqual({ week_start: '2031-03-10', count: 1 });
    expect(d.weekly.at(-2)).toEqual({ week_start: '2031-03-03', count: 2 });
    expect(d.weekly.reduce((sum, w) => sum + w.count, 0)).toBe(3);
    expect(d.funnel[0]).toEqual({ stage: 'registered', count: 4 });
  });
});
