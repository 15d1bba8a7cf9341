import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import ical from 'node-ical';
import type { ParsedMail } from 'mailparser';
import { ACADEMY_MESSAGES, type AcademyFacts } from '@academy/contract/academy';
import { squadCalendarPath, type EventInput, type SquadEvent } from '@academy/contract/event';
import { academySettings } from '../../src/db/schema/academy-settings.ts';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { academyZone, dayIn, formatWhen, setAcademyZone } from '../../src/lib/academy-zone.ts';
import { createAdminCountsService } from '../../src/modules/admin-counts/service.ts';
import { createMailTestApp, enrollInSquad, eventually, type MailTestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * The academy's time zone (docs/decisions/050) set to a zone away from the server's UTC: the
 * settings check it, every local time the server writes or counts follows it (mails, feeds, weekly
 * series across a daylight-saving change, the dashboard's weeks, the pages' zone), and it follows a
 * write made elsewhere when the public cache is emptied.
 */
let t: MailTestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-zone-'));
  await webBuildWithRenderer(webDist);
  t = await createMailTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});
beforeEach(() => t.smtp.accept());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
const facts = async () => (await t.app.inject('/api/academy')).json().data as AcademyFacts;
async function setZone(zone: string) {
  const res = await api('PUT', '/api/academy', { ...(await facts()), time_zone: zone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AcademyFacts;
}
const mailTo = (to: string, subject: RegExp): Promise<ParsedMail> =>
  eventually(() => t.smtp.messages.findLast((m) => JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? '')) ?? false, { what: `a mail to ${to}` });

describe('the time zone setting', () => {
  it('is seeded from TZ (unset here: UTC) and refuses an unknown zone or an offset with a clear message, keeping the stored one', async () => {
    expect((await facts()).time_zone).toBe('UTC');
    for (const wrong of ['Mars/Olympus_Mons', '+01:00', 'GMT+1 ', '', 'Europe/Berlin; drop table']) {
      const res = await api('PUT', '/api/academy', { ...(await facts()), time_zone: wrong });
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().errors).toEqual({ time_zone: ACADEMY_MESSAGES.timeZone });
    }
    expect((await facts()).time_zone).toBe('UTC');
    expect(academyZone()).toBe('UTC');
  });

  it('is stored as Intl spells it, kept when a client leaves it out, and its change is audited with both zones', async () => {
    expect((await setZone('europe/berlin')).time_zone).toBe('Europe/Berlin');
    expect(academyZone()).toBe('Europe/Berlin');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toBe("The academy's facts saved; time zone changed from UTC to Europe/Berlin");

    const { time_zone: _left, ...older } = await facts();
    const res = await api('PUT', '/api/academy', { ...older, town: 'Potsdam' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await facts()).toMatchObject({ town: 'Potsdam', time_zone: 'Europe/Berlin' });
    const [same] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(same?.summary).toBe("The academy's facts saved");
  });

  it('follows a write made on another instance once the public cache is emptied (as the broadcast does)', async () => {
    await setZone('Europe/Berlin');
    // Another instance's write: the row changes under this one, then its broadcast empties the cache here.
    await t.app.db.execute(sql`update academy_settings set facts = facts || '{"time_zone":"America/New_York"}'::jsonb where id = 1`);
    expect(academyZone()).toBe('Europe/Berlin');
    t.app.publicCache.clear();
    await eventually(() => academyZone() === 'America/New_York', { what: 'the zone written elsewhere' });
    await setZone('Europe/Berlin');
  });
});

describe('local times in the academy zone (Europe/Berlin)', () => {
  beforeAll(async () => {
    await setZone('Europe/Berlin');
  });

  it('a trial invitation mail writes the session in Berlin time with the zone, its calendar file the exact instant and the zone name', async () => {
    // 10:00 Berlin in winter (CET, UTC+1) is 09:00 UTC.
    const starts = new Date(Date.UTC(2027, 0, 16, 9, 0));
    const session = await api('POST', '/api/trials', { starts_at: starts.toISOString(), location: 'Zone Pitch', min_age: 10, max_age: 14, capacity: 10 });
    expect(session.statusCode, session.body).toBe(201);
    const [kid] = await t.app.db
      .insert(registrations)
      .values({
        parent_name: 'Zone Parent',
        parent_email: 'zone-parent@example.com',
        contact_phone: '+49 30 000000',
        residence: 'Berlin',
        contact_permission: 'yes',
        player_name: 'Lena Zone',
        player_age: 12,
        years_playing: '2',
        current_school: 'Zone School',
        uniform_size: 'Medium',
        health_conditions: '',
        source: 'public',
      })
      .returning();
    const res = await api('POST', `/api/registrations/${kid!.id}/invite`, { trial_id: session.json().data.id });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo('zone-parent@example.com', /Trial session invitation/);
    expect(mail.text).toContain('Saturday, 16 January 2027 at 10:00 CET');
    expect(mail.text).not.toContain('09:00');
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    expect(ics).toContain('DTSTART:20270116T090000Z');
    expect(ics).toMatch(/X-WR-TIMEZONE:Europe\/Berlin\r\nBEGIN:VEVENT/);
    const [event] = Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(new Date(event!.start).toISOString()).toBe(starts.toISOString());
  });

  it('a weekly training at 18:00 Berlin stays at 18:00 across the change to summer time; its move is mailed in Berlin time; the feed stays UTC and valid', async () => {
    const squad = await api('POST', '/api/squads', { name: 'U12 Zone', season: '2026/27', min_age: 10, max_age: 13, capacity: 10 });
    expect(squad.statusCode, squad.body).toBe(201);
    const squadId = squad.json().data.id as number;
    await enrollInSquad(t.app, t.auth, squadId, {
      parent_name: 'Series Parent',
      parent_email: 'series-parent@example.com',
      player_name: 'Jonas Zone',
      player_age: 11,
    });
    // Monday 15 March 2027 18:00 CET (17:00 UTC) to 12 April: Berlin moves to CEST on 28 March.
    const input: EventInput = {
      kind: 'training',
      starts_at: '2027-03-15T17:00:00.000Z',
      ends_at: '2027-03-15T18:30:00.000Z',
      venue: { name: 'Zone pitch', address: 'Unter den Linden 1' },
      recurrence: { weekly_until: '2027-04-12' },
    };
    const created = await api('POST', `/api/squads/${squadId}/events`, input);
    expect(created.statusCode, created.body).toBe(201);
    const events = (await api('GET', `/api/squads/${squadId}/events`)).json().data as SquadEvent[];
    expect(events.map((e) => e.starts_at)).toEqual([
      '2027-03-15T17:00:00.000Z',
      '2027-03-22T17:00:00.000Z',
      '2027-03-29T16:00:00.000Z',
      '2027-04-05T16:00:00.000Z',
      '2027-04-12T16:00:00.000Z',
    ]);
    expect(events.map((e) => formatWhen(new Date(e.starts_at)))).toEqual([
      'Monday, 15 March 2027 at 18:00 CET',
      'Monday, 22 March 2027 at 18:00 CET',
      'Monday, 29 March 2027 at 18:00 CEST',
      'Monday, 5 April 2027 at 18:00 CEST',
      'Monday, 12 April 2027 at 18:00 CEST',
    ]);

    // One session an hour later: the family reads both times on the Berlin clock.
    const moved = await api('PUT', `/api/events/${events[2]!.id}`, { starts_at: '2027-03-29T17:00:00.000Z', ends_at: '2027-03-29T18:30:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await mailTo('series-parent@example.com', /^Changed: /);
    expect(mail.text).toContain('Monday, 29 March 2027 at 19:00 CEST');
    expect(mail.text).toContain('Monday, 29 March 2027 at 18:00 CEST');

    const feed = await t.app.inject({ url: squadCalendarPath(squadId) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('X-WR-TIMEZONE:Europe/Berlin');
    expect(feed.body).toContain('DTSTART:20270405T160000Z');
    expect(feed.body).not.toMatch(/TZID=/);
    const parsed = Object.values(ical.sync.parseICS(feed.body)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(parsed.map((e) => new Date(e.start).toISOString()).sort()).toEqual(
      ['2027-03-15T17:00:00.000Z', '2027-03-22T17:00:00.000Z', '2027-03-29T17:00:00.000Z', '2027-04-05T16:00:00.000Z', '2027-04-12T16:00:00.000Z'].sort(),
    );
  });

  it('counts the dashboard weeks from Monday 00:00 Berlin, and the attendance day on the Berlin calendar', async () => {
    const base = {
      parent_name: 'Week Parent',
      contact_phone: '+49 30 000001',
      residence: 'Berlin',
      contact_permission: 'yes' as const,
      player_age: 12,
      years_playing: '2',
      current_school: 'Week School',
      uniform_size: 'Medium',
      health_conditions: '',
      source: 'public' as const,
    };
    // Monday 3 March 2025 00:30 in Berlin is still Sunday in UTC; Sunday 23:30 in Berlin is Sunday in both.
    await t.app.db.insert(registrations).values([
      { ...base, parent_email: 'week-a@example.com', player_name: 'Week A', created_at: new Date('2025-03-02T23:30:00Z') },
      { ...base, parent_email: 'week-b@example.com', player_name: 'Week B', created_at: new Date('2025-03-02T22:30:00Z') },
    ]);
    const service = createAdminCountsService({ db: t.app.db });
    const now = new Date('2025-03-05T12:00:00Z');
    const weeks = async () => Object.fromEntries((await service.dashboard('2024/25', now)).weekly.slice(-2).map((w) => [w.week_start, w.count]));
    expect(await weeks()).toEqual({ '2025-02-24': 1, '2025-03-03': 1 });
    setAcademyZone('UTC');
    try {
      expect(await weeks()).toEqual({ '2025-02-24': 2, '2025-03-03': 0 });
    } finally {
      setAcademyZone('Europe/Berlin');
    }
    expect(dayIn(new Date('2025-03-02T23:30:00Z'))).toBe('2025-03-03');
    expect(dayIn(new Date('2025-03-02T23:30:00Z'), 'UTC')).toBe('2025-03-02');
  });

  it('pages (the status page among them) are written and rendered in the academy zone, and follow a change at once', async () => {
    for (const url of ['/news', '/status/not-a-real-token-but-a-page']) {
      const page = await t.app.inject(url);
      expect(page.body, url).toContain('<html lang="en" data-time-zone="Europe/Berlin">');
    }
    expect((await t.app.inject('/news')).body).toContain('data-zone="Europe/Berlin"');
    await setZone('America/New_York');
    const after = await t.app.inject('/news');
    expect(after.body).toContain('<html lang="en" data-time-zone="America/New_York">');
    expect(after.body).toContain('data-zone="America/New_York"');
    await setZone('Europe/Berlin');
  });

  it('a row saved before the academy had a zone reads, and is seeded with, the server zone', async () => {
    const stored = (await t.app.db.select().from(academySettings))[0]!.facts as Record<string, unknown>;
    const { time_zone: _z, ...without } = stored;
    await t.app.db
      .update(academySettings)
      .set({ facts: without as AcademyFacts })
      .where(eq(academySettings.id, 1));
    t.app.publicCache.clear();
    expect((await facts()).time_zone).toBe('UTC');
    const { createAcademyService } = await import('../../src/modules/academy/service.ts');
    const service = createAcademyService({ db: t.app.db, log: t.app.log, change: async () => Promise.reject(new Error('no change expected')) });
    expect(await service.seedTimeZone()).toBe(true);
    expect(await service.seedTimeZone()).toBe(false);
    expect(((await t.app.db.select().from(academySettings))[0]!.facts as AcademyFacts).time_zone).toBe('UTC');
    await setZone('Europe/Berlin');
  });
});
