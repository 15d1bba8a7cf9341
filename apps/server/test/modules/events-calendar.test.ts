import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { EVENT_MESSAGES, EVENT_WINDOW_MAX_DAYS, type SquadEvent } from '@academy/contract/event';
import { bearer, createUserWithRole, enrollInSquad, useMailTestApp } from '../helpers.ts';
import { at, DAY, HOUR, seasonApi, training } from './season-helpers.ts';

/**
 * The admin calendar's window of every squad's events, and "this and all following" edits of a
 * weekly series (docs/decisions/042): each later session shifted and its SEQUENCE raised, the
 * earlier ones untouched, one mail per family listing every session concerned.
 */
const { t, smtp, auth } = useMailTestApp();
beforeEach(() => smtp.accept());

const { api, create, list: listOf, outboxSettled, eventMails, ...calls } = seasonApi(t, smtp, auth);
let squads = 0;
const squad = (coachIds: number[] = []) => calls.squad(`U13 Calendar ${++squads}`, { max_age: 14, coach_ids: coachIds });

let children = 0;
async function enrolled(squadId: number, email: string) {
  await enrollInSquad(t.app, auth, squadId, {
    parent_name: 'Parent Calendar',
    parent_email: email,
    player_name: `Kato Calendar${++children}`,
    current_school: 'School Calendar',
  });
}

const windowOf = async (from: Date, to: Date, query = '', headers = auth) => {
  const res = await api(
    'GET',
    `/api/events?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}${query}`,
    undefined,
    headers,
  );
  return { res, events: (res.statusCode === 200 ? res.json().data : []) as SquadEvent[] };
};

describe('the admin calendar window', () => {
  it("lists every squad's events overlapping the window for an administrator, one squad's with squad=, a coach's own squads only", async () => {
    const coach = await createUserWithRole(t.app, 'coach');
    const mine = await squad([coach.id]);
    const theirs = await squad();
    const a = await create(mine.id, training(at(2)));
    const b = await create(theirs.id, training(at(3)));
    const outside = await create(theirs.id, training(at(20)));
    const from = at(1, 0);
    const to = at(10, 0);

    const all = await windowOf(from, to);
    expect(all.res.statusCode, all.res.body).toBe(200);
    const ids = all.events.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(outside.id);
    expect((await windowOf(from, to, `&squad=${theirs.id}`)).events.map((e) => e.id)).toEqual([b.id]);

    const asCoach = bearer(coach.token);
    expect((await windowOf(from, to, '', asCoach)).events.map((e) => e.id)).toEqual([a.id]);
    const refused = await windowOf(from, to, `&squad=${theirs.id}`, asCoach);
    expect([refused.res.statusCode, refused.res.json().message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    const single = await api('GET', `/api/events/${b.id}`, undefined, asCoach);
    expect(single.statusCode).toBe(403);
    expect((await api('GET', `/api/events/${a.id}`, undefined, asCoach)).json().data.id).toBe(a.id);
  });

  it('refuses a window longer than the limit or ending before it starts', async () => {
    const tooLong = await windowOf(at(0), new Date(at(0).getTime() + (EVENT_WINDOW_MAX_DAYS + 1) * DAY));
    expect([tooLong.res.statusCode, tooLong.res.json().message]).toEqual([400, EVENT_MESSAGES.windowTooLong]);
    const backwards = await windowOf(at(5), at(1));
    expect([backwards.res.statusCode, backwards.res.json().message]).toEqual([400, EVENT_MESSAGES.windowBackwards]);
  });
});

describe('this and all following', () => {
  it('moves an occurrence and the later ones by the same time of day, new venue, one mail per family listing the sessions', async () => {
    const s = await squad();
    await enrolled(s.id, 'calendar-family-a@example.com');
    await enrolled(s.id, 'calendar-family-b@example.com');
    const series = await create(
      s.id,
      training(at(2), {
        recurrence: {
          weekly_until: at(2 + 7 * 4)
            .toISOString()
            .slice(0, 10),
        },
        meet_at: new Date(at(2).getTime() - HOUR / 2).toISOString(),
      }),
    );
    expect(series.occurrence_ids).toHaveLength(5);
    await outboxSettled();
    const sentBefore = smtp.messages.length;
    const before = await listOf(s.id);
    const third = before[2]!;

    const newStart = new Date(Date.parse(third.starts_at) + HOUR);
    const moved = await api('PUT', `/api/events/${third.id}`, {
      scope: 'following',
      starts_at: newStart.toISOString(),
      ends_at: new Date(newStart.getTime() + 2 * HOUR).toISOString(),
      venue: { name: 'Back pitch', address: '3 Hill Road' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await listOf(s.id);
    // The first two untouched; the third and later ones an hour later, two hours long, at the new venue, each with its SEQUENCE raised.
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    for (const [i, e] of after.entries()) {
      if (i < 2) continue;
      const was = before[i]!;
      expect(Date.parse(e.starts_at) - Date.parse(was.starts_at)).toBe(HOUR);
      expect(Date.parse(e.ends_at) - Date.parse(e.starts_at)).toBe(2 * HOUR);
      expect(Date.parse(e.starts_at) - Date.parse(e.meet_at!)).toBe(HOUR / 2);
      expect([e.venue.name, e.sequence]).toEqual(['Back pitch', was.sequence + 1]);
    }

    await smtp.waitFor(sentBefore + 2);
    await outboxSettled();
    for (const email of ['calendar-family-a@example.com', 'calendar-family-b@example.com']) {
      const mails = eventMails(email);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Changed: .* 3 sessions from /)]);
      expect(mails[0]!.text).toContain('Back pitch, 3 Hill Road');
      expect(mails[0]!.text).toContain('Session 3');
    }
    expect(smtp.messages.length).toBe(sentBefore + 2);

    // The same write again changes nothing and tells nobody.
    const again = await api('PUT', `/api/events/${third.id}`, { scope: 'following', venue: { name: 'Back pitch', address: '3 Hill Road' } });
    expect(again.json().data.sequence).toBe(moved.json().data.sequence);
    const audit = (
      await t.app.db.execute(sql`select action, summary from audit_log where record_type = 'event' and record_id = ${String(third.id)} order by id`)
    ).rows as { action: string; summary: string }[];
    expect(audit.map((a) => a.action)).toEqual(['event.update']);
    expect(audit[0]!.summary).toContain('and 2 following');
    expect(audit[0]!.summary).toContain('2 families told');
  });

  it('cancels an occurrence and the later ones with DELETE ?scope=following, skipping those already cancelled, one mail per family', async () => {
    const s = await squad();
    await enrolled(s.id, 'calendar-family-c@example.com');
    const series = await create(
      s.id,
      training(at(2), {
        recurrence: {
          weekly_until: at(2 + 7 * 3)
            .toISOString()
            .slice(0, 10),
        },
      }),
    );
    const [first, second, third, fourth] = series.occurrence_ids as [number, number, number, number];
    expect((await api('DELETE', `/api/events/${fourth}`)).statusCode).toBe(200);
    await outboxSettled();
    const sentBefore = smtp.messages.length;
    const fourthBefore = (await listOf(s.id))[3]!;

    const cancelled = await api('DELETE', `/api/events/${second}?scope=following`);
    expect([cancelled.statusCode, cancelled.json().data.status]).toEqual([200, 'cancelled']);
    const after = await listOf(s.id);
    expect(after.map((e) => [e.id, e.status])).toEqual([
      [first, 'scheduled'],
      [second, 'cancelled'],
      [third, 'cancelled'],
      [fourth, 'cancelled'],
    ]);
    expect(after[3]).toEqual(fourthBefore);
    await smtp.waitFor(sentBefore + 1);
    await outboxSettled();
    expect(eventMails('calendar-family-c@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Cancelled: /),
      expect.stringMatching(/^Cancelled: .* 2 sessions from /),
    ]);
    expect(smtp.messages.length).toBe(sentBefore + 1);
  });

  it('refuses "following" on an event outside a series', async () => {
    const s = await squad();
    const single = await create(s.id, training(at(4)));
    const res = await api('PUT', `/api/events/${single.id}`, { scope: 'following', venue: { name: 'X', address: 'Y' } });
    expect([res.statusCode, res.json().message]).toEqual([400, EVENT_MESSAGES.followingNeedsSeries]);
  });
});
