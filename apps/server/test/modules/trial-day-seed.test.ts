import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users.ts';
import { SEED_COACH } from '../../src/seed/trial-day.ts';
import { SEED_REPORT_CHILD } from '../../src/seed/reports.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';

/** The demo shows the trial day after `npm start` (decision 030). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 90_000);
afterAll(() => t.close());

describe('the seeded trial day', () => {
  it('has a coach assigned to a past session whose children are checked in and scored, ranked', async () => {
    const [coach] = await t.app.db.select().from(users).where(eq(users.email, SEED_COACH.email));
    expect(coach?.role).toBe('coach');
    const admin = bearer(await login(t.app));
    const sessions = (await t.app.inject({ url: '/api/trials', headers: admin })).json().data as { id: number; starts_at: string; coach_ids: number[] }[];
    const past = sessions.filter((s) => s.coach_ids.includes(coach!.id));
    expect(past).toHaveLength(1);
    expect(new Date(past[0]!.starts_at).getTime()).toBeLessThan(Date.now());
    const day = (await t.app.inject({ url: `/api/trials/${past[0]!.id}/day`, headers: admin })).json().data;
    expect(day.children).toHaveLength(3);
    for (const child of day.children) {
      expect(child.attendance).not.toBeNull();
      expect(Object.keys(child.scores)).toEqual(day.criteria);
    }
    const results = (await t.app.inject({ url: `/api/trials/${past[0]!.id}/results`, headers: admin })).json().data;
    expect(results.session.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 2]);
  }, 30_000);

  it("has a published progress report on an enrolled child's status page, and a draft only staff see (decision 034)", async () => {
    const [child] = await t.app.db.select().from(registrations).where(eq(registrations.player_name, SEED_REPORT_CHILD));
    expect(child?.status).toBe('accepted');
    const admin = bearer(await login(t.app));
    const reports = (await t.app.inject({ url: `/api/registrations/${child!.id}/reports`, headers: admin })).json().data as { id: number; state: string }[];
    expect(reports.map((r) => r.state)).toEqual(['draft', 'published']);
    const url = await t.app.statusLinks.urlFor(t.app.db, child!.id);
    const page = (await t.app.inject({ url: `/api/public/status/${url.split('/status/')[1]}` })).json().data;
    expect(page.reports.map((r: { id: number }) => r.id)).toEqual([reports[1]!.id]);
  }, 30_000);
});
