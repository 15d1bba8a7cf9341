import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeNoticeText } from '@academy/contract/upgrade-notices';
import { newsletterSubscribers } from '../../src/db/schema/newsletter-subscribers.ts';
import { teamMembers } from '../../src/db/schema/team-members.ts';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';

/**
 * Upgrades that say what changed (decision 056): subscribers from before double opt-in, players
 * whose photo is hidden for want of consent and HOST left to its changed default are each told on
 * the dashboard with what to do, and only while they hold.
 */
describe('upgrade notices', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ hostDefaulted: true });
    token = await login(t.app);
  });
  afterAll(() => t.close());

  const notices = async () => {
    const res = await t.app.inject({ url: '/api/admin/upgrade-notices', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { kind: string; count: number; text: string }[] }).data;
  };

  it('names subscribers never sent a confirmation and hidden players, with what to do, and forgets them once acted on', async () => {
    const { eq, sql } = await import('drizzle-orm');
    // As migration 0008 left an address collected before double opt-in, and 0009 a player from before consent.
    const [sub] = await t.app.db.insert(newsletterSubscribers).values({ email: 'old.fan@example.com', status: 'pending' }).returning();
    await t.app.db.insert(newsletterSubscribers).values({ email: 'new.fan@example.com', status: 'pending', confirm_sent_at: new Date() });
    const [player] = await t.app.db
      .insert(teamMembers)
      .values({ name: 'Old Player', role: 'forward', image: '/uploads/images/p.webp', is_minor: true, photo_consent: false })
      .returning();
    // A new install (a database this release made) has nothing to be told.
    expect(await notices()).toEqual([]);
    // A database a release from before double opt-in made.
    await t.app.db.execute(sql`update drizzle.academy_schema set found = '0005_academy' where id = 1`);
    expect(await notices()).toEqual([
      { kind: 'subscribers_pending', count: 1, text: upgradeNoticeText('subscribers_pending', 1) },
      { kind: 'players_photos_hidden', count: 1, text: upgradeNoticeText('players_photos_hidden', 1) },
      { kind: 'host_default', count: 0, text: upgradeNoticeText('host_default', 0) },
    ]);
    expect(upgradeNoticeText('subscribers_pending', 1)).toContain('subscribe again');
    expect(upgradeNoticeText('players_photos_hidden', 2)).toMatch(/^2 players' photos are hidden/);
    // A database made after consent was asked: its hidden player was hidden from the start.
    await t.app.db.execute(sql`update drizzle.academy_schema set found = '0011_roles' where id = 1`);
    expect((await notices()).map((n) => n.kind)).toEqual(['host_default']);

    await t.app.db.execute(sql`update drizzle.academy_schema set found = '0005_academy' where id = 1`);
    await t.app.db.update(newsletterSubscribers).set({ status: 'confirmed' }).where(eq(newsletterSubscribers.id, sub!.id));
    await t.app.db.update(teamMembers).set({ photo_consent: true }).where(eq(teamMembers.id, player!.id));
    expect((await notices()).map((n) => n.kind)).toEqual(['host_default']);
    // A database from the release that made 127.0.0.1 the default was told then.
    await t.app.db.execute(sql`update drizzle.academy_schema set found = '0013_staff_accounts' where id = 1`);
    expect(await notices()).toEqual([]);
  });

  it('says nothing of HOST when it was set', async () => {
    const other = await createTestApp({ hostDefaulted: false });
    try {
      const { sql } = await import('drizzle-orm');
      await other.app.db.execute(sql`update drizzle.academy_schema set found = '0011_roles' where id = 1`);
      const res = await other.app.inject({ url: '/api/admin/upgrade-notices', headers: bearer(await login(other.app)) });
      expect(res.json()).toEqual({ success: true, data: [] });
    } finally {
      await other.close();
    }
  });
});
