import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { SQUAD_MESSAGES } from '@academy/contract/squad-constants';
import { MAIL_TEXTS } from '@academy/contract/email';
import {
  EVENT_MAX_HOURS,
  EVENT_MESSAGES,
  EVENT_SERIES_MAX_WEEKS,
  eventTitle,
  type EventInputSchema,
  type EventUpdateSchema,
  type SquadEvent,
  type SquadEventCreated,
} from '@academy/contract/event';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import { formatWhen, zoneOf } from '../trials/calendar.ts';
import { createCoachAccess, type StaffCaller } from '../trials/coach-access.ts';
import { weeklyStarts } from './recurrence.ts';
import { createEventRepository, toEvent, type EventRow, type NewEventRow } from './repository.ts';
import { planReminders } from '../availability/service.ts';

export type EventFields = z.output<typeof EventInputSchema>;
export type EventPatch = z.output<typeof EventUpdateSchema>;

const M = EVENT_MESSAGES;
const HOUR_MS = 60 * 60 * 1000;
const notFound = () => new HttpError(404, M.notFound);
const invalid = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** The columns an administrator sets, checked together (on create, and merged with the row on edit). */
type Settable = Pick<EventRow, 'kind' | 'starts_at' | 'ends_at' | 'venue_name' | 'venue_address' | 'opponent' | 'home_away' | 'competition' | 'meet_at'>;

function checked(e: Settable): Settable {
  if (e.ends_at.getTime() <= e.starts_at.getTime()) throw invalid('ends_at', M.endsAfterStart);
  if (e.ends_at.getTime() - e.starts_at.getTime() > EVENT_MAX_HOURS * HOUR_MS) throw invalid('ends_at', M.tooLong);
  if (e.meet_at && e.meet_at.getTime() > e.starts_at.getTime()) throw invalid('meet_at', M.meetBeforeStart);
  if (e.kind === 'training' && (e.opponent || e.home_away || e.competition)) throw invalid('opponent', M.matchOnly);
  return e;
}

/** What a calendar shows of an event: a change to any of these raises its SEQUENCE (docs/decisions/038). */
const CALENDAR_FIELDS = ['kind', 'starts_at', 'ends_at', 'venue_name', 'venue_address', 'opponent', 'home_away', 'competition', 'meet_at', 'status'] as const;
/** What a family must be told of: the time, where to be, or that it is off. */
const FAMILY_FIELDS = ['starts_at', 'ends_at', 'meet_at', 'venue_name', 'venue_address', 'status'] as const;
const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
const changedFields = (before: EventRow, after: EventRow, fields: readonly (keyof EventRow)[]) => fields.filter((f) => !same(before[f], after[f]));

/** The weekly series' last instant: a date is the end of that day (UTC). */
const untilOf = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);

/**
 * One mail per family of the squad's roster (brothers and sisters make one family), in the change:
 * the new time and venue, or that the event is cancelled (docs/decisions/038).
 */
async function tellFamilies(c: Change, squad: { id: number; name: string }, before: EventRow, after: EventRow): Promise<number> {
  const families = await createEventRepository(c.tx).rosterFamilies(squad.id);
  const title = eventTitle(after, squad.name);
  for (const family of families) {
    await c.mail({
      to: family.email,
      kind: 'event_changed',
      // Filed under the event, not a child (docs/decisions/040): erasing one child keeps its sibling's mail; the family's export and erasure find it by its address.
      about: { type: 'event', id: after.id },
      content: MAIL_TEXTS.eventChanged({
        parentName: family.parentName,
        players: family.players.join(' and '),
        title,
        was: formatWhen(before.starts_at),
        cancelled: after.status === 'cancelled',
        when: formatWhen(after.starts_at),
        venue: `${after.venue_name}, ${after.venue_address}`,
        meetAt: after.meet_at ? formatWhen(after.meet_at) : null,
      }),
    });
  }
  return families.length;
}

/** A squad's trainings, matches and tournaments (docs/decisions/038); the public calendar feed: calendar.ts. */
export function createEventService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>) {
  const repo = createEventRepository(db);
  const access = createCoachAccess(db);
  const zone = zoneOf(process.env.TZ);

  return {
    /** The squad's events, in time order: an administrator, or a coach of the squad (decision 030). */
    async list(caller: StaffCaller, squadId: number): Promise<SquadEvent[]> {
      if (!(await repo.squad(squadId))) throw new HttpError(404, SQUAD_MESSAGES.notFound);
      if (!(await access.isAssigned(caller, { squad: squadId }))) throw new HttpError(403, AUTH_MESSAGES.forbidden);
      return (await repo.list(squadId)).map(toEvent);
    },

    /** Creates one event, or a weekly training series: one row per week, sharing a series id. */
    async create(by: Actor, squadId: number, input: EventFields): Promise<SquadEventCreated> {
      const fields = checked({
        kind: input.kind,
        starts_at: new Date(input.starts_at),
        ends_at: new Date(input.ends_at),
        venue_name: input.venue.name,
        venue_address: input.venue.address,
        opponent: input.opponent ?? null,
        home_away: input.home_away ?? null,
        competition: input.competition ?? null,
        meet_at: input.meet_at ? new Date(input.meet_at) : null,
      });
      const until = input.recurrence ? untilOf(input.recurrence.weekly_until) : null;
      const starts = until ? weeklyStarts(fields.starts_at, until, zone, EVENT_SERIES_MAX_WEEKS) : [fields.starts_at];
      if (!starts) throw invalid('recurrence.weekly_until', M.seriesTooLong);
      if (starts.length < 2 && until) throw invalid('recurrence.weekly_until', M.weeklyUntilAfterStart);

      const rows = await change(by, async (c) => {
        const txRepo = createEventRepository(c.tx);
        const squad = await txRepo.squad(squadId);
        if (!squad) throw new HttpError(404, SQUAD_MESSAGES.notFound);
        const seriesId = until ? await txRepo.insertSeries(squadId, until) : null;
        const length = fields.ends_at.getTime() - fields.starts_at.getTime();
        const lead = fields.meet_at ? fields.starts_at.getTime() - fields.meet_at.getTime() : null;
        const values: NewEventRow[] = starts.map((start) => ({
          ...fields,
          squad_id: squadId,
          series_id: seriesId,
          starts_at: start,
          ends_at: new Date(start.getTime() + length),
          meet_at: lead === null ? null : new Date(start.getTime() - lead),
        }));
        const created = await txRepo.insert(values);
        const now = new Date();
        for (const event of created) await planReminders(c, event, squad, now);
        const title = eventTitle(fields, squad.name);
        await c.audit({
          action: 'event.create',
          record: { type: 'event', id: created[0]!.id },
          summary: seriesId
            ? `${title}: weekly series of ${created.length} from ${formatWhen(fields.starts_at)}`
            : `${title} on ${formatWhen(fields.starts_at)}`,
        });
        return created;
      });
      return { ...toEvent(rows[0]!), occurrence_ids: rows.map((r) => r.id) };
    },

    /**
     * Moves, edits or cancels one event (one occurrence of a series alone). A change a calendar
     * must see raises its SEQUENCE; a new time, meeting time or venue, or the cancellation, mails
     * each family of the squad once, with this change. Writing what is already there changes
     * nothing and tells nobody (a second cancel, a retried request).
     */
    async update(by: Actor, id: number, patch: EventPatch, now = new Date()): Promise<SquadEvent> {
      return change(by, async (c) => {
        const txRepo = createEventRepository(c.tx);
        const before = await txRepo.get(id, true);
        if (!before) throw notFound();
        const status = patch.status ?? before.status;
        if (before.status === 'cancelled') {
          const onlyCancel = Object.entries(patch).every(([key, value]) => value === undefined || (key === 'status' && value === 'cancelled'));
          if (onlyCancel) return toEvent(before);
          throw new HttpError(409, M.cancelled);
        }
        const fields = checked({
          kind: patch.kind ?? before.kind,
          starts_at: patch.starts_at ? new Date(patch.starts_at) : before.starts_at,
          ends_at: patch.ends_at ? new Date(patch.ends_at) : before.ends_at,
          venue_name: patch.venue?.name ?? before.venue_name,
          venue_address: patch.venue?.address ?? before.venue_address,
          opponent: patch.opponent === undefined ? before.opponent : patch.opponent || null,
          home_away: patch.home_away === undefined ? before.home_away : patch.home_away,
          competition: patch.competition === undefined ? before.competition : patch.competition || null,
          meet_at: patch.meet_at === undefined ? before.meet_at : patch.meet_at ? new Date(patch.meet_at) : null,
        });
        const proposed: EventRow = { ...before, ...fields, status };
        const changed = changedFields(before, proposed, CALENDAR_FIELDS);
        if (changed.length === 0) return toEvent(before);

        const after = await txRepo.update(id, { ...fields, status, sequence: before.sequence + 1, updated_at: now });
        const squad = (await txRepo.squad(before.squad_id))!;
        // A new time moves the availability reminders; a cancellation drops them (docs/decisions/040).
        if (!same(before.starts_at, after.starts_at) || before.status !== after.status) await planReminders(c, after, squad, now);
        const tell = changedFields(before, after, FAMILY_FIELDS).length > 0 && before.ends_at.getTime() > now.getTime();
        const told = tell ? await tellFamilies(c, squad, before, after) : 0;
        const title = eventTitle(after, squad.name);
        const cancelled = after.status === 'cancelled';
        await c.audit({
          action: cancelled ? 'event.cancel' : 'event.update',
          record: { type: 'event', id },
          summary: `${title} on ${formatWhen(before.starts_at)} ${cancelled ? 'cancelled' : `changed (${changed.join(', ')})`}; ${told} ${told === 1 ? 'family' : 'families'} told`,
        });
        return toEvent(after);
      });
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
