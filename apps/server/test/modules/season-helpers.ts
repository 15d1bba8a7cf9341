import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EventInput, SquadEvent } from '@academy/contract/event';
import { eventually, type MailTestApp } from '../helpers.ts';
import type { TestMailServer } from '../mail-server.ts';

/** What the squad event tests share (docs/decisions/038, 042): times ahead, the API calls, the outbox and the event mails. */
export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

/** A whole hour (UTC) some days ahead, so every event is still to come. */
export const at = (days: number, hours = 17) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hours, 0, 0, 0);
  return d;
};

/** A 90-minute training at the main pitch, `over` it. */
export const training = (start: Date, over: Partial<EventInput> = {}): EventInput => ({
  kind: 'training',
  starts_at: start.toISOString(),
  ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
  venue: { name: 'Main pitch', address: 'Plot 12, Kampala Road' },
  ...over,
});

/** The calls of a file's tests on its app (`useMailTestApp`), as the administrator unless headers are given. */
export function seasonApi(t: MailTestApp, smtp: TestMailServer, auth: Record<string, string>) {
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  return {
    api,
    /** A new squad named `name` (unique per file), ages 10 to `max_age`, with these coaches. */
    async squad(name: string, { max_age, coach_ids = [] }: { max_age: number; coach_ids?: number[] }): Promise<{ id: number; name: string }> {
      const res = await api('POST', '/api/squads', { name, season: '2026/27', min_age: 10, max_age, capacity: 10, coach_ids });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().data.id, name };
    },
    async create(squadId: number, input: EventInput) {
      const res = await api('POST', `/api/squads/${squadId}/events`, input);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as SquadEvent & { occurrence_ids: number[] };
    },
    /** The squad's events, in time order. */
    async list(squadId: number) {
      const res = await api('GET', `/api/squads/${squadId}/events`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as SquadEvent[];
    },
    /** Every mail the outbox holds for these changes is sent (or failed): a count read afterwards is final. */
    async outboxSettled() {
      await t.app.background.drain();
      await eventually(
        async () => {
          const [row] = (await t.app.db.execute(sql`select count(*)::int as n from emails where state = 'queued'`)).rows as { n: number }[];
          return row!.n === 0;
        },
        { what: 'an empty outbox queue' },
      );
    },
    /** The event-changed and cancelled mails received at `to`. */
    eventMails: (to: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(to) && /^(Changed|Cancelled): /.test(m.subject ?? '')),
  };
}
